import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http"
import { StaffHandlersLive } from "./audit/audit.handlers.ts"
import { auditLayer } from "./audit/audit.middleware.ts"
import type { Duplex } from "node:stream"
import { HttpApiBuilder, HttpRouter, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Option } from "effect"
import type { SqlClient } from "@effect/sql"
import { BazaarApi } from "#domain/http/api.ts"
import { BlogHandlersLive } from "./blog/blog.handlers.ts"
import { BrandAdminHandlersLive } from "./brand/brand-admin.handlers.ts"
import { BrandHandlersLive } from "./brand/brand.handlers.ts"
import { CatalogueHandlersLive } from "./catalogue/catalogue.handlers.ts"
import { SuperCategoryAdminHandlersLive } from "./catalogue/super-category-admin.handlers.ts"
import { CatalogueAdminHandlersLive } from "./catalogue/catalogue-admin.handlers.ts"
import { ClientHandlersLive } from "./client/client.handlers.ts"
import { ContactHandlersLive, MessageAdminHandlersLive } from "./contact/contact.handlers.ts"
import { DeliveryAdminHandlersLive, DeliveryHandlersLive } from "./delivery/delivery.handlers.ts"
import { ReviewAdminHandlersLive, ReviewCustomerHandlersLive, ReviewHandlersLive } from "./review/review.handlers.ts"
import { CouponAdminHandlersLive } from "./coupon/coupon-admin.handlers.ts"
import { CouponHandlersLive, OfferHandlersLive } from "./coupon/coupon.handlers.ts"
import { DashboardHandlersLive } from "./dashboard/dashboard.handlers.ts"
import { OrderAdminHandlersLive, OrderHandlersLive } from "./order/order.handlers.ts"
import { PaymentWebhookHandlersLive } from "./payment/webhooks.handlers.ts"
import { MyOffersHandlersLive } from "./order/my-offers.handlers.ts"
import { ReturnsAdminHandlersLive, ReturnsHandlersLive } from "./returns/returns.handlers.ts"
import { CustomerAdminHandlersLive } from "./support/customers-admin.handlers.ts"
import { GatewayRefundsLive } from "./payment/gateway-refunds.ts"
import { PaymentGateway, type PaymentSettings } from "./payment/payment-gateway.ts"
import { razorpayPageRoutes } from "./payment/razorpay-page.ts"
import { testGatewayRoutes } from "./payment/test-gateway-page.ts"
import { databaseLayer, type DatabaseTarget } from "./db/database.ts"
import { AnswerCache, answerCacheLayer, makeAnswerStore, sendKept } from "./http/answer-cache.ts"
import { apiDocsLayer } from "./http/api-docs.ts"
import { apiDocsReaders, type ApiDocsSetting } from "./http/api-docs-setting.ts"
import { errorBodyMiddleware } from "./http/error-body.ts"
import { drainOnClose } from "./http/graceful-close.ts"
import { healthRoutes } from "./http/health.ts"
import { metricsRoutes, ShopMetrics, type MetricsSettings } from "./http/metrics.ts"
import { observeRequests } from "./http/observe-requests.ts"
import { requestGuard } from "./http/request-guard.ts"
import { cachePolicyLayer, securityHeaders } from "./http/security-headers.ts"
import { staticRoutes } from "./http/static.ts"
import { CountCache } from "./product/count-cache.ts"
import { ProductAdminHandlersLive } from "./product/product-admin.handlers.ts"
import { ProductCsvHandlersLive } from "./product/product-csv.handlers.ts"
import { ProductHandlersLive } from "./product/product.handlers.ts"
import { SessionHandlersLive } from "./session/session.handlers.ts"
import { AdminAuthLive, CatalogueAuthLive, SessionAuthLive, SupportAuthLive } from "./session/session.middleware.ts"
import { SettingsDefaults } from "./settings/settings.ts"
import { SettingsAdminHandlersLive, SettingsHandlersLive } from "./settings/settings.handlers.ts"
import { outboxRoutes } from "./sign-in/outbox-page.ts"
import { SignInConfig, type SignInSettings } from "./sign-in/sign-in-settings.ts"
import { SmsHandlersLive } from "./sign-in/sms.handlers.ts"
import { SmsProvider } from "./sign-in/sms-provider.ts"
import { WishlistHandlersLive } from "./wishlist/wishlist.handlers.ts"
import { PaymentHoldsLive } from "./order/payment-holds.ts"
import { StockAlertsLive } from "./stock-alert/stock-alert-sender.ts"
import { StockAlertHandlersLive } from "./stock-alert/stock-alert.handlers.ts"
import { SearchAdminHandlersLive, SearchHandlersLive } from "./search/search.handlers.ts"
import { Live, makeLiveHub } from "./live/live-hub.ts"
import { liveStreamPath } from "./live/live.handlers.ts"
import { LiveHandlersLive } from "./live/live.handlers.ts"

export interface AppOptions {
  readonly port: number
  /** The address to listen on; undefined is every interface (config.ts decides it, ADR 018). */
  readonly host?: string | undefined
  readonly distDir: string
  readonly sellerPortalUrl: string
  /** The server build of the first view (`npm run build` writes dist-server/first-view.server.js). */
  readonly firstViewModule?: string
  /** OTP secret, admin number, SMS provider, production flag (config.ts reads them). */
  readonly signIn: SignInSettings
  /** The payment gateway (DESIGN §4): the local test page, or none. */
  readonly payment: PaymentSettings
  /** Who may read /metrics (METRICS_TOKEN); unset: loopback peers in development, no one in production. */
  readonly metrics?: MetricsSettings
  /** Issue 34 item 7 (API_DOCS): in production the API's reader and OpenAPI document go to staff ("staff", unset) or to everyone ("public"). */
  readonly apiDocs?: ApiDocsSetting
}

/**
 * The contract (domain/http/api.ts) with every group's handlers: a group without them does not
 * type-check. Each group is built with `groupOrUnavailable` (http/failures.ts), its handlers behind
 * the one boundary where a database fault becomes the 503 (tests/api/database-boundary.contract.test.ts).
 */
export const ApiLive = HttpApiBuilder.api(BazaarApi).pipe(
  Layer.provide([
    CatalogueHandlersLive,
    SuperCategoryAdminHandlersLive,
    CatalogueAdminHandlersLive,
    ProductHandlersLive,
    ProductAdminHandlersLive,
    ProductCsvHandlersLive,
    BrandHandlersLive,
    BrandAdminHandlersLive,
    SettingsHandlersLive,
    SettingsAdminHandlersLive,
    ClientHandlersLive,
    SmsHandlersLive,
    SessionHandlersLive,
    OrderHandlersLive,
    OrderAdminHandlersLive,
    PaymentWebhookHandlersLive,
    ReturnsHandlersLive,
    ReturnsAdminHandlersLive,
    CustomerAdminHandlersLive,
    CouponHandlersLive,
    OfferHandlersLive,
    MyOffersHandlersLive,
    DeliveryHandlersLive,
    DeliveryAdminHandlersLive,
    ReviewHandlersLive,
    ReviewCustomerHandlersLive,
    ReviewAdminHandlersLive,
    WishlistHandlersLive,
    BlogHandlersLive,
    ContactHandlersLive,
    StockAlertHandlersLive,
    SearchAdminHandlersLive,
    SearchHandlersLive,
    StaffHandlersLive,
    CouponAdminHandlersLive,
    MessageAdminHandlersLive,
    DashboardHandlersLive,
    LiveHandlersLive
  ]),
  Layer.provide([SessionAuthLive, AdminAuthLive, CatalogueAuthLive, SupportAuthLive])
)

/**
 * Node's server, which answers 503 while nothing else handles requests: the port is bound before
 * the app's handler is attached (and after it is removed at shutdown), and a request in that gap
 * would otherwise wait for ever.
 */
/**
 * A path the server answers before the HTTP framework sees the request: whether it took the request.
 * One that took it and then cannot answer it (a live stream refused) gives it to the framework with
 * `fallBack`, as if it had never been taken.
 */
export type FastPath = (request: IncomingMessage, response: ServerResponse, fallBack: () => void) => boolean

export const nodeServer = (fastPath?: FastPath, onClosing?: () => void) => {
  const server = createServer()
  // A kept-alive connection stays open longer than any client or proxy in front keeps it idle
  // (nginx 60 s upstream, load balancers 60 s): the server closing an idle connection just as a
  // client sends on it resets that request (seen as ECONNRESET by the suites on a busy machine, and
  // as a 502 behind a proxy). Node's 5 s default is the usual cause; headers must still arrive in time.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  drainOnClose(server, undefined, onClosing)
  // Kept catalogue answers and live streams go out before the app sees the request (answer-cache.ts
  // `sendKept`, live.handlers.ts `liveStreamPath`).
  if (fastPath !== undefined) {
    const emit = server.emit.bind(server) as (event: string, ...args: Array<unknown>) => boolean
    server.emit = ((event: string, ...args: Array<unknown>) =>
      event === "request" && fastPath(args[0] as IncomingMessage, args[1] as ServerResponse, () => void emit(event, ...args)) ? true : emit(event, ...args)) as typeof server.emit
  }
  server.on("request", (_request, response) => {
    if (server.listenerCount("request") > 1) return
    response.writeHead(503, { "content-type": "application/json", "retry-after": "1" })
    response.end(JSON.stringify({ success: false, message: "The shop is starting or stopping; please try again in a moment." }))
  })
  // A request Node's parser refuses (an address or headers over its 16 KB limit, bytes that are not
  // HTTP) gets the JSON error body of DESIGN §3 instead of Node's bare status line (found by fuzzing).
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy()
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400
    const message = status === 431 ? "The request's address or headers are too long." : status === 408 ? "The request took too long to arrive." : "The request is not valid HTTP."
    const body = JSON.stringify({ success: false, message })
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`)
  })
  return server
}

const apiServer = (options: AppOptions) => {
  // The kept answers (ADR 022): one store, read by the server's fast path and the app's middleware.
  const kept = makeAnswerStore()
  // The live streams (ADR 062): ended as the server starts to close, or each would hold it for the grace time.
  const live = makeLiveHub()
  // The streams the server opens itself (`liveStreamPath`) read the database through the app's
  // runtime, taken as the app is built; until then every stream goes to the app.
  let openLive: FastPath | undefined
  const takeLiveRuntime = Layer.effectDiscard(Effect.map(Effect.runtime<Live | SqlClient.SqlClient>(), (runtime) => {
    openLive = liveStreamPath(runtime, options.signIn.production)
  }))
  const fastPath: FastPath = (request, response, fallBack) =>
    (openLive !== undefined && openLive(request, response, fallBack)) || sendKept(kept, options.signIn.production, request, response)
  return HttpApiBuilder.serve((app) => observeRequests(securityHeaders(errorBodyMiddleware(requestGuard(app))))).pipe(
    Layer.provide(apiDocsLayer(apiDocsReaders(options.signIn.production, options.apiDocs))),
    Layer.provide(cachePolicyLayer),
    Layer.provide(answerCacheLayer),
    Layer.provide(auditLayer),
    Layer.provide(staticRoutes(options.distDir, { sellerPortalUrl: options.sellerPortalUrl, ...(options.firstViewModule === undefined ? {} : { firstViewModule: options.firstViewModule }) })),
    Layer.provide(outboxRoutes),
    Layer.provide(healthRoutes),
    Layer.provide(metricsRoutes(options.signIn.production, options.metrics ?? { token: Option.none() })),
    // The gateways' own pages: the test gateway's, or Razorpay's (issue 37); each serves only with its gateway.
    Layer.provide(Layer.mergeAll(testGatewayRoutes, razorpayPageRoutes)),
    Layer.provide(Layer.merge(ApiLive, takeLiveRuntime)),
    Layer.provide(Layer.mergeAll(AnswerCache.layer(kept), Live.layer(live))),
    Layer.provide(ShopMetrics.layer),
    Layer.provide(PaymentGateway.layer(options.payment)),
    Layer.provide(CountCache.layer),
    Layer.provide(SmsProvider.layer),
    Layer.provide(SignInConfig.layer(options.signIn)),
    Layer.provide(SettingsDefaults.layer({ sellerPortalUrl: options.sellerPortalUrl })),
    HttpServer.withLogAddress,
    Layer.provideMerge(NodeHttpServer.layer(() => nodeServer(fastPath, () => live.endAll()), { port: options.port, ...(options.host === undefined ? {} : { host: options.host }) })),
    // find-my-way's default of 100 characters per path parameter would turn a valid 160-character
    // slug into a 404; anything up to the HTTP header limit reaches the Schemas and gets a 400.
    Layer.provide(HttpRouter.setRouterConfig({ maxParamLength: 16_384 }))
  )
}

/**
 * The HTTP server: API under /api/v1, its OpenAPI document and a page to read it, images, and the
 * built UI. Needs an SqlClient (migrated); `HttpServer` stays in the output so callers can read the
 * bound address (tests bind port 0). Beside it, this process's sweep of the payment holds (issue 17),
 * its sender of the refunds the gateway has not accepted yet (issue 37) and of the back-in-stock SMS
 * (issue 19 item 7).
 */
export const httpLayer = (options: AppOptions) =>
  Layer.mergeAll(
    apiServer(options),
    Layer.mergeAll(PaymentHoldsLive, GatewayRefundsLive, StockAlertsLive).pipe(
      Layer.provide(SmsProvider.layer), Layer.provide(SignInConfig.layer(options.signIn)), Layer.provide(PaymentGateway.layer(options.payment))
    )
  )

export { databaseLayer, type DatabaseTarget }
