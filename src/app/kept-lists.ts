import { Schema } from "effect"
import { CATALOGUE_LIST_READS, catalogueListAnswer, catalogueListPath, type CatalogueListName } from "#domain/http/catalogue-lists.ts"
import type { CatalogueList } from "#machines/catalogue-loader.machine.ts"

/**
 * A catalogue list the browser could not read (§4: its loader stores the list's §8 text and tries
 * again after 5 seconds). `status` is the server's HTTP status, 0 when the shop was not reached.
 */
export class CatalogueListUnread extends Schema.TaggedError<CatalogueListUnread>()("CatalogueListUnread", {
  resource: Schema.String,
  status: Schema.Number,
  detail: Schema.String
}) {
  override get message(): string {
    return `The catalogue's ${this.resource} could not be read (${this.status === 0 ? "the shop was not reached" : `HTTP ${this.status}`}): ${this.detail}`
  }
}

/** A kept answer other than a catalogue list that the browser could not read; `status` as above. */
export class KeptAnswerUnread extends Schema.TaggedError<KeptAnswerUnread>()("KeptAnswerUnread", {
  path: Schema.String,
  status: Schema.Number,
  detail: Schema.String
}) {
  override get message(): string {
    return `${this.path} could not be read (${this.status === 0 ? "the shop was not reached" : `HTTP ${this.status}`}): ${this.detail}`
  }
}

/**
 * One of the server's kept answers (ADR 056): a plain GET of the contract's own path for a public
 * read that takes no session, which the browser's HTTP cache revalidates by its ETag, decoded with
 * the contract's own answer Schema. It fails with what `unread` makes of the HTTP status (0 when the
 * shop was not reached) and a detail; a read abandoned through `signal` ends as that abort.
 */
export const readKeptAnswer = async <A, I, E>(
  path: string,
  schema: Schema.Schema<A, I>,
  unread: (status: number, detail: string) => E,
  signal?: AbortSignal
): Promise<A> => {
  // A read abandoned by its reader (a new attempt started) ends as the abort it is, not as a failure.
  const abandoned = (error: unknown) => {
    if (signal?.aborted === true) throw signal.reason
    return error
  }
  const response = await fetch(path, { signal: signal ?? null, headers: { accept: "application/json" } }).catch((error: unknown) => {
    const cause = abandoned(error)
    throw unread(0, cause instanceof Error ? cause.message : String(cause))
  })
  if (!response.ok) throw unread(response.status, response.statusText)
  const body: unknown = await response.json().catch((error: unknown) => (abandoned(error), undefined))
  const answer = Schema.decodeUnknownOption(schema)(body)
  if (answer._tag === "None") throw unread(response.status, "the answer is not the one the contract declares")
  return answer.value
}

/**
 * §4's catalogue lists as the server's kept answers (ADR 056, `readKeptAnswer`): the lists are
 * public, take no parameters and change only when staff edit the catalogue, so they need neither a
 * session nor the contract's HTTP client: the home page's first screen does not draw the
 * subcategories and tags, and fetching them through the client brought 18 KB of JavaScript to
 * every first visit (docs/benchmarks.md).
 */
export const readCatalogueList = async (resource: CatalogueListName, signal?: AbortSignal): Promise<CatalogueList> => {
  // Every list's answer Schema has no context; the union of the six is too wide for TypeScript to see it.
  const schema = catalogueListAnswer(resource) as unknown as Schema.Schema<Readonly<Record<string, CatalogueList>>, unknown>
  const answer = await readKeptAnswer(
    catalogueListPath(resource),
    schema,
    (status, detail) => new CatalogueListUnread({ resource, status, detail }),
    signal
  )
  return answer[CATALOGUE_LIST_READS[resource].key]!
}
