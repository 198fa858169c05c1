import { HttpApiSchema } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Either, FastCheck as fc, Schema } from "effect"
import { createSession } from "#server/session/session.repo.ts"
import { raw } from "#tests/support/api-client.ts"
import { HOME } from "#tests/support/orders.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import type { TestServer } from "#tests/support/test-server.ts"
import { type ContractEndpoint, contractEndpoints } from "./contract-endpoints.ts"
import { sendOversize } from "./oversize-send.ts"
import { buildRequest, type Case, caseArbitrary, type Identity, type Kind, KINDS, oversizeText, type Pools, type WireRequest } from "./request-cases.ts"

// The fuzzer's loop (issue 8): every endpoint in turn, each request sent as the public, a customer
// and an admin in rotation, at most `concurrency` in flight, while a probe checks that the server
// keeps answering. Every answer is checked as it arrives; the database is checked after.

export const DEFAULT_SEED = 20_260_815
export const ADMIN_MOBILE = "9000000001"
export const CUSTOMER_MOBILE = "9000000002"

/** The server and what the fuzzer knows of it: the endpoints, who may call, which rows exist. */
export interface FuzzTarget {
  readonly server: TestServer
  readonly endpoints: ReadonlyArray<ContractEndpoint>
  readonly identities: readonly [Identity, Identity, Identity]
  readonly pools: Pools
  /** Tells the pools that an order was placed (its number now exists). */
  readonly noteOrder: () => void
}

/** One answer that breaks a rule, with the request that caused it (enough to replay it). */
export interface Failure {
  readonly rule: "5xx" | "no answer" | "4xx without a message" | "2xx outside the contract" | "unexpected status"
  readonly endpoint: string
  readonly kind: Kind
  readonly identity: string
  readonly request: string
  readonly status: number | undefined
  readonly answer: string
}

export interface FuzzResult {
  readonly seed: number
  readonly requests: number
  readonly elapsedMs: number
  /** endpoint key -> status (or 0 for no answer) -> count. */
  readonly byEndpoint: ReadonlyMap<string, ReadonlyMap<number, number>>
  readonly byStatus: ReadonlyMap<number, number>
  readonly byKind: ReadonlyMap<Kind, number>
  readonly failureCount: number
  /** The first failures of each rule and endpoint (at most 5 each). */
  readonly failures: ReadonlyArray<Failure>
  readonly probe: { readonly ok: number; readonly failed: ReadonlyArray<string> }
  readonly ordersBefore: number
  readonly ordersAfter: number
}

const query = <A extends object>(server: TestServer, make: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, make) as Effect.Effect<ReadonlyArray<A>, unknown, SqlClient.SqlClient>)

const count = (server: TestServer, table: string) =>
  query<{ n: number }>(server, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql(table)}`).then((rows) => rows[0]!.n)

const column = (server: TestServer, sql: string) =>
  query<{ v: string }>(server, (client) => client.unsafe<{ v: string }>(sql)).then((rows) => rows.map((row) => row.v))

/**
 * Signs in a customer and an admin as the browser does (code by SMS, registration), gives each two
 * addresses, and reads the ids and slugs of the seeded shop. The server must have been started
 * with `signIn: { adminMobile: ADMIN_MOBILE }`.
 */
export const prepareTarget = async (server: TestServer): Promise<FuzzTarget> => {
  const sign = async (mobile: string, name: string, role: Identity["name"]): Promise<Identity> => {
    const { cookie, client } = await registeredCustomer(server, mobile, name)
    const addressIds: Array<string> = []
    // Two real places: the server checks a pincode against its city and state (issue 16).
    for (const place of [{ City: "Bengaluru", State: "Karnataka", Pincode: "560038" }, { City: "Pune", State: "Maharashtra", Pincode: "411001" }]) {
      const answer = await raw(server.baseUrl, "/api/v1/client/address", {
        method: "PUT", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ ...HOME, Mobile: mobile, ...place })
      })
      const addresses = (answer.body as { client: { Addresses: ReadonlyArray<{ _id: string }> } }).client.Addresses
      addressIds.push(addresses[addresses.length - 1]!._id)
    }
    return { name: role, token: cookie.slice("bazaar_session=".length), clientId: client._id, email: `${mobile}@example.in`, addressIds }
  }
  const admin = await sign(ADMIN_MOBILE, "Meera Admin", "admin")
  const customer = await sign(CUSTOMER_MOBILE, "Asha Rao", "customer")
  const slugs = (table: string) => column(server, `SELECT slug_url AS v FROM ${table} ORDER BY id`)
  const ids = (table: string) => column(server, `SELECT id AS v FROM ${table} ORDER BY id`)
  let orders = await count(server, "orders")
  const packOptions = await query<{ id: string; packId: string }>(server, (sql) => sql<{ id: string; packId: string }>`
    SELECT o.id, o.pack_size_id AS "packId" FROM pack_size_options o ORDER BY o.id`)
  return {
    server,
    endpoints: contractEndpoints(),
    identities: [{ name: "public", token: undefined, clientId: customer.clientId, email: customer.email, addressIds: customer.addressIds }, customer, admin],
    pools: {
      ids: {
        product: await ids("products"), superCategory: await ids("super_categories"), category: await ids("categories"),
        subCategory: await ids("sub_categories"), tag: await ids("category_tags"), brand: await ids("brands")
      },
      slugs: {
        product: await slugs("products"), superCategory: await slugs("super_categories"), category: await slugs("categories"),
        subCategory: await slugs("sub_categories"), tag: await slugs("category_tags"), brand: await slugs("brands"), blog: await slugs("blog_posts")
      },
      packOptions,
      orderCount: () => orders
    },
    // The fuzzer learns of new orders from their 201s, so the order ids it aims at exist.
    noteOrder: () => {
      orders++
    }
  }
}

const CHUNK = 64

/** Cases of one endpoint, drawn `CHUNK` at a time from a seed of its own: the same seed, the same cases. */
const caseStream = (endpoint: ContractEndpoint, index: number, seed: number) => {
  const arbitrary = caseArbitrary(endpoint)
  let chunk = 0
  let queue: Array<Case> = []
  return (): Case => {
    if (queue.length === 0) {
      queue = fc.sample(arbitrary, { seed: (seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(chunk + 1, 0x85ebca6b)) | 0, numRuns: CHUNK })
      chunk++
    }
    return queue.shift()!
  }
}

const excerpt = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text)

const describeBody = (body: WireRequest["body"]): string =>
  body === undefined ? "" : typeof body === "string" ? excerpt(body) : body instanceof Uint8Array ? `bytes ${excerpt(Buffer.from(body).toString("hex"), 200)}` : `oversize ${body.bytes} bytes${body.chunked ? ", chunked" : ""}`

const REQUEST_TIMEOUT_MS = 60_000

/**
 * Sends one request; the status and the body as text, or the reason there was no answer. A body
 * over the limit goes through node:http, which reads the 413 the server sends before it closes
 * the connection on the rest of the body; fetch reported the write error instead (issue 17).
 */
const send = async (baseUrl: string, request: WireRequest): Promise<{ status: number; text: string } | { error: string }> => {
  const { body } = request
  if (typeof body === "object" && "_tag" in body) {
    return sendOversize(baseUrl, { ...request, body: oversizeText(body.bytes), chunked: body.chunked, timeoutMs: REQUEST_TIMEOUT_MS })
  }
  const once = async () => {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(body === undefined ? {} : { body: body as BodyInit })
    })
    // The live stream (issue 38) never ends by itself: its status and headers are its answer.
    if (response.headers.get("content-type")?.startsWith("text/event-stream") === true) {
      await response.body?.cancel()
      return { status: response.status, text: "" }
    }
    return { status: response.status, text: await response.text() }
  }
  try {
    // A kept-alive connection reset before any answer (the server closed it, or the answer to a
    // request over Node's header limit reset it, as the request was sent): the request goes again
    // once, on a new connection. A server that really fails to answer fails the second time too.
    return await once().catch((error: unknown) => {
      if (!["ECONNRESET", "UND_ERR_SOCKET"].includes((error as { cause?: { code?: string } }).cause?.code ?? "")) throw error
      return once()
    })
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    return { error: `${String(error)}${cause === undefined ? "" : ` (${String(cause)})`}` }
  }
}

/** Whether the path (as fetch normalised it: `..` resolved) is still one of the endpoint's. */
/**
 * Whether the address the request went to (a client resolves `/x/.` to `/x/`) is the endpoint's
 * own, as the router reads it (api-address.ts `routedPath`): cut at `;` and a trailing slash read as
 * none. So `/product/export/` is the export, answered with its CSV (found by fuzzing on PostgreSQL:
 * judged as the shop's page), and `/admin/orders/;x=1` is the orders' list, not an order's detail.
 */
const reachesEndpoint = (endpoint: ContractEndpoint, url: string) =>
  new RegExp(`^${endpoint.path.replace(/:[A-Za-z_]+/g, "[^/]+")}/?$`).test(new URL(url, "http://localhost").pathname.split(";", 1)[0]!)

/** What is wrong with an answer, or undefined when it keeps the rules. */
const judge = (endpoint: ContractEndpoint, url: string, status: number, text: string): { rule: Failure["rule"]; why: string } | undefined => {
  if (status >= 500) return { rule: "5xx", why: "" }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  if (status >= 400) {
    const message = (body as { message?: unknown } | undefined)?.message
    return typeof message === "string" && message.length > 0 ? undefined : { rule: "4xx without a message", why: "" }
  }
  if (status >= 200 && status < 300) {
    // A broken path may reach another endpoint ("/api/v1/admin/products/" is the list), never the
    // shop's page while it is under /api (found by fuzzing: "/api/v1/.." answered the page).
    if (!reachesEndpoint(endpoint, url)) {
      const sent = new URL(url, "http://localhost").pathname
      const page = body === undefined && (sent === "/api" || sent.startsWith("/api/"))
      return page ? { rule: "2xx outside the contract", why: `the shop's page for ${sent}` } : undefined
    }
    // A file (the invoice's PDF) is bytes, not JSON: the contract asks for a body, which it has.
    const encoding = HttpApiSchema.getEncoding(endpoint.successSchema.ast).kind
    if (encoding === "Uint8Array") {
      return text.length > 0 ? undefined : { rule: "2xx outside the contract", why: "an empty file" }
    }
    // A file answer (CSV, NDJSON: HttpApiSchema's Text encoding) is its text, not a JSON body.
    const decoded = Schema.decodeUnknownEither(endpoint.successSchema)(encoding === "Text" ? text : body)
    return Either.isRight(decoded) ? undefined : { rule: "2xx outside the contract", why: String(decoded.left).slice(0, 500) }
  }
  return { rule: "unexpected status", why: "" }
}

/** The signed-in client's addresses from an answer that lists them. */
const learnAddresses = (who: Identity, text: string) => {
  const addresses = (JSON.parse(text) as { client?: { Addresses?: ReadonlyArray<{ _id: string }> } }).client?.Addresses
  if (who.token !== undefined && addresses !== undefined) who.addressIds.splice(0, who.addressIds.length, ...addresses.map((a) => a._id))
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1)

/**
 * Sends `requests` requests over every endpoint of the target and checks each answer: no 5xx, an
 * answer every time, a message in every 4xx, every 2xx one the contract allows. A probe asks for
 * GET /api/v1/supercategory/all every 250 ms throughout and must always get a 200.
 */
export const runFuzz = async (target: FuzzTarget, options: {
  readonly requests: number
  readonly seed: number
  readonly concurrency?: number
  readonly onProgress?: (done: number) => void
}): Promise<FuzzResult> => {
  const { server, endpoints, identities, pools } = target
  const streams = endpoints.map((endpoint, index) => caseStream(endpoint, index, options.seed))
  const byEndpoint = new Map<string, Map<number, number>>(endpoints.map((e) => [e.key, new Map()]))
  const byStatus = new Map<number, number>()
  const byKind = new Map<Kind, number>(KINDS.map((k) => [k, 0]))
  const failures: Array<Failure> = []
  const shown = new Map<string, number>()
  let failureCount = 0
  const ordersBefore = pools.orderCount()

  // The health probe.
  const probe = { ok: 0, failed: [] as Array<string> }
  let probing = true
  const probeLoop = (async () => {
    while (probing) {
      const answer = await send(server.baseUrl, { kind: "valid", method: "GET", url: "/api/v1/supercategory/all", headers: {}, body: undefined })
      if ("status" in answer && answer.status === 200) probe.ok++
      else probe.failed.push("status" in answer ? `status ${answer.status}` : answer.error)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()

  const started = performance.now()
  let next = 0
  let done = 0
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= options.requests) return
      const endpointIndex = i % endpoints.length
      const endpoint = endpoints[endpointIndex]!
      const who = identities[Math.floor(i / endpoints.length) % identities.length]!
      const c = streams[endpointIndex]!()
      // Signing out revokes the session it is sent with: it gets a session of its own.
      const sender = endpoint.key === "session.signOut" && who.token !== undefined
        ? { ...who, token: await server.run(createSession(who.clientId)) }
        : who
      const request = buildRequest(endpoint, c, pools, sender)
      bump(byKind, request.kind)
      const answer = await send(server.baseUrl, request)
      const status = "status" in answer ? answer.status : 0
      bump(byStatus, status)
      bump(byEndpoint.get(endpoint.key)!, status)
      if (endpoint.key === "order.create" && status === 201) target.noteOrder()
      if (endpoint.key.startsWith("client.") && status === 200 && request.kind !== "bad-cookie" && "text" in answer) learnAddresses(who, answer.text)
      const problem = "error" in answer ? { rule: "no answer" as const, why: answer.error } : judge(endpoint, request.url, answer.status, answer.text)
      if (problem !== undefined) {
        failureCount++
        const key = `${problem.rule} ${endpoint.key}`
        if ((shown.get(key) ?? 0) < 5) {
          bump(shown, key)
          failures.push({
            rule: problem.rule,
            endpoint: endpoint.key,
            kind: request.kind,
            identity: who.name,
            request: `${request.method} ${excerpt(request.url, 400)} ${JSON.stringify(request.headers).slice(0, 200)} ${describeBody(request.body)}`,
            status: "status" in answer ? answer.status : undefined,
            answer: `${"text" in answer ? excerpt(answer.text, 500) : ""} ${problem.why}`.trim()
          })
        }
      }
      done++
      if (done % 5000 === 0) options.onProgress?.(done)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker))
  const elapsedMs = performance.now() - started
  probing = false
  await probeLoop
  return {
    seed: options.seed,
    requests: options.requests,
    elapsedMs,
    byEndpoint,
    byStatus,
    byKind,
    failureCount,
    failures,
    probe,
    ordersBefore,
    ordersAfter: await count(server, "orders")
  }
}

/** The seed and the number of requests of a run, from FUZZ_SEED and FUZZ_REQUESTS when set. */
export const runSettings = (defaultRequests: number) => {
  const seed = Number(process.env["FUZZ_SEED"] ?? DEFAULT_SEED)
  const requests = Number(process.env["FUZZ_REQUESTS"] ?? defaultRequests)
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${process.env["FUZZ_SEED"]}`)
  if (!Number.isSafeInteger(requests) || requests < 1) throw new Error(`FUZZ_REQUESTS must be a positive integer, not ${process.env["FUZZ_REQUESTS"]}`)
  return { seed, requests }
}

/** Whether the customer's and the admin's sessions still sign them in (nothing in the run revoked them). */
export const sessionsStillWork = async (target: FuzzTarget): Promise<boolean> => {
  for (const who of target.identities) {
    if (who.token === undefined) continue
    const answer = await raw(target.server.baseUrl, "/api/v1/session", { headers: { cookie: `bazaar_session=${who.token}` } })
    if ((answer.body as { client?: { _id?: string } | null }).client?._id !== who.clientId) return false
  }
  return true
}
