import { createActor, fromCallback, fromPromise } from "xstate"
import { type CatalogueList, catalogueLoaderMachine, type FetchListInput } from "#machines/catalogue-loader.machine.ts"
import { emptyShopInput } from "#machines/shop-fixtures.test-support.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import { shopMachine } from "#machines/shop.machine.ts"

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
      input: emptyShopInput()
    }
  ).start()
