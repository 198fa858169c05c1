import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, statSync } from "node:fs"
import { createServer, type AddressInfo } from "node:net"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { expect } from "vitest"
import { SERVER_ENV, serverNodeFlags } from "../../scripts/server-flags.ts"
import { newestModification } from "./newest-modification.ts"
import { HOME } from "./orders.ts"

// The real server as a child process (`node --import tsx server/main.ts`, or its build), for the fault suites:
// what they prove (a kill, a database going away) is about the process itself, so it must not share
// the test runner's. Each suite keeps the list of what it started and kills them all at the end.

const root = fileURLToPath(new URL("../../", import.meta.url))
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface ServerProcess {
  readonly process: ChildProcess
  readonly baseUrl: string
  /** The last lines the server wrote, to show when it does not start. */
  readonly log: Array<string>
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
}

export const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer()
  probe.once("error", reject)
  probe.listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as AddressInfo
    probe.close(() => resolve(port))
  })
})

/** How the server is run: from its TypeScript through tsx, or as `npm start` runs it, the build in dist-node (ADR 025). */
export type ServerEntry = "source" | "built"

/** What dist-node/main.js is built from (scripts/build-server.mjs bundles server/main.ts and what it imports). */
const SERVER_SOURCES = ["server", "domain", "machines", "scripts", "package-lock.json"]

let builtIsCurrent: boolean | undefined
/**
 * The build when it is newer than every source it is made from (`npm test` builds first), else the
 * TypeScript through tsx: the same server either way, and the build starts in a quarter of the CPU
 * (no transform of a few hundred modules in each child: 1.4 s against 5.5 s, docs/benchmarks.md).
 */
export const currentEntry = (): ServerEntry => {
  if (builtIsCurrent === undefined) {
    const built = join(root, "dist-node", "main.js")
    builtIsCurrent = existsSync(built) && statSync(built).mtimeMs > Math.max(...SERVER_SOURCES.map((path) => newestModification(join(root, path))))
  }
  return builtIsCurrent ? "built" : "source"
}

/** The node arguments that start the server from `entry`. */
export const serverArgs = (entry: ServerEntry, database: Readonly<Record<string, string>> = {}): ReadonlyArray<string> =>
  entry === "source" ? ["--import", "tsx", "server/main.ts"] : [...serverNodeFlags(database), "dist-node/main.js"]

/**
 * Starts the server on the database named by `database` (BAZAAR_DATA_DIR or DATABASE_URL), adds it
 * to `started`, and waits until the API answers.
 */
export const startServer = async (started: Array<ServerProcess>, database: Record<string, string>, name: string, entry: ServerEntry = currentEntry()): Promise<ServerProcess> => {
  const port = await freePort()
  const child = spawn(process.execPath, serverArgs(entry, database), {
    cwd: root,
    // Only what the server needs: nothing of this process's own database settings leaks in.
    env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? root, NODE_ENV: "development", PORT: String(port), OTP_SECRET: `${name}-test`, ...(entry === "built" ? SERVER_ENV : {}), ...database },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const log: Array<string> = []
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString("utf8").split("\n").filter((line) => line !== ""))
    if (log.length > 200) log.splice(0, log.length - 200)
  }
  child.stdout!.on("data", keep)
  child.stderr!.on("data", keep)
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve(exit = { code, signal })))
  const running: ServerProcess = { process: child, baseUrl: `http://127.0.0.1:${port}`, log, exited }
  started.push(running)
  // Readiness is what is waited for; the deadline only ends a start that hangs, and holds on a
  // machine loaded several times over (issue 34 item 8: 100 s was passed at load 15).
  const deadline = Date.now() + 240_000
  for (;;) {
    if (exit !== undefined) throw new Error(`the server exited (code ${exit.code}, signal ${exit.signal}) before it answered:\n${log.join("\n")}`)
    if (Date.now() > deadline) throw new Error(`the server did not answer within 240 s:\n${log.join("\n")}`)
    // The port takes connections a moment before the API is attached, and a request that
    // arrives then is never answered: each probe gets a time limit.
    const ready = await fetch(`${running.baseUrl}/api/v1/supercategory/all`, { signal: AbortSignal.timeout(15_000) })
      .then(async (answer) => (await answer.arrayBuffer(), answer.status === 200), () => false)
    if (ready) return running
    await sleep(200)
  }
}

export const killServer = async (child: ServerProcess) => {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill("SIGKILL")
  return child.exited
}

export interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly body: Record<string, unknown>
}

/** A JSON call; `fetch` failing (the server is gone) rejects. */
export const api = async (child: ServerProcess, method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const answer = await fetch(`${child.baseUrl}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : { cookie }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await answer.text()
  let parsed: unknown = text
  try { parsed = JSON.parse(text) } catch { /* not JSON: keep the text */ }
  return { status: answer.status, headers: answer.headers, body: parsed as Record<string, unknown> }
}

export interface Customer { readonly clientId: string; readonly cookie: string; readonly addressId: string }

/** A customer made as the browser makes one: code by SMS (read from /dev/outbox), registration, address. */
export const signUp = async (child: ServerProcess, mobile: string, name = "Fault Tester"): Promise<Customer> => {
  const sent = await api(child, "POST", "/admin/sendsms", undefined, { Mobile: mobile })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  const outbox = await (await fetch(`${child.baseUrl}/dev/outbox`)).text()
  const otp = new RegExp(`<b>${mobile}</b>: [^<]*?\\b(\\d{6})\\b`).exec(outbox)?.[1]
  if (otp === undefined) throw new Error(`no code for ${mobile} in the outbox:\n${outbox}`)
  const registered = await api(child, "POST", "/client/new", undefined, { Name: name, Mobile: mobile, Email: `${mobile}@example.in`, otp })
  expect(registered.status, JSON.stringify(registered.body)).toBe(201)
  const cookie = registered.headers.getSetCookie().find((c) => c.startsWith("bazaar_session="))!.split(";")[0]!
  const withAddress = await api(child, "PUT", "/client/address", cookie, HOME)
  expect(withAddress.status, JSON.stringify(withAddress.body)).toBe(200)
  const client = withAddress.body["client"] as { _id: string; Addresses: Array<{ _id: string }> }
  return { clientId: client._id, cookie, addressId: client.Addresses.at(-1)!._id }
}

/** The mobile number the fault suites' servers make an admin (ADMIN_MOBILE), for `widenCodLimits`. */
export const FAULT_ADMIN_MOBILE = "9845099999"

/**
 * Issue 32: raises the limits on open Cash on Delivery orders to their largest through the admin's
 * own settings call, for suites whose few customers place many orders to test something else (the
 * server must have been started with ADMIN_MOBILE = FAULT_ADMIN_MOBILE).
 */
export const widenCodLimits = async (child: ServerProcess) => {
  const admin = await signUp(child, FAULT_ADMIN_MOBILE, "Fault Admin")
  const current = await api(child, "GET", "/admin/settings", admin.cookie)
  const wide = { codMaxOrders: 10_000, codMaxUnits: 1_000_000, codMaxValue: 100_000_000, codNewMaxOrders: 10_000, codNewMaxUnits: 1_000_000, codNewMaxValue: 100_000_000 }
  const saved = await api(child, "PUT", "/settings", admin.cookie, { ...(current.body["settings"] as object), ...wide })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}
