import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { makeCriticalCss, structureOf } from "./critical-css.ts"

const dist = mkdtempSync(join(tmpdir(), "bazaar-critical-"))
mkdirSync(join(dist, "assets"))
writeFileSync(join(dist, "assets", "index-abc.css"), ".price{color:#15803d}.unused-dialog{position:fixed}.card{display:grid}@media (min-width:640px){.card{gap:1rem}}" +
  ":where(.space-y-1\\.5>:not(:last-child)){margin-block-end:.375rem}:where(.space-y-8>:not(:last-child)){margin-block-end:2rem}" +
  ".\\[\\&\\:not\\(\\:first-child\\)\\]\\:mt-3:not(:first-child){margin-top:.75rem}@media (min-width:768px){:where(.md\\:space-y-6>:not(:last-child)){margin-block-end:1.5rem}}")
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const LINK = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">'
const screen = '<article class="card space-y-1.5 md:space-y-6"><p class="price">₹1,299</p><p>COD</p><button class="[&amp;:not(:first-child)]:mt-3">Add to cart</button></article>'
const page = (head: string, readAt: number) =>
  `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Bazaar</title>${head}` +
  `<script id="bazaar-boot" type="application/json">{"readAt":${readAt},"a":"$&"}</script></head><body><div id="root">${screen}</div></body></html>`

describe("the critical CSS of a drawn screen (issue 36 item 4, ADR 057)", () => {
  it("sends the first page of a screen as built, then every page of it with the rules its elements use inlined and the stylesheet linked at the end", async () => {
    const critical = makeCriticalCss(dist)
    expect(critical.inline(page(LINK, 1), screen)).toBe(page(LINK, 1))
    await critical.settled()
    // Another page of the same screen (its payload read later): the rules are known.
    const out = critical.inline(page(LINK, 2), screen)
    const style = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? ""
    expect(style).toContain(".price{color:#15803d}")
    expect(style).toContain("@media (min-width:640px){.card{gap:1rem}}")
    expect(style).not.toContain("unused-dialog")
    // Tailwind's spacing between children, which Beasties cannot match alone: the screen's own only.
    expect(style).toContain(":where(.space-y-1\\.5>:not(:last-child)){margin-block-end:.375rem}")
    expect(style).not.toContain("space-y-8")
    expect(style).toContain(":not(:first-child){margin-top:.75rem}")
    expect(style).toContain("{:where(.md\\:space-y-6>:not(:last-child)){margin-block-end:1.5rem}}")
    expect(out.indexOf("<style>")).toBeLessThan(out.indexOf("</head>"))
    expect(out.slice(0, out.indexOf("</head>"))).not.toContain("rel=\"stylesheet\"")
    expect(out).toContain(`${LINK}</body>`)
    // The rest of the page as it was, byte for byte ("$&" included).
    expect(out.replace(/<style>[\s\S]*?<\/style>/, LINK).replace(`${LINK}</body>`, "</body>")).toBe(page(LINK, 2))
  })

  it("leaves a page that links no stylesheet as it is", async () => {
    const critical = makeCriticalCss(dist)
    critical.inline(page("", 1), screen)
    await critical.settled()
    expect(critical.inline(page("", 1), screen)).toBe(page("", 1))
  })

  it("keeps linking a stylesheet it cannot read", async () => {
    const critical = makeCriticalCss(dist)
    const missing = '<link rel="stylesheet" href="/assets/gone.css">'
    critical.inline(page(missing, 1), screen)
    await critical.settled()
    expect(critical.inline(page(missing, 1), screen)).toBe(page(missing, 1))
  })

  it("reads a screen's rules once for every screen of the same structure (other products, other words and addresses)", async () => {
    const critical = makeCriticalCss(dist)
    critical.inline(page(LINK, 1), screen)
    await critical.settled()
    const other = '<article class="card space-y-1.5 md:space-y-6"><p class="price">₹899</p><p>Prepaid only</p><button class="[&amp;:not(:first-child)]:mt-3">Add to cart</button></article>'
    expect(structureOf(other)).toBe(structureOf(screen))
    // Known at once: no second reading.
    expect(critical.inline(page(LINK, 1).replace(screen, other), other)).toContain("<style>")
    expect(structureOf('<a href="/a" class="x">A</a>')).not.toBe(structureOf('<a href="/b" class="y">A</a>'))
  })
})
