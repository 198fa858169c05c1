import { SqlClient } from "@effect/sql"
import { Effect, Either } from "effect"
import { imageId } from "../db/ids.ts"

/** The image types an uploaded image (brands, products) may be, told by the bytes themselves, never by a name. */
export type ImageType = "image/png" | "image/jpeg" | "image/webp"

const EXTENSIONS: Record<ImageType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" }

/** Each uploaded image may be this large once decoded (docs/api.md: "Limits"). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>, at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)

/** PNG, JPEG or WebP by their signatures; anything else (SVG, HTML, a renamed file) is none of them. */
export const sniffImage = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png"
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg"
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp"
  return null
}

export interface DecodedImage {
  readonly bytes: Uint8Array
  readonly contentType: ImageType
  readonly extension: string
}

/**
 * An uploaded image (a base64 data URL, already shaped by the contract): decoded, at most
 * MAX_IMAGE_BYTES, and its content must be the type it claims. Left is the message for a 400.
 */
export const decodeImage = (label: string, dataUrl: string): Either.Either<DecodedImage, string> => {
  const comma = dataUrl.indexOf(",")
  const claimed = dataUrl.slice("data:".length, dataUrl.indexOf(";"))
  const base64 = dataUrl.slice(comma + 1)
  const tooLarge = Either.left(`The ${label} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`)
  // Checked before decoding (no large buffer for a refused image) and exactly after.
  if (base64.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4) return tooLarge
  const bytes = new Uint8Array(Buffer.from(base64, "base64"))
  if (bytes.length > MAX_IMAGE_BYTES) return tooLarge
  const actual = sniffImage(bytes)
  if (actual === null) return Either.left(`The ${label} is not a PNG, JPEG or WebP image (checked by its content).`)
  if (actual !== claimed) return Either.left(`The ${label} says it is ${claimed} but its content is ${actual}.`)
  return Either.right({ bytes, contentType: actual, extension: EXTENSIONS[actual] })
}

/** Stores an image by the hash of its bytes (the same image twice is one row) and gives its URL. */
export const storeImage = (image: DecodedImage) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = imageId(image.bytes)
    yield* sql`
      INSERT INTO images (id, content_type, bytes) VALUES (${id}, ${image.contentType}, ${image.bytes})
      ON CONFLICT (id) DO NOTHING`
    return `/images/${id}.${image.extension}`
  })
