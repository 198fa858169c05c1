import { FetchHttpClient, HttpApi, HttpApiClient } from "@effect/platform"
import { Cause, Effect, Exit, ManagedRuntime } from "effect"
import type { BrandInput } from "#domain/brand.ts"
import type { Id } from "#domain/common.ts"
import { apiFailureOf, CallFailed } from "#domain/failures.ts"
import { BrandAdminGroup, BrandGroup, type ImageUpload } from "#domain/http/brand.http.ts"
import { SuperCategoryAdminGroup, SuperCategoryGroup, type SuperCategoryInput } from "#domain/http/catalogue.http.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { LIMITS } from "#domain/http/params.ts"
import { OrderAdminGroup, OrderGroup } from "#domain/http/order.http.ts"
import { ProductAdminGroup } from "#domain/http/product-admin.http.ts"
import type { ProductInput } from "#domain/product-input.ts"
import { SettingsAdminGroup, SettingsGroup } from "#domain/http/shop.http.ts"
import type { OrderStatus } from "#domain/order.ts"
import type { ShopSettings } from "#domain/settings.ts"

/**
 * The admin screens' part of the contract (domain/http/api.ts), derived like the storefront's
 * client and loaded only with the admin screens. The session cookie travels by itself; the server
 * checks the role on every call (AdminAuth).
 */
const AdminApi = HttpApi.make("bazaar-admin")
  .add(BrandGroup)
  .add(BrandAdminGroup)
  .add(SuperCategoryGroup)
  .add(SuperCategoryAdminGroup)
  .add(SettingsGroup)
  .add(SettingsAdminGroup)
  .add(ProductAdminGroup)
  .add(OrderAdminGroup)
  .add(OrderGroup)
  .addError(ServiceUnavailable)
  .prefix("/api/v1")

/**
 * A failed admin call is a `CallFailed` like the storefront's (domain/failures.ts, ADR 016): its
 * reason by name, and as its message the sentence the screens show. The admin machines keep their
 * own §8 texts, so its `text` is the general one.
 */
const failed = (cause: unknown) => new CallFailed({ text: "The call failed", reason: apiFailureOf(cause) })

/** Every admin call as a promise, for the machines' actors (the root provides them). */
export const makeAdminCalls = (origin: string) => {
  const runtime = ManagedRuntime.make(FetchHttpClient.layer)
  const client = Effect.cached(HttpApiClient.make(AdminApi, { baseUrl: origin }))
  const run = <A, E>(use: (api: Effect.Effect.Success<Effect.Effect.Success<typeof client>>) => Effect.Effect<A, E>, signal?: AbortSignal) =>
    // Rejects with the CallFailed itself, not Effect's FiberFailure (whose message prints the object).
    runtime.runPromiseExit(
      client.pipe(Effect.flatten, Effect.flatMap(use), Effect.mapError(failed)),
      signal === undefined ? undefined : { signal }
    ).then((exit) => (Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))))
  return {
    /** Every brand, page by page (the admin sees hidden ones too). */
    fetchBrands: (signal?: AbortSignal) =>
      run((api) => Effect.gen(function* () {
        const first = yield* api.brand.all({ urlParams: { page: 1, limit: LIMITS.brands.max } })
        const brands = [...first.brands]
        for (let page = 2; brands.length < first.total; page++) {
          const next = yield* api.brand.all({ urlParams: { page, limit: LIMITS.brands.max } })
          if (next.brands.length === 0) break
          brands.push(...next.brands)
        }
        return brands
      }), signal),
    createBrand: (input: BrandInput) => run((api) => Effect.map(api.brandAdmin.create({ payload: input }), (r) => r.brand)),
    updateBrand: (id: Id, input: BrandInput) =>
      run((api) => Effect.map(api.brandAdmin.update({ path: { brandid: id }, payload: { ...input, brandid: id } }), (r) => r.brand)),
    deleteBrand: (id: Id) => run((api) => Effect.map(api.brandAdmin.remove({ path: { id } }), (r) => r.id)),
    uploadImages: (images: { readonly mobileImage: typeof ImageUpload.Type; readonly desktopImage: typeof ImageUpload.Type }, signal?: AbortSignal) =>
      run((api) => api.brandAdmin.images({ payload: images }), signal),
    fetchSuperCategories: (signal?: AbortSignal) =>
      run((api) => Effect.map(api.supercategory.all({ urlParams: { limit: LIMITS.catalogue.max } }), (r) => r.supercategories), signal),
    createSuperCategory: (input: typeof SuperCategoryInput.Type) =>
      run((api) => Effect.map(api.supercategoryAdmin.create({ payload: input }), (r) => r.supercategory)),
    updateSuperCategory: (id: Id, input: typeof SuperCategoryInput.Type) =>
      run((api) => Effect.map(api.supercategoryAdmin.update({ path: { supercatid: id }, payload: { ...input, supercatid: id } }), (r) => r.supercategory)),
    deleteSuperCategory: (id: Id) => run((api) => Effect.map(api.supercategoryAdmin.remove({ path: { id } }), (r) => r.id)),
    products: (params: { readonly page: number; readonly q?: string | undefined }) =>
      run((api) => api.productAdmin.list({ urlParams: { page: params.page, limit: 25, ...(params.q === undefined ? {} : { q: params.q }) } })),
    product: (id: Id) => run((api) => Effect.map(api.productAdmin.one({ path: { id } }), (r) => r.product)),
    createProduct: (input: ProductInput) => run((api) => Effect.map(api.productAdmin.create({ payload: input }), (r) => r.product)),
    updateProduct: (id: Id, input: ProductInput) =>
      run((api) => Effect.map(api.productAdmin.update({ path: { productid: id }, payload: input }), (r) => r.product)),
    setProductShown: (id: Id, show: boolean) =>
      run((api) => Effect.map(api.productAdmin.visibility({ path: { productid: id }, payload: { show } }), (r) => r.product)),
    uploadImage: (image: typeof ImageUpload.Type) => run((api) => Effect.map(api.productAdmin.uploadImage({ payload: image }), (r) => r.image)),
    settings: () => run((api) => Effect.map(api.settings.get(), (r) => r.settings)),
    saveSettings: (settings: ShopSettings) => run((api) => Effect.map(api.settingsAdmin.update({ payload: settings }), (r) => r.settings)),
    /** Every order, newest first, of one status or all (issue 5: an admin moves orders along). */
    orders: (params: { readonly status?: OrderStatus | undefined; readonly page: number }) =>
      run((api) => api.orderAdmin.list({ urlParams: { page: params.page, ...(params.status === undefined ? {} : { status: params.status }) } })),
    moveOrder: (orderid: string, event: "order.processing" | "order.dispatched" | "order.out-for-delivery" | "order.delivered") =>
      run((api) => Effect.map(api.order.update({ path: { orderid }, payload: { _tag: "status", orderid, event } }), (r) => r.order)),
    cancelOrder: (orderid: string, reason: string) =>
      run((api) => Effect.map(api.order.update({ path: { orderid }, payload: { _tag: "cancel", orderid, reason } }), (r) => r.order)),
    sendOrderSms: (orderid: string) => run((api) => Effect.asVoid(api.orderAdmin.sendSms({ payload: { orderid } })))
  }
}
export type AdminCalls = ReturnType<typeof makeAdminCalls>
