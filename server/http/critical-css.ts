import { createHash } from "node:crypto"
import Beasties from "beasties"
import postcss from "postcss"

/**
 * The critical CSS of a drawn screen (issue 36 item 4, ADR 057): the rules of the built stylesheet
 * that the screen's own elements use, inlined in the page's head, with the stylesheet's link moved
 * to the end of the body, so the first paint waits for no stylesheet (on a phone, a request and a
 * second layout less). Beasties (the maintained fork of Google's Critters) matches the
 * stylesheet's selectors against the screen.
 *
 * The rules depend on the drawn screen alone, not on the page around it (the first payload and its
 * `readAt` change every few seconds), and only on its structure (`structureOf`), so they are found
 * once per structure after the first page that shows it was sent (about 25 to 60 ms of CPU on the
 * event loop, one screen at a time), and kept; that first page links the stylesheet as built. The moved link needs no
 * script, so the Content-Security-Policy (no inline scripts) stands; inline `<style>` it allows.
 */
export interface CriticalCss {
  /** The page with its screen's critical CSS inlined, when it is known; else the page as it is, and it is found for the next. */
  readonly inline: (page: string, screenHtml: string) => string
  /** Resolves once every screen being read is done (for tests). */
  readonly settled: () => Promise<void>
}

/** How many screen structures' rules are kept; beyond it the oldest is dropped. */
const SCREENS_KEPT = 500
/** How many screens may wait to be read; a screen beyond it is read when it is asked for again. */
const READS_WAITING = 50

/**
 * What a screen's rules depend on: its elements, their classes and the attributes selectors read,
 * without its text and the attributes that only name things (addresses, images, labels). Two
 * product pages, or a listing sorted otherwise, have the same structure and share their rules.
 */
export const structureOf = (screenHtml: string): string =>
  screenHtml
    .replace(/>[^<]+</g, "><")
    .replace(/\s(?:src|srcset|href|alt|title|aria-label|aria-labelledby|aria-describedby|id|for|name|value|content|style|width|height|data-[\w-]+)="[^"]*"/g, "")

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g

/**
 * A moved link is fetched at low priority: the first paint needs only the inlined rules, so the
 * page's first images and scripts go first (Chromium asks for a stylesheet at its highest priority
 * otherwise, wherever it stands, and Lighthouse then counts it in the first paint's path).
 */
const lowPriority = (link: string) => link.replace('rel="stylesheet"', 'rel="stylesheet" fetchpriority="low"')

/**
 * Rules Beasties cannot match, which it would leave out: it strips a selector's pseudo-classes
 * before matching, so Tailwind's spacing between children (`space-y-4`, `divide-y`:
 * `:where(.space-y-4>:not(:last-child))`) and arbitrary variants (`[&:not(:first-child)]:mt-3`:
 * `.\[\&\:not\(\:first-child\)\]\:mt-3:not(:first-child)`) never match. Left out, the first
 * paint spaced those elements otherwise than the full stylesheet: a layout shift. The rules of the
 * screen's own such classes are named for it, as their selectors begin.
 */
const ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" }
const cssEscaped = (name: string) => name.replace(/[^\w-]/g, "\\$&")
const regexEscaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

export const unmatchableRules = (screenHtml: string): ReadonlyArray<RegExp> => {
  const classes = new Set<string>()
  for (const [, value] of screenHtml.matchAll(/class="([^"]*)"/g)) {
    for (const name of value!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!).split(/\s+/)) {
      if (/(?:^|:)(?:space|divide)-|\[&/.test(name)) classes.add(name)
    }
  }
  if (classes.size === 0) return []
  const selectors = [...classes].map((name) => regexEscaped(`.${cssEscaped(name)}`))
  return [new RegExp(`^(?::where\\()?(?:${selectors.join("|")})(?![\\w-])`)]
}

/** The custom properties a CSS value reads (`var(--name...)`). */
const readsOf = (value: string) => Array.from(value.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1]!)

/**
 * The critical rules without the custom properties nothing in them reads (issue 36 item 3): the
 * theme's variables and Tailwind's `@property` registrations come whole with every screen's rules
 * (7 of the listing's 20 KB, 1.4 KB of its brotli), though a screen reads a few. A property is
 * kept when a declaration that is not a custom property's own reads it, or the screen's inline
 * styles do, or a kept property's value does; the rest go, with the rules and at-rules left empty.
 * The full stylesheet, loaded after the first paint, declares them all again.
 */
export const withoutUnreadProperties = (css: string, screenHtml: string): string => {
  const root = postcss.parse(css)
  const read = new Set(readsOf(screenHtml))
  const values = new Map<string, Array<string>>()
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--")) values.set(declaration.prop, [...(values.get(declaration.prop) ?? []), declaration.value])
    else for (const name of readsOf(declaration.value)) read.add(name)
  })
  const waiting = [...read]
  while (waiting.length > 0) {
    for (const name of (values.get(waiting.pop()!) ?? []).flatMap(readsOf)) {
      if (read.has(name)) continue
      read.add(name)
      waiting.push(name)
    }
  }
  root.walkAtRules("property", (rule) => { if (!read.has(rule.params.trim())) rule.remove() })
  root.walkDecls((declaration) => { if (declaration.prop.startsWith("--") && !read.has(declaration.prop)) declaration.remove() })
  // Emptied rules go, then the at-rules they leave empty (a statement such as `@layer a,b;` has no body and stays).
  let emptied = true
  while (emptied) {
    emptied = false
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes !== undefined && node.nodes.length === 0) {
        node.remove()
        emptied = true
      }
    })
  }
  return root.toString()
}

export const makeCriticalCss = (distDir: string): CriticalCss => {
  const beastiesFor = (screenHtml: string) =>
    new Beasties({
      path: distDir,
      publicPath: "/",
      // The built stylesheet stays whole: the rest of the app (dialogs, other screens) needs it.
      pruneSource: false,
      inlineFonts: false,
      compress: true,
      logLevel: "silent",
      allowRules: [...unmatchableRules(screenHtml)]
    })
  // Kept rules by screen structure, oldest first (a Map keeps its insertion order); each distinct
  // set of rules is held once however many structures share it.
  const found = new Map<string, string>()
  const distinct = new Map<string, string>()
  const keep = (key: string, css: string) => {
    if (found.size >= SCREENS_KEPT) found.delete(found.keys().next().value!)
    if (distinct.size >= SCREENS_KEPT) distinct.clear()
    const held = distinct.get(css) ?? css
    distinct.set(held, held)
    found.set(key, held)
  }
  const pending = new Map<string, Promise<void>>()
  // One screen is read at a time, after the answers already under way: never two Beasties runs
  // together on the event loop, and never more than READS_WAITING screens queued.
  let queue: Promise<void> = Promise.resolve()
  const find = (key: string, links: ReadonlyArray<string>, screenHtml: string) => {
    const document = `<!doctype html><html><head>${links.join("")}</head><body><div id="root">${screenHtml}</div></body></html>`
    const reading = queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => beastiesFor(screenHtml).process(document))
      .then((out) => {
        const css = withoutUnreadProperties(/<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? "", screenHtml)
        // Rules that could close the element they are inlined in are not inlined.
        keep(key, css.includes("</") ? "" : css)
      })
      // A stylesheet that cannot be read: the pages of this screen keep linking it as built.
      .catch(() => keep(key, ""))
      .finally(() => pending.delete(key))
    queue = reading
    pending.set(key, reading)
  }
  return {
    inline: (page, screenHtml) => {
      const end = page.indexOf("</head>")
      if (end < 0) return page
      const head = page.slice(0, end)
      const links = head.match(STYLESHEET) ?? []
      if (links.length === 0) return page
      const key = createHash("sha1").update(links.join("")).update(structureOf(screenHtml)).digest("base64url")
      const css = found.get(key)
      if (css === undefined) {
        if (!pending.has(key) && pending.size < READS_WAITING) find(key, links, screenHtml)
        return page
      }
      if (css === "") return page
      // The links leave the head for the end of the body; the rules take the first one's place.
      // Replacer functions: a replacement string would read "$&" in the CSS as a pattern.
      let first = true
      const inlined = head.replace(STYLESHEET, () => (first ? ((first = false), `<style>${css}</style>`) : ""))
      return inlined + page.slice(end).replace("</body>", () => `${links.map(lowPriority).join("")}</body>`)
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending.values()])
    }
  }
}
