import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib"

// Compression of what the server sends: built files (once, smallest), pages (once each, then
// smallest: page-bodies.ts) and the API's kept answers (once per encoding, answer-cache.ts).

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/

/** The encoding to answer with: brotli, else gzip, among those accepted with a q-value above 0. */
export const chooseEncoding = (acceptEncoding: string): "br" | "gzip" | undefined => {
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    if (name !== undefined && name !== "" && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name)
  }
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined
}

/**
 * How hard to compress. A built file is compressed once and kept, so it takes the smallest form; a
 * page's first answer is compressed on the request's path, where brotli's quality 9 cost 110 ms of
 * CPU for a 100 KB page against 2 ms at quality 5 for 0.7% more bytes (measured in
 * docs/benchmarks.md); its smallest form follows off the event loop.
 */
export const COMPRESSION = {
  once: { brotli: zlib.BROTLI_MAX_QUALITY, gzip: 9 },
  perRequest: { brotli: 5, gzip: 6 }
} as const

/** A body smaller than this goes as it is: compressing it would save next to nothing. */
export const MIN_COMPRESSED = 1024

/** Brotli or gzip, as the browser accepts; small or binary bodies go as they are. */
export const encode = (bytes: Uint8Array, contentType: string, acceptEncoding: string, effort: keyof typeof COMPRESSION) => {
  const encoding = chooseEncoding(acceptEncoding)
  if (bytes.length < MIN_COMPRESSED || !COMPRESSIBLE.test(contentType) || encoding === undefined) return { body: bytes, encoding: undefined }
  const level = COMPRESSION[effort]
  return encoding === "br"
    ? {
        body: brotliCompressSync(bytes, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: level.brotli, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length }
        }),
        encoding
      }
    : { body: gzipSync(bytes, { level: level.gzip }), encoding }
}
