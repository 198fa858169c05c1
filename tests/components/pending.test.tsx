import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { LOADING_PLACEHOLDER } from "#server/http/loading-placeholder.ts"
import { Pending } from "#src/components/pending.tsx"

// Issue 16: a screen the server does not draw is sent with §2's 'Loading...' (server/http/static.ts),
// written out there so the server does not load React for it. It must stay the app's own Pending.
describe("the server's 'Loading...' placeholder", () => {
  it("is the app's Pending component as React draws it, marked for the app to replace", () => {
    expect(LOADING_PLACEHOLDER.replace(' data-loading=""', "")).toBe(renderToStaticMarkup(<Pending />))
    expect(LOADING_PLACEHOLDER).toContain(' data-loading=""')
  })
})
