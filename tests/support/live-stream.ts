import type { LiveFact } from "#domain/live.ts"

/** One server-sent event as a test reads it: its id (when it has one) and its fact. */
export interface ReadEvent {
  readonly id: string | undefined
  readonly fact: LiveFact
}

/**
 * A live stream (issue 38) opened as a browser's EventSource would: the session's cookie, the
 * products followed, a Last-Event-ID to resume from. `opened` resolves once the server's first bytes
 * arrived (the stream is registered: what happens after it is sent on it); `next` waits for the next
 * event `match` accepts, skipping the others, with no time limit of its own (the test's applies).
 */
export const openLiveStream = async (baseUrl: string, options: { readonly cookie?: string; readonly products?: ReadonlyArray<string>; readonly lastEventId?: string } = {}) => {
  const controller = new AbortController()
  const query = options.products === undefined ? "" : `?products=${options.products.join(",")}`
  const response = await fetch(`${baseUrl}/api/v1/events${query}`, {
    headers: {
      accept: "text/event-stream",
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
      ...(options.lastEventId === undefined ? {} : { "last-event-id": options.lastEventId })
    },
    signal: controller.signal
  })
  const refused = response.status === 200 ? undefined : { status: response.status, body: await response.json().catch(() => undefined) as unknown }
  const events: Array<ReadEvent> = []
  const waiters: Array<() => void> = []
  let opened = false
  let ended = false
  const reading = (async () => {
    if (response.body === null || refused !== undefined) return
    const decoder = new TextDecoder()
    let buffer = ""
    try {
      const reader = response.body.getReader()
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true })
        let end: number
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          opened = true
          let id: string | undefined
          const data: Array<string> = []
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) id = line.slice(4)
            else if (line.startsWith("data: ")) data.push(line.slice(6))
          }
          if (data.length > 0) events.push({ id, fact: JSON.parse(data.join("\n")) as LiveFact })
          for (const wake of waiters.splice(0)) wake()
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true
      for (const wake of waiters.splice(0)) wake()
    }
  })()
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve))
  while (!opened && !ended && response.status === 200) await changed()
  let read = 0
  return {
    status: response.status,
    headers: response.headers,
    /** A refused stream's JSON body. */
    body: refused?.body,
    /** The next event `match` accepts (the ones before it are passed over). */
    next: async (match: (event: ReadEvent) => boolean = () => true): Promise<ReadEvent> => {
      for (;;) {
        while (read < events.length) {
          const event = events[read++]!
          if (match(event)) return event
        }
        if (ended) throw new Error("the live stream ended")
        await changed()
      }
    },
    /** Every event read so far. */
    all: () => [...events],
    close: async () => {
      controller.abort()
      await reading
    }
  }
}

export type LiveStreamReader = Awaited<ReturnType<typeof openLiveStream>>

/** The next fact of order `orderId` on `stream` (its events, returns' and refunds' steps). */
export const orderFactOf = (orderId: string) => (event: ReadEvent) => "orderId" in event.fact && event.fact.orderId === orderId
