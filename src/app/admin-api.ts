import { HttpApi, HttpApiClient, HttpClient } from "@effect/platform"
import { Effect } from "effect"
import type { BrandInput } from "#domain/brand.ts"
import type { Id } from "#domain/common.ts"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { apiFailureOf, CallFailed } from "#domain/failures.ts"
import { BrandAdminGroup, BrandGroup, type ImageUpload } from "#domain/http/brand.http.ts"
import { SuperCategoryAdminGroup, SuperCategoryGroup, type SuperCategoryInput } from "#domain/http/catalogue.http.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { LIMITS } from "#domain/http/params.ts"
import { OrderGroup } from "#domain/http/order.http.ts"
import { OrderAdminGroup } from "#domain/http/order-admin.http.ts"
import { ProductAdminGroup } from "#domain/http/product-admin.http.ts"
import type { ProductInput } from "#domain/product-input.ts"
import { SettingsAdminGroup, SettingsGroup } from "#domain/http/shop.http.ts"
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
import type { SynonymGroups } from "#domain/search-query.ts"
import type { ShopSettings } from "#domain/settings.ts"

/**
 * The admin screens' part of the contract (domain/http/api.ts). It is a service of the one browser
 * runtime (src/app/api.ts, `AdminApi`), derived from the same contract with the runtime's HTTP
 * client; this module, with the admin groups' schemas, loads only with the first admin call, so no
 * shopper downloads it. The session cookie travels by itself; the server checks the role on every
 * call (AdminAuth).
 */
const AdminContract = HttpApi.make("bazaar-admin")
  .add(BrandGroup)
  .add(BrandAdminGroup)
  .add(SuperCategoryGroup)
  .add(SuperCategoryAdminGroup)
  .add(SettingsGroup)
  .add(SettingsAdminGroup)
  .add(DeliveryGroup)
  .add(DeliveryAdminGroup)
  .add(ProductAdminGroup)
  .add(OrderAdminGroup)
  .add(OrderGroup)
  .add(ReturnsAdminGroup)
  .add(CustomerAdminGroup)
  .add(ReviewAdminGroup)
  .add(SearchAdminGroup)
  .addError(ServiceUnavailable)
  .prefix("/api/v1")

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
  customers: "Customers Not Found",
  walletAdjust: "Wallet Not Updated",
  block: "Customer Not Updated",
  synonyms: "Search Synonyms Not Found",
  synonymsSave: "Search Synonyms Not Saved"
} as const

/** A failed admin call is a `CallFailed` like the storefront's (ADR 016): its text, its reason by name. */
const failWithText = (text: string) => Effect.mapError((cause: unknown) => new CallFailed({ text, reason: apiFailureOf(cause) }))

/** Every admin call, each with its text, for the admin machines' actors and the admin screens' loaders. */
export const makeAdminCalls = Effect.gen(function* () {
  const httpClient = yield* HttpClient.HttpClient
  const baseUrl = globalThis.location?.origin ?? "http://localhost:3000"
  const api = yield* HttpApiClient.make(AdminContract, { baseUrl }).pipe(Effect.provideService(HttpClient.HttpClient, httpClient))
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
    settings: api.settings.get().pipe(Effect.map((r) => r.settings), failWithText(ADMIN_TEXTS.settings)),
    deliveryZones: api.delivery.zones().pipe(Effect.map((r) => r.zones), failWithText(ADMIN_TEXTS.zones)),
    // Issue 19 item 5: the search's synonym groups.
    synonyms: api.searchAdmin.synonyms().pipe(Effect.map((r) => r.synonyms), failWithText(ADMIN_TEXTS.synonyms)),
    saveSynonyms: (synonyms: SynonymGroups) =>
      api.searchAdmin.saveSynonyms({ payload: { synonyms } }).pipe(Effect.map((r) => r.synonyms), failWithText(ADMIN_TEXTS.synonymsSave)),
    saveDeliveryZones: (zones: DeliveryZones) =>
      api.deliveryAdmin.saveZones({ payload: { zones } }).pipe(Effect.map((r) => r.zones), failWithText(ADMIN_TEXTS.zonesSave)),
    saveSettings: (settings: ShopSettings) =>
      api.settingsAdmin.update({ payload: settings }).pipe(Effect.map((r) => r.settings), failWithText(ADMIN_TEXTS.settingsSave)),
    /** Orders, newest first: searched by number, mobile or name, filtered, paged (issue 20 item 3). */
    /** The search comes as the URL has it; what does not decode is dropped, and the answer says what was searched. */
    orders: (url: Readonly<Record<string, string | number | undefined>>) => {
      const search = orderSearchFromUrl(url)
      return api.orderAdmin.list({ urlParams: search }).pipe(Effect.map((answer) => ({ ...answer, search })), failWithText(ERROR_TEXTS.allOrders))
    },
    orderDetail: (orderid: string) => api.orderAdmin.detail({ path: { orderid } }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.orderDetail)),
    refundOrder: (orderid: string, request: RefundRequest) =>
      api.orderAdmin.refund({ path: { orderid }, payload: request }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.refund)),
    /** Issue 20 item 4: customers, one customer, their wallet, blocking. */
    customers: (url: Readonly<Record<string, string | number | undefined>>) => {
      const search = customerSearchFromUrl(url)
      return api.customerAdmin.list({ urlParams: search }).pipe(Effect.map((answer) => ({ ...answer, search })), failWithText(ADMIN_TEXTS.customers))
    },
    customer: (clientId: Id) => api.customerAdmin.one({ path: { clientId } }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.customers)),
    adjustWallet: (clientId: Id, adjustment: WalletAdjustment) =>
      api.customerAdmin.adjustWallet({ path: { clientId }, payload: adjustment }).pipe(Effect.map((r) => r.detail), failWithText(ADMIN_TEXTS.walletAdjust)),
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
    /** Every review, hidden ones too, newest first (issue 19 item 1). */
    reviews: (page: number) => api.reviewAdmin.list({ urlParams: { page, limit: 20 } }).pipe(failWithText(ADMIN_TEXTS.reviews)),
    setReviewVisibility: (id: Id, change: ReviewVisibility) =>
      api.reviewAdmin.visibility({ path: { id }, payload: change }).pipe(Effect.map((r) => r.review), failWithText(ADMIN_TEXTS.reviewVisibility))
  }
})
export type AdminCalls = Effect.Effect.Success<typeof makeAdminCalls>
