import { request } from "node:http"

/** What came back: the status and body, or why there was no answer. */
export type Answer =
  | { readonly status: number; readonly text: string; readonly headers: Readonly<Record<string, string | string[] | undefined>> }
  | { readonly error: string }

const PIECE = 64 * 1024

/**
 * Sends a body that may be over the server's limit with node:http and reads the answer the server
 * sent while the body was still going out. The server answers 413 and closes mid-body; fetch
 * (undici) then reports the write error (EPIPE, "other side closed") instead of the 413 it had
 * received (issue 17). A write error after the answer's head arrived is expected: that answer is
 * the result. A write error with no answer, or an answer cut off mid-body, is no answer.
 */
export const sendOversize = (baseUrl: string, init: {
  readonly method: string
  /** Path and query, as fetch would send them (`..` resolved). */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** Without a Content-Length, in pieces of 64 KB. */
  readonly chunked: boolean
  readonly timeoutMs: number
}): Promise<Answer> =>
  new Promise((resolve) => {
    const target = new URL(`${baseUrl}${init.url}`)
    const length = init.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(Buffer.byteLength(init.body)) }
    let answered = false
    let settled = false
    const settle = (answer: Answer) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      sent.destroy()
      resolve(answer)
    }
    // A fresh connection each time: one the server closes is no one else's.
    const sent = request(target, { method: init.method, headers: { ...init.headers, ...length }, agent: false })
    const timer = setTimeout(() => settle({ error: `no answer within ${init.timeoutMs} ms` }), init.timeoutMs)
    sent.on("error", (error) => {
      if (!answered) settle({ error: `no answer: ${String(error)}` })
    })
    sent.on("response", (response) => {
      answered = true
      const chunks: Array<Buffer> = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("end", () => settle({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), headers: response.headers }))
      // Node cuts an answer short ("aborted") only when its body had not all arrived.
      response.on("error", (error) => settle({ error: `the ${response.statusCode} answer broke off: ${String(error)}` }))
      response.on("close", () => settle({ error: `the ${response.statusCode} answer broke off` }))
    })
    let offset = 0
    const pump = (): void => {
      // Once the answer has come, the rest of the body is no longer wanted.
      while (!answered && offset < init.body.length) {
        const piece = init.body.slice(offset, offset + PIECE)
        offset += PIECE
        if (!sent.write(piece)) return void sent.once("drain", pump)
      }
      if (!answered) sent.end()
    }
    pump()
  })
