import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeImage, MAX_IMAGE_BYTES, sniffImage } from "./image-upload.ts"

const bytes = (...values: ReadonlyArray<number>) => new Uint8Array(values)
const dataUrl = (type: string, content: Uint8Array) => `data:${type};base64,${Buffer.from(content).toString("base64")}`
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)
const WEBP = new Uint8Array(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"))

describe("brand images are told by their content", () => {
  it("knows PNG, JPEG and WebP by their signatures", () => {
    expect(sniffImage(PNG)).toBe("image/png")
    expect(sniffImage(JPEG)).toBe("image/jpeg")
    expect(sniffImage(WEBP)).toBe("image/webp")
  })

  it("knows nothing else: SVG, HTML, GIF, a RIFF that is not WebP, a truncated signature, nothing", () => {
    for (const text of ["<svg xmlns='http://www.w3.org/2000/svg'/>", "<!doctype html>", "GIF89a", "RIFF\0\0\0\0WAVEfmt "]) {
      expect(sniffImage(new Uint8Array(Buffer.from(text, "latin1"))), text).toBeNull()
    }
    expect(sniffImage(PNG.slice(0, 7))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })

  it("decodes an upload whose content is the type it claims, with the file extension to serve it under", () => {
    const decoded = decodeImage("logo", dataUrl("image/png", PNG))
    expect(Either.getOrThrow(decoded)).toEqual({ bytes: PNG, contentType: "image/png", extension: "png" })
    expect(Either.getOrThrow(decodeImage("logo", dataUrl("image/jpeg", JPEG))).extension).toBe("jpg")
  })

  it("refuses a mismatch, an unknown content and an image over the limit, saying which image", () => {
    expect(decodeImage("mobile image", dataUrl("image/png", JPEG))).toEqual(Either.left("The mobile image says it is image/png but its content is image/jpeg."))
    expect(decodeImage("desktop image", dataUrl("image/png", new Uint8Array(Buffer.from("<svg/>"))))).toEqual(
      Either.left("The desktop image is not a PNG, JPEG or WebP image (checked by its content).")
    )
    const huge = new Uint8Array(MAX_IMAGE_BYTES + 1)
    huge.set(PNG)
    expect(decodeImage("logo", dataUrl("image/png", huge))).toEqual(Either.left("The logo is larger than 4 MB."))
  })
})
