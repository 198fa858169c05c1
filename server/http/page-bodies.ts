import { createHash } from "node:crypto"
import { promisify } from "node:util"
import { brotliCompress, constants as zlib, gzip } from "node:zlib"
import { chooseEncoding, COMPRESSION, encode, MIN_COMPRESSED } from "./compression.ts"

// Issue 36 item 4: a page is answered from memory, already compressed. The same page (its address,
// the first payload's version and the screen's answers, so the same bytes) is asked for again and
// again; it was compressed on every request (brotli 5: about 3 ms of CPU for the home page's
// 260 KB). Now each distinct page is compressed once at the request's level, kept, and compressed
// again at the smallest level off the event loop (zlib's thread pool), which then replaces it.

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** What the kept pages may hold, compressed: beyond it they are all dropped and kept anew. */
export const PAGE_BODIES_BYTES = 8 * 1024 * 1024

export interface SentBody {
  readonly body: Uint8Array
  readonly encoding: string | undefined
}

export interface PageBodies {
  /** The page's bytes as the browser accepts them: from memory when the same page was sent before. */
  readonly send: (page: string, acceptEncoding: string) => SentBody
  /** Resolves once every smaller form being made is in (for tests). */
  readonly settled: () => Promise<void>
  /** How many pages are kept (for tests). */
  readonly size: () => number
}

const smallest = (bytes: Uint8Array, encoding: "br" | "gzip"): Promise<Uint8Array> =>
  encoding === "br"
    ? brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: COMPRESSION.once.brotli, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes, { level: COMPRESSION.once.gzip })

export const makePageBodies = (limitBytes = PAGE_BODIES_BYTES): PageBodies => {
  const kept = new Map<string, SentBody>()
  let bytesKept = 0
  const pending = new Set<Promise<void>>()
  const keep = (key: string, sent: SentBody) => {
    const before = kept.get(key)?.body.length ?? 0
    if (bytesKept - before + sent.body.length > limitBytes) {
      kept.clear()
      bytesKept = 0
    } else {
      bytesKept -= before
    }
    kept.set(key, sent)
    bytesKept += sent.body.length
  }
  return {
    send: (page, acceptEncoding) => {
      const encoding = chooseEncoding(acceptEncoding)
      // Too small to compress, or a browser that takes no compression: the bytes as they are.
      if (encoding === undefined || Buffer.byteLength(page) < MIN_COMPRESSED) return { body: new TextEncoder().encode(page), encoding: undefined }
      // A page kept is found by its text's hash: its bytes are made only when it is not.
      const key = `${encoding} ${createHash("sha1").update(page).digest("base64url")}`
      const found = kept.get(key)
      if (found !== undefined) return found
      const bytes = new TextEncoder().encode(page)
      const sent = encode(bytes, "text/html", acceptEncoding, "perRequest")
      keep(key, sent)
      const smaller = smallest(bytes, encoding).then(
        (body) => {
          // Still the kept form (not dropped or replaced meanwhile), and smaller: it replaces it.
          if (kept.get(key) === sent && body.length < sent.body.length) keep(key, { body, encoding })
        },
        () => undefined
      ).finally(() => pending.delete(smaller))
      pending.add(smaller)
      return sent
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending])
    },
    size: () => kept.size
  }
}
