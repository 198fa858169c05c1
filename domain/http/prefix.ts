/**
 * The prefix every call of the contract is served under (domain/http/contract.ts): the paths the
 * browser reads without the HTTP client (first answers, kept catalogue lists) are built on it too.
 * Plain text: the start chunk may import it.
 */
export const API_PREFIX = "/api/v1"

/** The shop's live stream (issue 38, ADR 062): its path in the contract, and its address. Plain text too. */
export const LIVE_EVENTS_PATH = "/events"
export const LIVE_EVENTS_ADDRESS = `${API_PREFIX}${LIVE_EVENTS_PATH}`
