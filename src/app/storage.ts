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
  readonly write: <A, I>(key: string, schema: Schema.Schema<A, I>, value: A, options?: { readonly compressed?: boolean }) => void
  readonly remove: (key: string) => void
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
  brandTotal: "brandtotal"
} as const

export const makeBrowserStorage = (storage: Storage | undefined): BrowserStorage => {
  const safe = <A>(f: () => A, fallback: A): A => {
    try {
      return f()
    } catch {
      return fallback // storage disabled, full, or blocked: the app works without it
    }
  }
  const remove = (key: string) => safe(() => storage?.removeItem(key), undefined)
  return {
    read: (key, schema, options) =>
      safe(() => {
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
    write: (key, schema, value, options) =>
      safe(() => {
        const json = JSON.stringify(Schema.encodeSync(schema)(value))
        storage?.setItem(key, options?.compressed ? compressToUTF16(json) : json)
      }, undefined),
    remove
  }
}
