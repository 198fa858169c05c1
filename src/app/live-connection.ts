import { Option, Schema } from "effect"
import { LIVE_EVENTS_ADDRESS } from "#domain/http/prefix.ts"
import { LIVE_PRODUCTS_LIMIT, LIVE_RETRY_MS, LiveFact } from "#domain/live.ts"
import { FACT_FOLDS } from "#domain/order-facts.ts"
import type { LiveCommand, LiveReceived } from "#machines/shop.machine.ts"

/**
 * The live stream's connection (issue 38, ADR 062), loaded when the stream first opens
 * (live-stream.ts starts it): one EventSource at a time, opened while there is something to follow
 * and the tab is not hidden, opened again from the last id it had when what it follows or the
 * session changes (the changes of a moment together), closed when the tab has been hidden for
 * HIDDEN_CLOSE_MS and opened again when it is shown (the root is then told the catalogue may have
 * changed). After a break the browser reconnects by itself (Last-Event-ID); a stream the server
 * refused (429, 503) is tried again later, each time waiting longer. Each message is decoded with
 * the fact's Schema and sent on.
 */
const HIDDEN_CLOSE_MS = 60_000
const LONGEST_RETRY_MS = 60_000
/** Changes of what to follow that come together (a page and its cart) open the stream once. */
const SETTLE_MS = 250

/** A message read as its fact; one this build cannot read (a newer server's) is passed over. */
const decodeLiveFact = (data: string): LiveFact | undefined => Option.getOrUndefined(decode(data))
const decode = Schema.decodeUnknownOption(Schema.parseJson(LiveFact))

/**
 * Connects: `told` is what the root told the stream before it started, in order. The answer takes
 * what the root tells it next, or (no command) closes the stream for good.
 */
export const connect = (target: Window, sendBack: (event: LiveReceived) => void, told: ReadonlyArray<LiveCommand>): ((command?: LiveCommand) => void) => {
  const send = (fact: LiveFact) => sendBack({ type: "live.fact", fact, fold: FACT_FOLDS })
  let productIds: ReadonlyArray<string> = []
  let signedIn = false
  /** Takes a command: whether the stream is to open again (what it follows, or the session, changed). */
  const take = (command: LiveCommand): boolean => {
    if (command.type === "live.session.changed") return signedIn !== (signedIn = command.signedIn)
    const same = command.productIds.length === productIds.length && command.productIds.every((id, i) => id === productIds[i])
    productIds = command.productIds
    return !same
  }
  for (const command of told) take(command)
  let source: EventSource | undefined
  let lastId: string | undefined
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined
  let closedWhileHidden = false

  const wanted = () => (signedIn || productIds.length > 0) && target.document.visibilityState !== "hidden"
  const close = () => {
    source?.close()
    source = undefined
  }
  const open = () => {
    if (!wanted() || source !== undefined) return
    const query = new URLSearchParams()
    // The server follows at most LIVE_PRODUCTS_LIMIT (a longer list is refused): a wishlist page of
    // many saved products follows its first ones.
    if (productIds.length > 0) query.set("products", productIds.slice(0, LIVE_PRODUCTS_LIMIT).join(","))
    if (lastId !== undefined) query.set("after", lastId)
    const opened = new EventSource(`${LIVE_EVENTS_ADDRESS}${query.size === 0 ? "" : `?${query}`}`, { withCredentials: true })
    source = opened
    opened.onopen = () => { failures = 0 }
    opened.onmessage = (message: MessageEvent) => {
      if (message.lastEventId !== "") lastId = message.lastEventId
      const fact = decodeLiveFact(String(message.data))
      if (fact !== undefined) send(fact)
    }
    opened.onerror = () => {
      // CONNECTING: the browser comes back by itself, with Last-Event-ID. CLOSED: refused; later.
      if (opened.readyState !== opened.CLOSED || source !== opened) return
      close()
      failures++
      clearTimeout(timer)
      timer = setTimeout(reopen, Math.min(LONGEST_RETRY_MS, LIVE_RETRY_MS * 2 ** (failures - 1)))
    }
  }
  const reopen = () => {
    clearTimeout(timer)
    close()
    open()
  }

  const onVisibility = () => {
    clearTimeout(hiddenTimer)
    if (target.document.visibilityState === "hidden") {
      hiddenTimer = setTimeout(() => {
        if (source === undefined) return
        close()
        closedWhileHidden = true
      }, HIDDEN_CLOSE_MS)
      return
    }
    if (closedWhileHidden) {
      closedWhileHidden = false
      // Away: what the page shows may have changed meanwhile (catalogue changes are not sent again).
      send({ _tag: "catalogue.changed" })
    }
    if (source === undefined) reopen()
  }
  target.document.addEventListener("visibilitychange", onVisibility)
  open()

  let stopped = false
  return (command) => {
    if (stopped) return
    if (command !== undefined) {
      if (!take(command)) return
      clearTimeout(timer)
      timer = setTimeout(reopen, SETTLE_MS)
      return
    }
    stopped = true
    clearTimeout(timer)
    clearTimeout(hiddenTimer)
    target.document.removeEventListener("visibilitychange", onVisibility)
    close()
  }
}
