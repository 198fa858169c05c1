import { fromCallback } from "xstate"
import type { LiveCommand } from "#machines/shop.machine.ts"

/**
 * The shop's live stream in the browser (issue 38, ADR 062): the root's `live` actor, one EventSource
 * per tab (live-connection.ts, loaded when it first opens). It opens OPEN_AFTER_MS after the page
 * started: the page's own reads come first, and a page being measured or tested settles before the
 * stream, which never ends, is open (what happened to the shopper's orders meanwhile comes with the
 * stream: the server looks back). Until then it keeps what the root told it.
 */
const OPEN_AFTER_MS = 10_000

export const liveStreamOf = (target: Window | undefined) =>
  fromCallback<LiveCommand, { readonly productIds: ReadonlyArray<string> }>(({ sendBack, receive, input }) => {
    if (target === undefined || !("EventSource" in target)) return undefined
    const told: Array<LiveCommand> = [{ type: "live.follow", productIds: input.productIds }]
    let connection: ((command?: LiveCommand) => void) | undefined
    let stopped = false
    const timer = setTimeout(() => void import("./live-connection.ts").then(({ connect }) => {
      if (!stopped) connection = connect(target, sendBack, told)
    }), OPEN_AFTER_MS)
    receive((command) => connection === undefined ? void told.push(command) : connection(command))
    return () => {
      stopped = true
      clearTimeout(timer)
      connection?.()
    }
  })
