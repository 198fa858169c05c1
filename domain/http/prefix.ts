/**
 * The prefix every call of the contract is served under (domain/http/contract.ts): the paths the
 * browser reads without the HTTP client (first answers, kept catalogue lists) are built on it too.
 * Plain text: the start chunk may import it.
 */
export const API_PREFIX = "/api/v1"
