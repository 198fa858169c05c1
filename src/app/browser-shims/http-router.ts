// The one function of @effect/platform's HttpRouter the contract's endpoints call in the browser
// (HttpApiEndpoint's `prefix`), for the browser's build only (vite.config.ts, ADR 054). The real
// module is the server's router: importing it brought find-my-way, the server's request and
// response, multipart parsing and Effect's streams and channels into every page that calls the API,
// as its module-level values are kept even when unused.
import { dual } from "effect/Function"

const removeTrailingSlash = (path: string) => (path.endsWith("/") ? path.slice(0, -1) : path)

/** As HttpRouter.prefixPath: `prefix` before `self`, `/` alone becoming the prefix. */
export const prefixPath: {
  (prefix: string): (self: string) => string
  (self: string, prefix: string): string
} = dual(2, (self: string, prefix: string): string => {
  const head = removeTrailingSlash(prefix)
  return self === "/" ? head : head + self
})
