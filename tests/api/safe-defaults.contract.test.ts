import { type ChildProcess, spawn } from "node:child_process"
import { networkInterfaces } from "node:os"
import { fileURLToPath } from "node:url"
import { SqlClient } from "@effect/sql"
import { Effect, Logger, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { orderNumberOf } from "#domain/order.ts"
import { DEVELOPMENT_OTP_SECRET, SignInConfig, type SignInSettings } from "#server/sign-in/sign-in-settings.ts"
import { sendCode as sendCodeDirectly } from "#server/sign-in/otp.repo.ts"
import { SmsProvider } from "#server/sign-in/sms-provider.ts"
import { raw } from "#tests/support/api-client.ts"
import { call, lineOf, order, orderOf, sellableOptions, type Shopper, shopper } from "#tests/support/orders.ts"
import { currentEntry, freePort, serverArgs } from "#tests/support/server-process.ts"
import { codeFromOutbox, forgetAddresses, sendCode } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 17 item 2 (ADR 018): safe by default. Development answers only this machine's own pages,
// production refuses the settings that gave accounts and payments away, a staging run that is
// allowed them keeps codes out of its tables and logs, and the test gateway takes a payment only
// from its shopper on the shop's own page.

const root = fileURLToPath(new URL("../../", import.meta.url))

/** This machine's address on a network, if it has one: a request to it comes from that address, not loopback. */
const networkAddress = Object.values(networkInterfaces()).flat().find((net) => net !== undefined && !net.internal && net.family === "IPv4")?.address

describe("development pages answer only this machine", () => {
  let server: TestServer
  beforeAll(async () => {
    // The test server listens on every interface (no HOST), as a development server with HOST=0.0.0.0 does.
    server = await startTestServer({ seed: false })
    await forgetAddresses(server)
  })
  afterAll(() => server?.close())

  it("/dev/outbox is served to a client on this machine, X-Forwarded-For or not", async () => {
    expect((await raw(server.baseUrl, "/dev/outbox")).status).toBe(200)
    expect((await raw(server.baseUrl, "/dev/outbox", { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(200)
  })

  it.skipIf(networkAddress === undefined)("/dev/outbox answers 404 to a client on another address, even one claiming loopback in X-Forwarded-For", async () => {
    await sendCode(server, "9876500041")
    const fromNetwork = `http://${networkAddress}:${new URL(server.baseUrl).port}`
    for (const headers of <ReadonlyArray<Record<string, string>>>[{}, { "x-forwarded-for": "127.0.0.1" }, { "x-real-ip": "127.0.0.1", forwarded: "for=127.0.0.1" }]) {
      const answer = await raw(fromNetwork, "/dev/outbox", { headers })
      expect(answer.status, JSON.stringify(headers)).toBe(404)
      expect(JSON.stringify(answer.body)).not.toContain("9876500041")
    }
    // The same server, asked from this machine, still lists the code.
    expect((await raw(server.baseUrl, "/dev/outbox")).body).toContain("9876500041")
  })
})

describe("a production server allowed the outbox for staging keeps codes out of its table and its log", () => {
  let staging: TestServer
  const settings = (production: boolean): SignInSettings =>
    ({ production, otpSecret: Redacted.make(DEVELOPMENT_OTP_SECRET), adminMobile: undefined, sms: { _tag: "Outbox" } })

  beforeAll(async () => {
    staging = await startTestServer({ seed: false, signIn: settings(true) })
  })
  afterAll(() => staging?.close())

  const outboxRows = (mobile: string) => staging.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ message: string }>`SELECT message FROM sms_outbox WHERE recipient = ${mobile}`)).then((rows) => rows.map((row) => row.message))

  it("the sms_outbox row holds the message with its code masked", async () => {
    expect((await sendCode(staging, "9876500042")).status).toBe(200)
    const rows = await outboxRows("9876500042")
    expect(rows).toEqual(["****** is your Bazaar sign-in code. It is valid for 5 minutes; do not share it with anyone."])
    await expect(codeFromOutbox(staging, "9876500042")).rejects.toThrow("no code in the outbox")
  })

  // The sign-in path itself (sendCode, the outbox provider) with the log captured: in development the
  // row and the log line carry the code, as /dev/outbox and the browser journeys need; in production neither does.
  const sendAndLog = async (production: boolean, mobile: string) => {
    const lines: Array<string> = []
    const capture = Logger.make(({ message }) => void lines.push(Array.isArray(message) ? message.map(String).join(" ") : String(message)))
    await staging.run(sendCodeDirectly(mobile, `log-test-${mobile}`).pipe(
      Effect.provide(SmsProvider.Outbox),
      Effect.provide(SignInConfig.layer(settings(production))),
      Effect.provide(Logger.replace(Logger.defaultLogger, capture))
    ))
    return { log: lines.filter((line) => line.includes(mobile)), rows: await outboxRows(mobile) }
  }

  it("in production neither the log line nor the row holds the code", async () => {
    const { log, rows } = await sendAndLog(true, "9876500043")
    expect(log).toEqual(["SMS outbox: to 9876500043: ****** is your Bazaar sign-in code. It is valid for 5 minutes; do not share it with anyone."])
    for (const text of [...log, ...rows]) expect(text).not.toMatch(/\b\d{6}\b/)
  })

  it("in development both hold it, the same code (so the test above would see one)", async () => {
    const { log, rows } = await sendAndLog(false, "9876500044")
    const code = /\b(\d{6}) is your Bazaar sign-in code/.exec(rows[0] ?? "")?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(log).toEqual([`SMS outbox: to 9876500044: ${rows[0]}`])
  })
})

describe("the test gateway takes a payment only from its shopper, on the shop's own page", () => {
  let server: TestServer
  let asha: Shopper
  let ravi: Shopper
  let attemptId: string
  let orderid: string

  beforeAll(async () => {
    server = await startTestServer({ products: 20 })
    ;[asha, ravi] = [await shopper(server), await shopper(server)]
    const [option] = await sellableOptions(server, 5)
    orderid = orderOf(await order(server, asha, [lineOf(option!)], { PaymentMode: "Online" })).orderid
    const token = await call(server, "GET", `/order/generatenewtoken/${orderNumberOf(orderid)}`, asha.cookie)
    attemptId = (token.body as { token: { attemptId: string } }).token.attemptId
  })
  afterAll(() => server?.close())

  const approve = (headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/pay/test/${attemptId}`, {
      method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "outcome=approved"
    })
  const settled = () => server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ outcome: string | null }>`SELECT outcome FROM payment_attempts WHERE id = ${attemptId}`)).then((rows) => rows[0]?.outcome ?? null)
  const paymentStatus = async () => orderOf(await call(server, "GET", `/order/${orderid}`, asha.cookie)).PaymentStatus

  it("without a session: 401, asking to sign in, and nothing is settled", async () => {
    const answer = await approve({})
    expect(answer.status).toBe(401)
    expect(await answer.text()).toContain("Sign in to pay")
    expect(await settled()).toBeNull()
  })

  it("with another shopper's session: 404, as another client's order is", async () => {
    expect((await approve({ cookie: ravi.cookie })).status).toBe(404)
    expect(await settled()).toBeNull()
  })

  it("from another site's page, even with the shopper's cookie: 403", async () => {
    for (const headers of <ReadonlyArray<Record<string, string>>>[
      { cookie: asha.cookie, origin: "https://evil.example" },
      { cookie: asha.cookie, "sec-fetch-site": "cross-site" },
      { cookie: asha.cookie, origin: "null" }
    ]) {
      const answer = await approve(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(await answer.text()).toContain("not from another site")
    }
    expect(await settled()).toBeNull()
    expect(await paymentStatus()).toBe("Pending")
  })

  it("from the shop's own page with the shopper's session: settled, and the signed result marks the order Paid", async () => {
    const answer = await approve({ cookie: asha.cookie, origin: server.baseUrl, "sec-fetch-site": "same-origin" })
    expect(answer.status).toBe(303)
    const back = new URL(answer.headers.get("location")!, server.baseUrl).searchParams
    expect(await settled()).toBe("approved")
    // The signature check stays: the browser's report is verified against the key secret.
    const report = { _tag: "payment", orderid, attemptId, paymentId: back.get("paymentId"), signature: back.get("signature"), outcome: "approved" }
    expect((await call(server, "PUT", `/order/${orderid}`, asha.cookie, { ...report, signature: "0".repeat(64) })).status).toBe(400)
    expect((await call(server, "PUT", `/order/${orderid}`, asha.cookie, report)).status).toBe(200)
    expect(await paymentStatus()).toBe("Paid")
  })
})

describe("starting the server (server/main.ts)", { timeout: 180_000 }, () => {
  const running: Array<ChildProcess> = []
  afterAll(() => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  })

  const start = async (env: Record<string, string>) => {
    const port = await freePort()
    const child = spawn(process.execPath, serverArgs(currentEntry()), {
      cwd: root,
      env: { PATH: process.env["PATH"] ?? "", HOME: process.env["HOME"] ?? root, BAZAAR_DATA_DIR: "memory://", PORT: String(port), ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    running.push(child)
    const out = { stdout: "", stderr: "" }
    child.stdout!.on("data", (chunk: Buffer) => void (out.stdout += chunk.toString("utf8")))
    child.stderr!.on("data", (chunk: Buffer) => void (out.stderr += chunk.toString("utf8")))
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
    // Waits for what the server prints, however long a busy machine takes to start it; the
    // deadline only ends a start that hangs (issue 34 item 8: 45 s was passed at load 11).
    const until = async (seen: () => boolean) => {
      const deadline = Date.now() + 150_000
      while (!seen()) {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${out.stdout}${out.stderr}`)
        if (Date.now() > deadline) throw new Error(`not seen within 150 s:\n${out.stdout}${out.stderr}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    return { child, port, out, exited, until }
  }

  it("production with development's defaults refuses before it listens: the reasons on stderr, exit code 1", async () => {
    const server = await start({ NODE_ENV: "production" })
    expect(await server.exited).toBe(1)
    expect(server.out.stderr).toContain("Bazaar will not start in production (NODE_ENV=production):\n- OTP_SECRET is not set")
    expect(server.out.stderr).toContain("- SMS_PROVIDER is outbox (the default), which sends no SMS")
    expect(server.out.stdout + server.out.stderr).not.toContain("Listening")
    await expect(fetch(`http://127.0.0.1:${server.port}/`)).rejects.toThrow()
  })

  it("a staging run starts, warning loudly before anything else", async () => {
    const server = await start({
      NODE_ENV: "production", BAZAAR_STAGING_UNSAFE: "yes-i-know", OTP_SECRET: "staging-otp-secret", PAYMENT_GATEWAY: "test", PAYMENT_KEY_SECRET: "staging-payment-secret"
    })
    await server.until(() => server.out.stdout.includes("Production mode: listening"))
    const lines = server.out.stdout.split("\n").filter((line) => line !== "")
    expect(lines[0]).toContain("UNSAFE STAGING RUN (BAZAAR_STAGING_UNSAFE=yes-i-know)")
    expect(lines.filter((line) => line.includes("UNSAFE STAGING RUN: ")).map((line) => line.split("UNSAFE STAGING RUN: ")[1]!.split(" ")[0]))
      .toEqual(["SMS_PROVIDER", "PAYMENT_GATEWAY"])
    server.child.kill("SIGKILL")
  })

  it("development listens on 127.0.0.1 only and says so, naming the address", async () => {
    const server = await start({ NODE_ENV: "development" })
    await server.until(() => server.out.stdout.includes("Listening on"))
    expect(server.out.stdout).toContain(`Development mode: listening on http://127.0.0.1:${server.port}, which only this machine can reach`)
    expect(server.out.stdout).toContain("development pages such as /dev/outbox are served only to this machine")
    expect((await fetch(`http://127.0.0.1:${server.port}/dev/outbox`)).status).toBe(200)
    if (networkAddress !== undefined) await expect(fetch(`http://${networkAddress}:${server.port}/`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow()
    server.child.kill("SIGKILL")
  })
})
