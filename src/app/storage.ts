import { Either, Option, Schema } from "effect"
import { compressToUTF16, decompressFromUTF16 } from "lz-string"

/**
 * The one browser storage service (STYLE §14). Every stored value is decoded with its Schema when
 * read: a corrupt, foreign or outdated value is removed and reads as nothing (DESIGN §2), so the
 * app starts from a safe state instead of trusting it. Lists that can be large are compressed
 * with lz-string (§4 product lists).
 */
export interface BrowserStorage {
  /** A value that does not decode is removed, unless `keepCorrupt` (another tab may own a newer shape). */
  readonly read: <A, I>(key: string, schema: Schema.Schema<A, I>, options?: { readonly compressed?: boolean; readonly keepCorrupt?: boolean }) => Option.Option<A>
  /**
   * `whenIdle`: encoded and written when the browser is idle (the latest value per key wins), so a
   * large list does not hold up the first screen; a read or a page hide writes it first.
   */
  readonly write: <A, I>(key: string, schema: Schema.Schema<A, I>, value: A, options?: { readonly compressed?: boolean; readonly whenIdle?: boolean }) => void
  readonly remove: (key: string) => void
  /** Writes every pending idle write now. */
  readonly flush: () => void
}

/** How idle work is scheduled: the browser's idle callback, or a plain timer where there is none. */
export type IdleScheduler = (work: () => void) => void

const browserIdle: IdleScheduler = (work) => {
  if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(work, { timeout: 2000 })
  else setTimeout(work, 200)
}

// §9 names some keys; the rest are ours.
export const STORAGE_KEYS = {
  cartItems: "cartItems",
  superCategories: "supercategories",
  categories: "categories",
  subCategories: "subcategories",
  categoryTags: "categorytags",
  mainHomeSliders: "mainHomeSliders",
  threeSliders: "threeSliders",
  productLists: "productLists",
  loginData: "loginData",
  currentAddress: "current_address",
  userAddress: "user_address",
  totalClientOrder: "totalClientOrder",
  clientOrder: "clientOrder",
  currentOrder: "currentOrder",
  paymentUpdateOrder: "paymentUpdateOrder",
  brandTotal: "brandtotal",
  // Issue 7: a visitor's wishlist (a customer's is on the server) and the compare list.
  wishlist: "wishlist",
  compare: "compareList",
  // Issue 19: the products viewed last, and the pincode a shopper checked delivery for.
  recentlyViewed: "recentlyViewed",
  deliveryPincode: "deliveryPincode"
} as const

export const makeBrowserStorage = (storage: Storage | undefined, whenIdle: IdleScheduler = browserIdle): BrowserStorage => {
  const safe = <A>(f: () => A, fallback: A): A => {
    try {
      return f()
    } catch {
      return fallback // storage disabled, full, or blocked: the app works without it
    }
  }
  const pending = new Map<string, () => void>()
  let scheduled = false
  const flush = () => {
    scheduled = false
    const writes = [...pending.values()]
    pending.clear()
    for (const write of writes) write()
  }
  const flushKey = (key: string) => {
    const write = pending.get(key)
    pending.delete(key)
    write?.()
  }
  const remove = (key: string) => {
    pending.delete(key)
    safe(() => storage?.removeItem(key), undefined)
  }
  const writeNow = <A, I>(key: string, schema: Schema.Schema<A, I>, value: A, compressed: boolean) =>
    safe(() => {
      const json = JSON.stringify(Schema.encodeSync(schema)(value))
      storage?.setItem(key, compressed ? compressToUTF16(json) : json)
    }, undefined)
  return {
    read: (key, schema, options) =>
      safe(() => {
        flushKey(key)
        const raw = storage?.getItem(key) ?? null
        if (raw === null) return Option.none()
        const text = options?.compressed ? decompressFromUTF16(raw) : raw
        const parsed = Either.try(() => JSON.parse(text ?? "") as unknown)
        const decoded = Either.flatMap(parsed, (json) => Schema.decodeUnknownEither(schema)(json))
        if (Either.isLeft(decoded)) {
          if (options?.keepCorrupt !== true) remove(key)
          return Option.none()
        }
        return Option.some(decoded.right)
      }, Option.none()),
    write: (key, schema, value, options) => {
      const compressed = options?.compressed === true
      if (options?.whenIdle !== true) {
        pending.delete(key)
        return writeNow(key, schema, value, compressed)
      }
      pending.set(key, () => writeNow(key, schema, value, compressed))
      if (!scheduled) {
        scheduled = true
        whenIdle(flush)
      }
    },
    remove,
    flush
  }
}
