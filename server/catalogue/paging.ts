/** Resolves optional page/limit params into SQL limit and offset (docs/decisions/002-paged-lists.md). */
export interface PageRequest {
  readonly page?: number | undefined
  readonly limit?: number | undefined
}

export const resolvePage = (request: PageRequest, defaultLimit: number) => {
  const page = request.page ?? 1
  const limit = request.limit ?? defaultLimit
  return { page, limit, offset: (page - 1) * limit }
}
