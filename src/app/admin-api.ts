import { HttpClient, HttpClientRequest, type HttpClientResponse } from "@effect/platform"
import { Effect, Either, Option, Schema } from "effect"
import type { BrandInput } from "#domain/brand.ts"
import type { Id } from "#domain/common.ts"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { UnreadableAnswer } from "#domain/failures.ts"
import { BrandAdminGroup, BrandGroup, type ImageUpload } from "#domain/http/brand.http.ts"
import { CategoryGroup, CategoryTagGroup, SliderGroup, SubCategoryGroup, SuperCategoryAdminGroup, SuperCategoryGroup, type SuperCategoryInput } from "#domain/http/catalogue.http.ts"
import {
  CategoryAdminGroup,
  type CategoryInput,
  CategoryTagAdminGroup,
  type CategoryTagInput,
  type MainHomeSliderInput,
  SliderAdminGroup,
  SubCategoryAdminGroup,
  type SubCategoryInput,
  type ThreeSliderInput
} from "#domain/http/catalogue-admin.http.ts"
import { BadRequest, Conflict, Forbidden, PayloadTooLarge, ServiceUnavailable, Unauthorized } from "#domain/http/errors.ts"
import { ImportProgress, ProductCsvGroup, productCsvPath } from "#domain/http/product-csv.http.ts"
import { LIMITS } from "#domain/http/params.ts"
import { OrderGroup } from "#domain/http/order.http.ts"
import { OrderAdminGroup } from "#domain/http/order-admin.http.ts"
import { ProductAdminGroup } from "#domain/http/product-admin.http.ts"
import type { BulkRequest } from "#domain/product-bulk.ts"
import type { ProductInput } from "#domain/product-input.ts"
import { SettingsGroup } from "#domain/http/shop.http.ts"
import { DeliveryAdminGroup, DeliveryGroup } from "#domain/http/delivery.http.ts"
import { type ReturnAction, ReturnsAdminGroup } from "#domain/http/returns.http.ts"
import type { ReturnStatus } from "#domain/returns.ts"
import type { DeliveryZones } from "#domain/delivery.ts"
import { ReviewAdminGroup } from "#domain/http/review.http.ts"
import { CustomerAdminGroup } from "#domain/http/customer-admin.http.ts"
import type { RefundRequest } from "#domain/order-refunds.ts"
import type { BlockChange, WalletAdjustment } from "#domain/support-admin.ts"
import { customerSearchFromUrl, orderSearchFromUrl } from "#domain/admin-search-params.ts"
import type { ReviewVisibility } from "#domain/review.ts"
import { SearchAdminGroup } from "#domain/http/search.http.ts"
import { CouponAdminGroup, DashboardGroup, MessageAdminGroup, SettingsAdminGroup } from "#domain/http/shop-admin.http.ts"
import type { CouponInput } from "#domain/coupon.ts"
import type { MessageFilter } from "#domain/contact-inbox.ts"
import type { SynonymGroups } from "#domain/search-query.ts"
import type { Role } from "#domain/order.ts"
import { StaffGroup } from "#domain/http/staff.http.ts"
import { baseUrl, contractClient, contractOf, failWithText } from "./contract-client.ts"
import type { AdminSettings } from "#domain/order-limits.ts"

/**
 * The admin screens' part of the contract (domain/http/api.ts). It is a service of the one browser
 * runtime (src/app/api.ts, `AdminApi`), derived from the same contract with the runtime's HTTP
 * client; this module, with the admin groups' schemas, loads only with the first admin call, so no
 * shopper downloads it. The session cookie travels by itself; the server checks the role on every
 * call (AdminAuth).
 */
const AdminContract = contractOf(
  BrandGroup, BrandAdminGroup, SuperCategoryGroup, SuperCategoryAdminGroup, CategoryGroup, CategoryAdminGroup, SubCategoryGroup, SubCategoryAdminGroup,
  CategoryTagGroup, CategoryTagAdminGroup, SliderGroup, SliderAdminGroup, SettingsGroup, SettingsAdminGroup, DeliveryGroup, DeliveryAdminGroup,
  ProductAdminGroup, ProductCsvGroup, OrderAdminGroup, OrderGroup, ReturnsAdminGroup, CustomerAdminGroup, ReviewAdminGroup, SearchAdminGroup, StaffGroup, CouponAdminGroup, MessageAdminGroup, DashboardGroup
)

/**
 * The texts an admin call stores when it fails: §8's where §8 names the call (brands, super
 * categories, orders), ours where it does not (products and settings are DESIGN §5's screens).
 */
export const ADMIN_TEXTS = {
  products: "Products Not Found",
  productSave: "product Not create",
  productVisibility: "product Not Updated",
  productImage: "productimages Not create",
  settings: "Settings Not Found",
  settingsSave: "Settings Not Saved",
  zones: "Delivery Zones Not Found",
  zonesSave: "Delivery Zones Not Saved",
  returns: "Returns Not Found",
  returnAct: "Return Not Updated",
  reviews: "Reviews Not Found",
  reviewVisibility: "Review Not Updated",
  orderDetail: "Order Not Found",
  refund: "Refund Not Recorded",
  gatewayRefund: "Refund Not Updated",
  customers: "Customers Not Found",
  walletAdjust: "Wallet Not Updated",
  block: "Customer Not Updated",
  synonyms: "Search Synonyms Not Found",
  synonymsSave: "Search Synonyms Not Saved",
  staff: "Staff Not Found",
  staffSave: "Role Not Saved",
  creditRequests: "Wallet Credits Not Found",
  creditDecision: "Wallet Credit Not Decided",
  audit: "Audit Log Not Found",
  catalogue: "Categories Not Found",
  categorySave: "Category Not Saved",
  categoryDelete: "Category Not Deleted",
  sliders: "Sliders Not Found",
  sliderSave: "Slider Not Saved",
  sliderDelete: "Slider Not Deleted",
  bulkPreview: "Bulk Change Not Previewed",
  bulkApply: "Bulk Change Not Applied",
  coupons: "Coupons Not Found",
  couponSave: "Coupon Not Saved",
  couponEnd: "Coupon Not Ended",
  messages: "Messages Not Found",
  messageUpdate: "Message Not Updated",
  dashboard: "Dashboard Not Found",
  importPreview: "products Not Imported",
  importApply: "products Not Imported"
} as const


const ErrorBody = Schema.Struct({ message: Schema.String })

/** A refusal of the import as the contract names it by status (the body's sentence kept). */
const refusalOf = (status: number, body: unknown) => {
  const message = Option.match(Schema.decodeUnknownOption(ErrorBody)(body), { onNone: () => "", onSome: (b) => b.message })
  if (status === 401) return new Unauthorized({ message })
  if (status === 403) return new Forbidden({ message })
  if (status === 413) return new PayloadTooLarge({ message })
  if (status === 503) return new ServiceUnavailable({ message })
  return new BadRequest({ message })
}

const decodeImportProgress = Schema.decodeUnknownEither(ImportProgress)
const decodeProgress = (line: string) => decodeImportProgress(JSON.parse(line))

/**
 * The fetch Response's body under a client's answer: the fetch client keeps it as `source`, and the
 * client's interruptible wrapper keeps that answer as `original` (@effect/platform's internals, so
 * null when they change: the answer is then read whole, and the import journey's moving bar fails).
 */
const webBodyOf = (response: unknown): ReadableStream<Uint8Array> | null => {
  for (let answer = response; typeof answer === "object" && answer !== null; answer = (answer as { readonly original?: unknown }).original) {
    const source = (answer as { readonly source?: unknown }).source
    if (typeof Response !== "undefined" && source instanceof Response) return source.body
  }
  return null
}

/**
 * Each line of an answer as it arrives (the import's progress, ADR 038): read from the fetch
 * Response under the runtime's client with the browser's own stream reader, so no more of Effect's
 * Stream module joins the shared chunk every page loads (DESIGN §6 budget); read whole when the
 * client is not fetch. A line `onLine` throws on makes the answer unreadable.
 */
const eachLine = (response: HttpClientResponse.HttpClientResponse, onLine: (line: string) => void) =>
  Effect.gen(function* () {
    const body = webBodyOf(response)
    const split = (text: string) => {
      for (const line of text.split("\n")) if (line.trim() !== "") onLine(line)
    }
    if (body === null) {
      const text = yield* response.text
      return yield* Effect.try({ try: () => split(text), catch: (error) => new UnreadableAnswer({ detail: String(error) }) })
    }
    return yield* Effect.tryPromise({
      try: async (signal) => {
        const reader = body.getReader()
        signal.addEventListener("abort", () => void reader.cancel())
        const decoder = new TextDecoder()
        let rest = ""
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          rest += decoder.decode(value, { stream: true })
          const end = rest.lastIndexOf("\n")
          if (end >= 0) {
            split(rest.slice(0, end))
            rest = rest.slice(end + 1)
          }
        }
        split(rest + decoder.decode())
      },
      catch: (error) => new UnreadableAnswer({ detail: String(error) })
    })
  })

/** Every admin call, each with its text, for the admin machines' actors and the admin screens' loaders. */
export const makeAdminCalls = Effect.gen(function* () {
  const httpClient = yield* HttpClient.HttpClient
  // Issue 33: an answer of a status a call does not declare still shows the server's sentence (the seam's).
  const api = yield* contractClient(AdminContract)
  return {
    /** Every brand, page by page (the admin sees hidden ones too). */
    fetchBrands: Effect.gen(function* () {
      const first = yield* api.brand.all({ urlParams: { page: 1, limit: LIMITS.brands.max } })
      const brands = [...first.brands]
      for (let page = 2; brands.length < first.total; page++) {
        const next = yield* api.brand.all({ urlParams: { page, limit: LIMITS.brands.max } })
        if (next.brands.length === 0) break
        brands.push(...next.brands)
      }
      return brands
    }).pipe(failWithText(ERROR_TEXTS.brandLists)),
    createBrand: (input: BrandInput) =>
      api.brandAdmin.create({ payload: input }).pipe(Effect.map((r) => r.brand), failWithText(ERROR_TEXTS.brandCreate)),
    updateBrand: (id: Id, input: BrandInput) =>
      api.brandAdmin.update({ path: { brandid: id }, payload: { ...input, brandid: id } }).pipe(Effect.map((r) => r.brand), failWithText(ERROR_TEXTS.brandUpdate)),
    deleteBrand: (id: Id) => api.brandAdmin.remove({ path: { id } }).pipe(Effect.map((r) => r.id), failWithText(ERROR_TEXTS.brandDelete)),
    uploadImages: (images: { readonly mobileImage: typeof ImageUpload.Type; readonly desktopImage: typeof ImageUpload.Type }) =>
      api.brandAdmin.images({ payload: images }).pipe(failWithText(ERROR_TEXTS.brandImages)),
    fetchSuperCategories: api.supercategory.all({ urlParams: { limit: LIMITS.catalogue.max } }).pipe(
      Effect.map((r) => r.supercategories),
      failWithText(ERROR_TEXTS.superCategoriesLoad)
    ),
    createSuperCategory: (input: typeof SuperCategoryInput.Type) =>
      api.supercategoryAdmin.create({ payload: input }).pipe(Effect.map((r) => r.supercategory), failWithText(ERROR_TEXTS.superCategoryCreate)),
    updateSuperCategory: (id: Id, input: typeof SuperCategoryInput.Type) =>
      api.supercategoryAdmin.update({ path: { supercatid: id }, payload: { ...input, supercatid: id } }).pipe(
        Effect.map((r) => r.supercategory),
        failWithText(ERROR_TEXTS.superCategoryUpdate)
      ),
    deleteSuperCategory: (id: Id) =>
      api.supercategoryAdmin.remove({ path: { id } }).pipe(Effect.map((r) => r.id), failWithText(ERROR_TEXTS.superCategoryDelete)),
    products: (params: { readonly page: number; readonly q?: string | undefined }) =>
      api.productAdmin.list({ urlParams: { page: params.page, limit: 25, ...(params.q === undefined ? {} : { q: params.q }) } }).pipe(failWithText(ADMIN_TEXTS.products)),
    product: (id: Id) => api.productAdmin.one({ path: { id } }).pipe(Effect.map((r) => r.product), failWithText(ADMIN_TEXTS.products)),
    createProduct: (input: ProductInput) => api.productAdmin.create({ payload: input }).pipe(Effect.map((r) => r.product), failWithText(ADMIN_TEXTS.productSave)),
    updateProduct: (id: Id, input: ProductInput) =>
      api.productAdmin.update({ path: { productid: id }, payload: input }).pipe(Effect.map((r) => r.product), failWithText(ADMIN_TEXTS.productSave)),
    setProductShown: (id: Id, show: boolean) =>
      api.productAdmin.visibility({ path: { productid: id }, payload: { show } }).pipe(Effect.map((r) => r.product), failWithText(ADMIN_TEXTS.productVisibility)),
    uploadImage: (image: typeof ImageUpload.Type) =>
      api.productAdmin.uploadImage({ payload: image }).pipe(Effect.map((r) => r.image), failWithText(ADMIN_TEXTS.productImage)),
    // Issue 20 item 1: the catalogue's levels, hidden ones too, and the home page's sliders.
    catalogue: Effect.all({
      superCategories: api.supercategory.all({ urlParams: { limit: LIMITS.catalogue.max } }).pipe(Effect.map((r) => r.supercategories)),
      categories: api.category.all({ urlParams: { limit: LIMITS.catalogue.max } }).pipe(Effect.map((r) => r.category)),
      subCategories: api.subcategory.all({ urlParams: { limit: LIMITS.catalogue.max } }).pipe(Effect.map((r) => r.subcategory)),
      categoryTags: api.categorytag.allForAdmin({ urlParams: { limit: LIMITS.catalogue.max } }).pipe(Effect.map((r) => r.ctegoryTags))
    }).pipe(failWithText(ADMIN_TEXTS.catalogue)),
    saveCategory: (id: Id | null, input: typeof CategoryInput.Type) =>
      (id === null ? api.categoryAdmin.create({ payload: input }) : api.categoryAdmin.update({ path: { categoryid: id }, payload: input })).pipe(
        Effect.map((r) => r.category), failWithText(ADMIN_TEXTS.categorySave)),
    deleteCategory: (id: Id) => api.categoryAdmin.remove({ path: { id } }).pipe(Effect.map((r) => r.id), failWithText(ADMIN_TEXTS.categoryDelete)),
    saveSubCategory: (id: Id | null, input: typeof SubCategoryInput.Type) =>
      (id === null ? api.subcategoryAdmin.create({ payload: input }) : api.subcategoryAdmin.update({ path: { subcategoryid: id }, payload: input })).pipe(
        Effect.map((r) => r.subcategory), failWithText(ADMIN_TEXTS.categorySave)),
    deleteSubCategory: (id: Id) => api.subcategoryAdmin.remove({ path: { id } }).pipe(Effect.map((r) => r.id), failWithText(ADMIN_TEXTS.categoryDelete)),
    saveCategoryTag: (id: Id | null, input: typeof CategoryTagInput.Type) =>
      (id === null ? api.categorytagAdmin.create({ payload: input }) : api.categorytagAdmin.update({ path: { categorytagid: id }, payload: input })).pipe(
        Effect.map((r) => r.categoryTag), failWithText(ADMIN_TEXTS.categorySave)),
    deleteCategoryTag: (id: Id) => api.categorytagAdmin.remove({ path: { id } }).pipe(Effect.map((r) => r.id), failWithText(ADMIN_TEXTS.categoryDelete)),
    sliders: Effect.all({
      superCategories: api.supercategory.all({ urlParams: { limit: LIMITS.catalogue.max } }).pipe(Effect.map((r) => r.supercategories)),
      // Hidden ones too, with their status (the storefront's lists show the shown ones).
      mainHomeSliders: api.sliderAdmin.allMainHome().pipe(Effect.map((r) => r.mainHomeSliders)),
      threeSliders: api.sliderAdmin.allThree().pipe(Effect.map((r) => r.threeSliders))
    }).pipe(failWithText(ADMIN_TEXTS.sliders)),
    saveMainHomeSlider: (id: Id | null, input: typeof MainHomeSliderInput.Type) =>
      (id === null ? api.sliderAdmin.createMainHome({ payload: input }) : api.sliderAdmin.updateMainHome({ path: { sliderid: id }, payload: input })).pipe(
        Effect.map((r) => r.mainHomeSlider), failWithText(ADMIN_TEXTS.sliderSave)),
    deleteMainHomeSlider: (id: Id) => api.sliderAdmin.removeMainHome({ path: { id } }).pipe(Effect.map((r) => r.id), failWithText(ADMIN_TEXTS.sliderDelete)),
    orderMainHomeSliders: (ids: ReadonlyArray<Id>) =>
      api.sliderAdmin.orderMainHome({ payload: { ids } }).pipe(Effect.map((r) => r.mainHomeSliders), failWithText(ADMIN_TEXTS.sliderSave)),
    saveThreeSlider: (id: Id | null, input: typeof ThreeSliderInput.Type) =>
      (id === null ? api.sliderAdmin.createThree({ payload: input }) : api.sliderAdmin.updateThree({ path: { sliderid: id }, payload: input })).pipe(
        Effect.map((r) => r.threeSlider), failWithText(ADMIN_TEXTS.sliderSave)),
    deleteThreeSlider: (id: Id) => api.sliderAdmin.removeThree({ path: { id } }).pipe(Effect.map((r) => r.id), failWithText(ADMIN_TEXTS.sliderDelete)),
    orderThreeSliders: (ids: ReadonlyArray<Id>) =>
      api.sliderAdmin.orderThree({ payload: { ids } }).pipe(Effect.map((r) => r.threeSliders), failWithText(ADMIN_TEXTS.sliderSave)),
    /** Issue 20 item 1: what a bulk action would change, and the change (recomputed by the server). */
    previewBulk: (request: BulkRequest) => api.productAdmin.bulkPreview({ payload: request }).pipe(Effect.map((r) => r.changes), failWithText(ADMIN_TEXTS.bulkPreview)),
    applyBulk: (request: BulkRequest) => api.productAdmin.bulkApply({ payload: request }).pipe(Effect.map((r) => r.changes), failWithText(ADMIN_TEXTS.bulkApply)),
    // Issue 32: the admin's settings, with the limits the public settings leave out.
    settings: api.settingsAdmin.get().pipe(Effect.map((r) => r.settings), failWithText(ADMIN_TEXTS.settings)),
    deliveryZones: api.delivery.zones().pipe(Effect.map((r) => r.zones), failWithText(ADMIN_TEXTS.zones)),
    // Issue 19 item 5: the search's synonym groups.
    synonyms: api.searchAdmin.synonyms().pipe(Effect.map((r) => r.synonyms), failWithText(ADMIN_TEXTS.synonyms)),
    saveSynonyms: (synonyms: SynonymGroups) =>
      api.searchAdmin.saveSynonyms({ payload: { synonyms } }).pipe(Effect.map((r) => r.synonyms), failWithText(ADMIN_TEXTS.synonymsSave)),
    saveDeliveryZones: (zones: DeliveryZones) =>
      api.deliveryAdmin.saveZones({ payload: { zones } }).pipe(Effect.map((r) => r.zones), failWithText(ADMIN_TEXTS.zonesSave)),
    saveSettings: (settings: AdminSettings) =>
      api.settingsAdmin.update({ payload: settings }).pipe(Effect.map((r) => r.settings), failWithText(ADMIN_TEXTS.settingsSave)),
    /** Orders, newest first: searched by number, mobile or name, filtered, paged (issue 20 item 3). */
    /** The search comes as the URL has it; what does not decode is dropped, and the answer says what was searched. */
    orders: (url: Readonly<Record<string, unknown>>) => {
      const search = orderSearchFromUrl(url)
      return api.orderAdmin.list({ urlParams: search }).pipe(Effect.map((answer) => ({ ...answer, search })), failWithText(ERROR_TEXTS.allOrders))
    },
    orderDetail: (orderid: string) => api.orderAdmin.detail({ path: { orderid } }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.orderDetail)),
    refundOrder: (orderid: string, request: RefundRequest) =>
      api.orderAdmin.refund({ path: { orderid }, payload: request }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.refund)),
    /** Issue 37 item 4: a refund that failed at the gateway, asked for again or recorded as paid by hand. */
    retryGatewayRefund: (orderid: string, refundId: string) =>
      api.orderAdmin.retryGatewayRefund({ path: { orderid, refundId } }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.gatewayRefund)),
    settleGatewayRefund: (orderid: string, refundId: string, note: string) =>
      api.orderAdmin.settleGatewayRefund({ path: { orderid, refundId }, payload: { note } }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.gatewayRefund)),
    /** Issue 20 item 4: customers, one customer, their wallet, blocking. */
    customers: (url: Readonly<Record<string, unknown>>) => {
      const search = customerSearchFromUrl(url)
      return api.customerAdmin.list({ urlParams: search }).pipe(Effect.map((answer) => ({ ...answer, search })), failWithText(ADMIN_TEXTS.customers))
    },
    customer: (clientId: Id) => api.customerAdmin.one({ path: { clientId } }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.customers)),
    /** Issue 32: a credit over the staff member's daily cap is not made yet: `awaitingApproval` says it waits for a second admin. */
    adjustWallet: (clientId: Id, adjustment: WalletAdjustment) =>
      api.customerAdmin.adjustWallet({ path: { clientId }, payload: adjustment }).pipe(
        Effect.map((r) => ({ detail: r.detail, awaitingApproval: r.awaitingApproval })), failWithText(ADMIN_TEXTS.walletAdjust)),
    setBlocked: (clientId: Id, change: BlockChange) =>
      api.customerAdmin.block({ path: { clientId }, payload: change }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.block)),
    moveOrder: (orderid: string, event: "order.processing" | "order.dispatched" | "order.out-for-delivery" | "order.delivered") =>
      api.order.update({ path: { orderid }, payload: { _tag: "status", orderid, event } }).pipe(Effect.map((r) => r.order), failWithText(ERROR_TEXTS.orderUpdate)),
    cancelOrder: (orderid: string, reason: string) =>
      api.order.update({ path: { orderid }, payload: { _tag: "cancel", orderid, reason } }).pipe(Effect.map((r) => r.order), failWithText(ERROR_TEXTS.orderUpdate)),
    sendOrderSms: (orderid: string) => api.orderAdmin.sendSms({ payload: { orderid } }).pipe(Effect.asVoid, failWithText(ERROR_TEXTS.orderSms)),
    /** Issue 19 item 3: return and exchange requests, newest first, of one status or all. */
    returns: (params: { readonly status?: ReturnStatus | undefined; readonly page: number }) =>
      api.returnsAdmin.list({ urlParams: { page: params.page, ...(params.status === undefined ? {} : { status: params.status }) } }).pipe(failWithText(ADMIN_TEXTS.returns)),
    actOnReturn: (returnId: Id, action: ReturnAction) =>
      // The client types each member of the payload union as its own overload; this is one of them.
      api.returnsAdmin.act({ path: { returnId }, payload: action } as Parameters<typeof api.returnsAdmin.act>[0] & { readonly withResponse?: false }).pipe(Effect.map((r) => r.returnRequest), failWithText(ADMIN_TEXTS.returnAct)),
    /** Issue 20 item 2: what importing the file would do, and every problem at its row. */
    previewImport: (csv: string) => api.productCsv.preview({ payload: { csv } }).pipe(failWithText(ADMIN_TEXTS.importPreview)),
    /**
     * The import applied (ADR 038): the answer is read line by line as the server writes it, each
     * progress line told to `onProgress`, so the screen's bar moves while the one transaction runs.
     * Read with the runtime's HTTP client, as the derived client would read the whole answer first.
     */
    applyImport: (csv: string, onProgress: (done: number, total: number) => void) =>
      Effect.gen(function* () {
        const response = yield* httpClient.execute(
          HttpClientRequest.post(`${baseUrl()}${productCsvPath("apply")}`).pipe(HttpClientRequest.bodyUnsafeJson({ csv }))
        )
        if (response.status !== 200) return yield* Effect.fail(refusalOf(response.status, yield* Effect.catchAll(response.json, () => Effect.succeed(undefined))))
        let last: ImportProgress | undefined
        yield* eachLine(response, (line) => {
          const decoded = decodeProgress(line)
          if (Either.isLeft(decoded)) throw new Error("an answer line that is not the import's")
          last = decoded.right
          if (last._tag === "progress") onProgress(last.done, last.total)
        })
        if (last?._tag === "applied") return last
        return yield* Effect.fail(new Conflict({ message: last?._tag === "failed" ? last.message : "The import stopped before its end; nothing was imported." }))
      }).pipe(Effect.scoped, failWithText(ADMIN_TEXTS.importApply)),
    /** Every review, hidden ones too, newest first (issue 19 item 1). */
    reviews: (page: number) => api.reviewAdmin.list({ urlParams: { page, limit: 20 } }).pipe(failWithText(ADMIN_TEXTS.reviews)),
    setReviewVisibility: (id: Id, change: ReviewVisibility) =>
      api.reviewAdmin.visibility({ path: { id }, payload: change }).pipe(Effect.map((r) => r.review), failWithText(ADMIN_TEXTS.reviewVisibility)),
    /** Issue 20 item 8: the staff and their roles, and the audit log of their writes. */
    staff: api.staff.list().pipe(Effect.map((r) => r.staff), failWithText(ADMIN_TEXTS.staff)),
    setRole: (Mobile: string, role: Role) => api.staff.setRole({ payload: { Mobile, role } }).pipe(Effect.map((r) => r.staff), failWithText(ADMIN_TEXTS.staffSave)),
    audit: (params: { readonly page: number; readonly actor?: Id | undefined }) =>
      api.staff.audit({ urlParams: { page: params.page, limit: 20, ...(params.actor === undefined ? {} : { actor: params.actor }) } }).pipe(failWithText(ADMIN_TEXTS.audit)),
    /** Issue 32: the wallet credits waiting for a second admin, oldest first; one approved (the credit made) or rejected. */
    creditRequests: api.staff.creditRequests().pipe(Effect.map((r) => r.requests), failWithText(ADMIN_TEXTS.creditRequests)),
    decideCredit: (requestId: Id, approve: boolean) =>
      api.staff.decideCredit({ path: { requestId }, payload: { approve } }).pipe(Effect.map((r) => r.request), failWithText(ADMIN_TEXTS.creditDecision)),
    /** Issue 20 item 5: every coupon with its uses, and its writes. */
    coupons: api.couponAdmin.list().pipe(Effect.map((r) => r.coupons), failWithText(ADMIN_TEXTS.coupons)),
    createCoupon: (input: CouponInput) => api.couponAdmin.create({ payload: input }).pipe(Effect.map((r) => r.coupon), failWithText(ADMIN_TEXTS.couponSave)),
    updateCoupon: (code: string, input: CouponInput) =>
      api.couponAdmin.update({ path: { code }, payload: input }).pipe(Effect.map((r) => r.coupon), failWithText(ADMIN_TEXTS.couponSave)),
    endCoupon: (code: string) => api.couponAdmin.end({ path: { code } }).pipe(Effect.map((r) => r.coupon), failWithText(ADMIN_TEXTS.couponEnd)),
    /** Issue 20 item 6: the contact messages inbox. */
    messages: (params: { readonly page: number; readonly filter: MessageFilter }) =>
      api.messageAdmin.list({ urlParams: { page: params.page, limit: 20, filter: params.filter } }).pipe(failWithText(ADMIN_TEXTS.messages)),
    openMessage: (id: Id) => api.messageAdmin.open({ path: { id } }).pipe(Effect.map((r) => r.message), failWithText(ADMIN_TEXTS.messages)),
    markMessageHandled: (id: Id, handled: boolean) =>
      api.messageAdmin.handled({ path: { id }, payload: { handled } }).pipe(Effect.map((r) => r.message), failWithText(ADMIN_TEXTS.messageUpdate)),
    /** Issue 20 item 7: how the shop is doing. */
    dashboard: api.dashboard.get().pipe(Effect.map((r) => r.dashboard), failWithText(ADMIN_TEXTS.dashboard))
  }
})
export type AdminCalls = Effect.Effect.Success<typeof makeAdminCalls>
