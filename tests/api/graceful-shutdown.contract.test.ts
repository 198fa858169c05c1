import { request } from "node:http"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { killServer, type ServerProcess, sleep, startServer } from "#tests/support/server-process.ts"

// Issue 17 item 6: on SIGTERM the real server process stops accepting connections, lets the request
// in flight finish and get its answer, closes the database (the message it was writing is in it) and
// exits with code 0. The request is kept in flight by sending its body in two parts around the signal.

const started: Array<ServerProcess> = []
let dir: string
let child: ServerProcess

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "bazaar-shutdown-"))
  // PGlite in a folder of its own; the PostgreSQL server is not needed to prove what the process does.
  child = await startServer(started, { BAZAAR_DATA_DIR: join(dir, "pglite") }, "graceful-shutdown")
})
afterAll(async () => {
  for (const server of started) await killServer(server)
  rmSync(dir, { recursive: true, force: true })
})

/** A POST whose body arrives in two parts: the second when `finish` is called. */
const slowPost = (baseUrl: string, path: string, body: string) => {
  const url = new URL(path, baseUrl)
  let finish = () => {}
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(url, { method: "POST", headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } }, (response) => {
      let text = ""
      response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    outgoing.on("error", reject)
    const half = Math.floor(body.length / 2)
    outgoing.write(body.slice(0, half))
    finish = () => void outgoing.end(body.slice(half))
  })
  return { answer, finish: () => finish() }
}

describe("graceful shutdown on SIGTERM", () => {
  it("answers the request in flight, refuses new connections, closes the database and exits 0", async () => {
    const message = `Shutdown test ${Date.now()}: please call me about my order.`
    const inFlight = slowPost(child.baseUrl, "/api/v1/contact", JSON.stringify({ name: "Ravi Kumar", email: "ravi@example.in", message }))
    await sleep(300)
    expect(child.process.kill("SIGTERM")).toBe(true)
    await sleep(700)
    // Stopped accepting: a new connection is refused while the old request is still open.
    await expect(fetch(`${child.baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow()
    expect(child.process.exitCode).toBeNull()
    inFlight.finish()
    const answer = await inFlight.answer
    expect(answer.status, answer.body).toBe(201)
    const exit = await Promise.race([child.exited, sleep(15_000).then(() => "still running" as const)])
    expect(exit, child.log.join("\n")).toEqual({ code: 0, signal: null })
    expect(child.log.some((line) => line.includes("Stopping: no new connections"))).toBe(true)
    // The database was closed: its lock is released, and the message written in flight is in it.
    expect(existsSync(join(dir, "pglite", "bazaar.lock"))).toBe(false)
    const database = await PGlite.create(join(dir, "pglite"))
    try {
      const rows = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_messages WHERE message = $1", [message])
      expect(rows.rows[0]!.n).toBe(1)
    } finally {
      await database.close()
    }
  })
})
