import { afterEach, describe, expect, it, vi } from "vitest"
import { LIVE_PRODUCTS_LIMIT } from "#domain/live.ts"
import type { LiveReceived } from "#machines/shop.machine.ts"
import { connect } from "./live-connection.ts"

// Issue 38: the live stream's connection opens one EventSource with what the root asked it to follow,
// never more products than the server follows (it refuses a longer list), and folds each fact it hears.

const opened: Array<string> = []
class FakeEventSource {
  static readonly CLOSED = 2
  readonly CLOSED = 2
  readyState = 0
  onopen: (() => void) | null = null
  onmessage: ((message: MessageEvent) => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    opened.push(url)
  }
  close() {
    this.readyState = 2
  }
}

const target = { document } as unknown as Window
const id = (n: number) => n.toString(16).padStart(24, "0")

afterEach(() => {
  opened.length = 0
})

describe("the live stream's connection", () => {
  it("follows at most the products the server follows, the first of the list", () => {
    vi.stubGlobal("EventSource", FakeEventSource)
    const ids = Array.from({ length: LIVE_PRODUCTS_LIMIT + 20 }, (_, i) => id(i + 1))
    const stop = connect(target, () => {}, [{ type: "live.follow", productIds: ids }])
    expect(opened).toHaveLength(1)
    const followed = new URL(opened[0]!, "http://localhost").searchParams.get("products")!.split(",")
    expect(followed).toEqual(ids.slice(0, LIVE_PRODUCTS_LIMIT))
    stop()
  })

  it("sends each fact it hears to the root with the folds", () => {
    const received: Array<LiveReceived> = []
    const sources: Array<FakeEventSource> = []
    const Recording = class extends FakeEventSource {
      constructor(url: string) {
        super(url)
        sources.push(this)
      }
    }
    vi.stubGlobal("EventSource", Recording)
    const stop = connect(target, (event) => received.push(event), [{ type: "live.follow", productIds: [id(1)] }])
    sources[0]!.onmessage?.({ data: JSON.stringify({ _tag: "catalogue.changed" }), lastEventId: "" } as MessageEvent)
    sources[0]!.onmessage?.({ data: "not a fact", lastEventId: "" } as MessageEvent)
    expect(received.map((event) => event.fact)).toEqual([{ _tag: "catalogue.changed" }])
    expect(typeof received[0]!.fold.returns).toBe("function")
    stop()
  })
})
