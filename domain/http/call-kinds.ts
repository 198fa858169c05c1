import { Context } from "effect"

// What a call is, said where the call is declared (ADR 047), on its endpoint or on its group (an
// endpoint's own wins): the server's kept answers, its catalogue writes and its body limits, and the
// service worker's offline reads, are read from these annotations (HttpApi.reflect), never from
// lists of addresses. Small values only, each beside its call: the browser loads the contract too.

/** How an anonymous catalogue read is kept, when not simply until the catalogue changes. */
export interface CatalogueReadKind {
  /** Kept this long at most: the answer moves with more than the catalogue's writes. */
  readonly ttlMs?: number
  /** "words": the answer depends on the query's `q` in one case and spacing (a search's text). */
  readonly query?: "words"
  /** The service worker keeps it offline (ADR 013): nothing a shopper typed or did is in its address. */
  readonly offline?: true
  /**
   * A list of products chosen or ordered by their facts (price, MRP, rating, sizes, name): a change
   * of any product's facts may move one in or out, so every such answer goes with it ('listed:<id>',
   * ADR 061); an answer that only shows given products goes with those products alone.
   */
  readonly lists?: true
}

/**
 * An anonymous read of the public catalogue: the same answer for everyone until the catalogue
 * changes, so the server keeps its answer (ADR 022). A GET only.
 */
export class CatalogueRead extends Context.Tag("bazaar/CatalogueRead")<CatalogueRead, CatalogueReadKind>() {}

/**
 * A write that changes the public catalogue: it lets this process's kept answers go at once (ADR 022;
 * other processes hear the database). `true`: any of them may have changed; "its-product": only the
 * facts of the product its answer names (`productId`), so only that product's answers and the lists go
 * (ADR 061). Not a GET.
 */
export class CatalogueWrite extends Context.Tag("bazaar/CatalogueWrite")<CatalogueWrite, true | "its-product">() {}

/** The largest body the call reads, in bytes, when not the API's 64 KB (a POST or PUT; the limits are beside their calls). */
export class BodyLimit extends Context.Tag("bazaar/BodyLimit")<BodyLimit, number>() {}

/** A plain catalogue read the service worker keeps offline. */
export const OFFLINE_READ: CatalogueReadKind = { offline: true }
/** A list of products by their facts, kept offline too. */
export const OFFLINE_LIST: CatalogueReadKind = { offline: true, lists: true }

/** Search answers are kept this long at most (the words' matches move with every product write). */
export const SEARCH_TTL_MS = 30_000
/** A search's text: kept by its words in one case and spacing, for SEARCH_TTL_MS. */
export const SEARCH_READ: CatalogueReadKind = { ttlMs: SEARCH_TTL_MS, query: "words", lists: true }
