import { createContext, useContext } from "react"
import type { ApiRuntime } from "./runtime.ts"
import type { AppActors, BootPayload, ShopActor } from "./shop.ts"
import type { FirstAnswers } from "./first-answers.ts"
import type { BrowserStorage } from "./storage.ts"

export interface AppServices {
  /** The shop's root actor: the one actor system (DESIGN §2). */
  readonly shop: ShopActor
  /** Its long-lived actors, as the screens select from them and send to them. */
  readonly actors: AppActors
  readonly runtime: ApiRuntime
  /** Where the 'Sell on' links go (§1), from the page the server sent. */
  readonly sellerPortalUrl: string
  /** What the server embedded in the page it sent (first payload). */
  readonly boot: BootPayload
  /** The API answers the page brought for its screen, each taken once (ADR 010). */
  readonly firstAnswers: FirstAnswers
  /** Set when the server draws the first view (ADR 008): the system is not running, nothing is sent to it. */
  readonly serverDrawn?: true
  /** The one browser storage service (STYLE §14). */
  readonly storage: BrowserStorage
}

const AppContext = createContext<AppServices | null>(null)

export const AppProvider = AppContext.Provider

/** The root actors and services, for views that select and send (STYLE §6). */
export const useApp = (): AppServices => {
  const services = useContext(AppContext)
  if (services === null) throw new Error("useApp outside the app's provider")
  return services
}
