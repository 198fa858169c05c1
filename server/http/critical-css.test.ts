import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { makeCriticalCss, structureOf, withoutUnreadProperties } from "./critical-css.ts"

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
    // Moved to the end, and asked for at low priority: the first paint needs only the inlined rules.
    const moved = LINK.replace('rel="stylesheet"', 'rel="stylesheet" fetchpriority="low"')
    expect(out).toContain(`${moved}</body>`)
    // The rest of the page as it was, byte for byte ("$&" included).
    expect(out.replace(/<style>[\s\S]*?<\/style>/, LINK).replace(`${moved}</body>`, "</body>")).toBe(page(LINK, 2))
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

describe("the critical rules without the custom properties nothing reads (issue 36 item 3)", () => {
  const THEME = "@layer theme{:root{--color-a:red;--color-b:blue;--spacing:.25rem;--font-sans:Arial;--default-font:var(--font-sans);--unread-chain:var(--color-b)}}"
  const PROPERTIES = "@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
    "@property --tw-shadow{syntax:\"*\";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:\"*\";inherits:false}"
  const RULES = "@layer base{html{font-family:var(--default-font)}}@layer components;@layer utilities{.a{color:var(--color-a)}.p{padding:calc(var(--spacing)*4)}.s{--tw-shadow:0 1px 2px;box-shadow:var(--tw-shadow)}}"

  it("keeps what a rule reads, through the properties it reads, and drops the rest with the blocks it empties", () => {
    const out = withoutUnreadProperties(THEME + PROPERTIES + RULES, "<p>no inline styles</p>")
    expect(out).toContain("--color-a:red")
    expect(out).toContain("--spacing:.25rem")
    // Read through another property: html reads --default-font, which reads --font-sans.
    expect(out).toContain("--font-sans:Arial")
    expect(out).toContain("--default-font:var(--font-sans)")
    expect(out).toContain("@property --tw-shadow")
    expect(out).toContain("--tw-shadow:0 0 #0000")
    // Declared but never read (a property read only by an unread one is unread too).
    for (const gone of ["--color-b", "--unread-chain", "--tw-blur"]) expect(out).not.toContain(gone)
    // Every rule that is not a custom property's own stays as it was; the statement without a body too.
    expect(out).toContain(RULES)
  })

  it("keeps a property the screen's own inline styles read, and drops an emptied block whole", () => {
    const out = withoutUnreadProperties("@layer theme{:root{--color-b:blue}}@supports (x:y){*{--tw-blur:initial}}", '<p style="color:var(--color-b)">x</p>')
    expect(out).toBe("@layer theme{:root{--color-b:blue}}")
  })
})

