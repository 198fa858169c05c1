import { createHash, randomBytes } from "node:crypto"
import type { Id } from "#domain/common.ts"

/** A fresh 24-hex id for a new row. */
export const newId = (): Id => randomBytes(12).toString("hex") as Id

/** A deterministic 24-hex id, so that seeding the same catalogue twice gives the same ids. */
export const seedId = (kind: string, key: string): Id =>
  createHash("sha1").update(`${kind}:${key}`).digest("hex").slice(0, 24) as Id

/** The id of an image is the hash of its bytes: its URL never changes meaning, so it may be cached for ever. */
export const imageId = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex").slice(0, 32)
