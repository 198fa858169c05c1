import { createActor, fromCallback, fromPromise } from "xstate"
import { CATALOGUE_RESOURCES, type CatalogueList, catalogueLoaderMachine, type FetchListInput } from "#machines/catalogue-loader.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import { type ShopInput, shopMachine } from "#machines/shop.machine.ts"

/**
 * The shop's real root for a component test, started with nothing kept and its catalogue loads left
 * waiting: what a screen needs of it is to host the screen's actors (src/app/use-screen-actor.ts).
 */
export const testShop = () =>
  createActor(
    shopMachine.provide({
      actors: {
        catalogueLoader: catalogueLoaderMachine.provide({ actors: { fetchList: fromPromise<CatalogueList, FetchListInput>(() => new Promise(() => {})) } }),
        tabs: fromCallback(() => {})
      }
    }),
    {
      systemId: SYSTEM_IDS.shop,
      input: {
        cart: { items: [] },
        authentication: { loginData: null, current_address: null, user_address: [] },
        orders: {},
        wishlist: { items: [] },
        compare: { items: [] },
        recentlyViewed: { productIds: [] },
        productLists: { cached: null },
        catalogue: Object.fromEntries(CATALOGUE_RESOURCES.map((resource) => [resource, { resource, cached: null, refreshOnLoad: false }])) as ShopInput["catalogue"]
      }
    }
  ).start()
