import type { ActorRef, AnyActorRef, EventObject, Snapshot } from "xstate"

/**
 * The browser's actors form one system (DESIGN §2): the shop's root machine spawns each long-lived
 * actor under one of these system ids, so any actor of the system reaches another with
 * `system.get(id)` and the inspector names them. The root itself is `shop`.
 */
export const SYSTEM_IDS = {
  shop: "shop",
  cart: "cart",
  authentication: "authentication",
  orders: "orders",
  wishlist: "wishlist",
  compare: "compare",
  recentlyViewed: "recentlyViewed",
  productLists: "productLists",
  checkout: "checkout",
  adminBrands: "admin.brands",
  adminSuperCategories: "admin.superCategories"
} as const

/** A catalogue loader's system id: one loader per resource (`catalogue.superCategories`, ...). */
export const catalogueSystemId = (resource: string): `catalogue.${string}` => `catalogue.${resource}`

/**
 * The shop's root, to tell it a fact (a past-tense event such as `session.signedIn`); the root
 * decides which actors it concerns. A machine run on its own (its unit tests, a graph walk) is in
 * no shop: there is no root, and the fact goes nowhere.
 */
export const shopOf = <TFact extends EventObject>(system: { readonly get: (systemId: string) => AnyActorRef | undefined }) =>
  system.get(SYSTEM_IDS.shop) as ActorRef<Snapshot<unknown>, TFact> | undefined
