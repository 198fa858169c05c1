import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gunzipSync } from "node:zlib"
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FIRST_CARDS } from "#domain/first-cards.ts"
import { CATALOGUE_LIST_READS, catalogueListAnswer, catalogueListPath } from "#domain/http/catalogue-lists.ts"
import { FirstPayload, unpackRows } from "#domain/http/first-payload.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

let server: TestServer
let dist: string
const script = `console.log("${"bazaar ".repeat(400)}")`

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "bazaar-dist-"))
  mkdirSync(join(dist, "assets"))
  writeFileSync(join(dist, "index.html"), "<!doctype html><html><head><title>Bazaar</title></head><body><div id=\"root\"></div></body></html>")
  writeFileSync(join(dist, "assets", "index-abc123.js"), script)
  server = await startTestServer({ distDir: dist })
})
afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})

const bootOf = (html: string) => {
  const match = /<script id="bazaar-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
  // Issue 35 item 7: what the server embeds is the payload the domain describes, every entry of every list included.
  // Issue 36 item 3: its lists of like rows packed without their repeated keys, unpacked as the browser does.
  return match === null ? null : Schema.decodeUnknownSync(FirstPayload, { onExcessProperty: "error" })(unpackRows(JSON.parse(match[1]!)))
}

/** The page at `path`, asked again every 50 ms until `ready` holds of it (within 5 s: far less than the payload's 10 s at most). */
const pageUntil = async (path: string, ready: (html: string) => boolean) => {
  const deadline = Date.now() + 5_000
  for (;;) {
    const html = await (await fetch(server.baseUrl + path)).text()
    if (ready(html)) return html
    if (Date.now() > deadline) throw new Error(`the page at ${path} did not change within 5 s`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe("the page shell", () => {
  it("embeds the seller portal URL, the catalogue lists the first screen draws, and on the home page its sliders and a preload of the first slide", async () => {
    const asked = Date.now()
    const home = await (await fetch(server.baseUrl + "/")).text()
    expect(home).toContain('<meta name="bazaar:seller-portal-url" content="https://seller.bazaar.example/" />')
    const boot = bootOf(home)
    // When its catalogue was read (ADR 017): within the payload's reuse (10 s) of this request.
    expect(boot?.readAt).toBeGreaterThan(asked - 10_000)
    expect(boot?.readAt).toBeLessThanOrEqual(Date.now())
    expect(boot?.catalogue?.superCategories?.map((s) => s.name)).toHaveLength(6)
    // No product: the home page's lists are read by their sections as they come into view (issue 36
    // item 3; `bootOf` refuses a key the payload does not declare).
    expect(home).not.toContain('"productLists"')
    expect(home).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${boot!.catalogue!.mainHomeSliders![0]!.desktopImage}"`)
    // Issue 36 item 3: only what the first screen draws; the search's lists come as kept answers (ADR 056).
    expect(Object.keys(boot?.catalogue ?? {}).sort()).toEqual(["categories", "mainHomeSliders", "superCategories", "threeSliders"])
    const listing = await (await fetch(server.baseUrl + "/category/men")).text()
    expect(Object.keys(bootOf(listing)?.catalogue ?? {}).sort()).toEqual(["categories", "superCategories"])
    expect(listing).not.toContain('rel="preload" as="image"')
  })

  it("answers every catalogue list the browser's loaders read as a kept answer, at the path and in the shape the contract declares (ADR 056)", async () => {
    for (const resource of Object.keys(CATALOGUE_LIST_READS) as ReadonlyArray<keyof typeof CATALOGUE_LIST_READS>) {
      const response = await fetch(server.baseUrl + catalogueListPath(resource))
      expect(response.status, resource).toBe(200)
      // Kept: the browser revalidates it by its tag instead of reading it whole again.
      const etag = response.headers.get("etag")
      expect(etag, resource).toBeTruthy()
      const answer = Schema.decodeUnknownSync(catalogueListAnswer(resource) as unknown as Schema.Schema<Record<string, ReadonlyArray<unknown>>, unknown>)(await response.json())
      expect(answer[CATALOGUE_LIST_READS[resource].key]!.length, resource).toBeGreaterThan(0)
      expect((await fetch(server.baseUrl + catalogueListPath(resource), { headers: { "if-none-match": etag! } })).status, resource).toBe(304)
    }
  })

  it("embeds the API answers of a product, category or subcategory screen under their request paths", async () => {
    const list = (await (await fetch(server.baseUrl + "/api/v1/product/all?limit=1")).json()) as { product: Array<{ slugUrl: string }> }
    const slug = list.product[0]!.slugUrl
    const product = bootOf(await (await fetch(`${server.baseUrl}/product-info/${slug}`)).text())!
    const direct = await (await fetch(`${server.baseUrl}/api/v1/product/verify-slugurl/${slug}`)).json()
    expect(product.prefetch).toEqual({ [`/api/v1/product/verify-slugurl/${slug}`]: direct })
    const category = bootOf(await (await fetch(`${server.baseUrl}/category/men`)).text())!
    // A listing's first page with the cards its first view draws only, and the page's own paging (ADR 058).
    const page = (await (await fetch(`${server.baseUrl}/api/v1/product/all?category=men`)).json()) as { product: Array<unknown>; total: number; limit: number }
    expect(page.product.length).toBeGreaterThan(FIRST_CARDS)
    expect(category.prefetch!["/api/v1/product/all?category=men"]).toEqual({ ...page, product: page.product.slice(0, FIRST_CARDS) })
    expect(category.prefetch!["/api/v1/category/slugurl/men"]).toEqual(await (await fetch(`${server.baseUrl}/api/v1/category/slugurl/men`)).json())
    const filtered = bootOf(await (await fetch(`${server.baseUrl}/category/men?page=2`)).text())!
    expect(filtered.prefetch).toEqual({})
    const unknown = bootOf(await (await fetch(`${server.baseUrl}/product-info/no-such-product`)).text())!
    expect(unknown.prefetch).toEqual({})
  })

  it("answers the page for a path whose slug decodes to something odd, instead of an error", async () => {
    const odd = await fetch(server.baseUrl + "/product-info/%25E0")
    expect(odd.status).toBe(200)
    expect(bootOf(await odd.text())).not.toBeNull()
  })

  it("keeps a '<' or a '$' pattern in catalogue text from breaking the page", async () => {
    const name = "Toys </script><script>alert(1)</script> $` $' $& $$"
    await fetch(server.baseUrl + "/")
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE super_categories SET name = ${name} WHERE slug_url = 'toys--games'`))
    // The first payload is read again once the database's notification of the change is heard (not
    // after its 10 s at most): within moments.
    const html = await pageUntil("/", (page) => bootOf(page)?.catalogue?.superCategories?.some((s) => s.name === name) === true)
    expect(html).not.toContain("</script><script>alert(1)")
    // Also no "$`"-style replacement patterns: the JSON parses and holds the name as written.
    expect(bootOf(html)?.catalogue?.superCategories?.map((s) => s.name)).toContain(name)
  })

  it("draws the next page from the changed catalogue as soon as the database tells of the change", async () => {
    const first = bootOf(await (await fetch(server.baseUrl + "/")).text())
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE main_home_sliders SET position = position`))
    const readAgain = await pageUntil("/", (page) => (bootOf(page)?.readAt ?? 0) > (first?.readAt ?? 0))
    expect(bootOf(readAgain)?.readAt).toBeGreaterThan(first?.readAt ?? 0)
  })

  it("compresses the page and the built files for browsers that accept it, and not otherwise", async () => {
    const gz = await fetch(server.baseUrl + "/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } })
    expect(gz.headers.get("content-encoding")).toBe("gzip")
    expect(gz.headers.get("cache-control")).toContain("immutable")
    const plain = await new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
      // fetch always asks for compression; node:http lets the test ask for none.
      import("node:http").then(({ get }) =>
        get(server.baseUrl + "/assets/index-abc123.js", { headers: { "accept-encoding": "identity" } }, (res) => {
          const chunks: Array<Buffer> = []
          res.on("data", (c: Buffer) => chunks.push(c))
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks).toString() }))
        }).on("error", reject))
    })
    expect(plain).toEqual({ encoding: undefined, body: script })
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(server.baseUrl + "/", { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Array<Buffer> = []
          res.on("data", (c: Buffer) => chunks.push(c))
          res.on("end", () => resolve(Buffer.concat(chunks)))
        }).on("error", reject))
    })
    expect(gunzipSync(raw).toString()).toContain('id="bazaar-boot"')
  })

  // Issue 16: a page the server does not draw shows §2's 'Loading...', never a blank white page.
  it("shows 'Loading...' on a screen the server does not draw (the cart, the checkout, the FAQ), marked for the app to replace", async () => {
    for (const path of ["/cart", "/check-out", "/Faq", "/About"]) {
      const page = await (await fetch(server.baseUrl + path)).text()
      expect(page, path).toMatch(/<div id="root"><p role="status" data-loading="" [^>]*>Loading\.\.\.<\/p><\/div>/)
    }
  })

  it("sends a slug typed with capitals to its lower-case address (301), keeping the query", async () => {
    const answer = await fetch(server.baseUrl + "/search/Clothing/men?page=2", { redirect: "manual" })
    expect(answer.status).toBe(301)
    expect(answer.headers.get("location")).toBe("/search/clothing/men?page=2")
    const tracking = await fetch(server.baseUrl + "/order-tracking/BZ-000001", { redirect: "manual" })
    expect(tracking.status).toBe(200)
  })

  it("answers the header's search form sent before the app started with the results' address", async () => {
    const answer = await fetch(server.baseUrl + "/product-search?q=" + encodeURIComponent(" silk saree "), { redirect: "manual" })
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe("/product-search/silk%20saree")
    const empty = await fetch(server.baseUrl + "/product-search?q=", { redirect: "manual" })
    expect(empty.headers.get("location")).toBe("/searchproductpage")
  })

  // Found by a journey: the seeded "Desi Denim Co." products have slugs with a dot, and their pages
  // answered 404 because the address looked like a file's.
  it("answers a product page whose slug has a dot, and a 404 for a missing file of a type the shop serves", async () => {
    const list = (await (await fetch(server.baseUrl + "/api/v1/product/search?q=Desi%20Denim&limit=50")).json()) as { products: Array<{ slugUrl: string }> }
    const dotted = list.products.find((p) => p.slugUrl.includes("."))
    expect(dotted, "a seeded product with a dot in its slug").toBeDefined()
    const page = await fetch(`${server.baseUrl}/product-info/${dotted!.slugUrl}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('id="bazaar-boot"')
    for (const missing of ["/assets/gone-123.js", "/logo.png", "/manifest.webmanifest", "/FAVICON.ICO"]) {
      expect((await fetch(server.baseUrl + missing)).status, missing).toBe(404)
    }
  })

  // Issue 17: a page is drawn and answered by its canonical address; a parameter no screen reads (a
  // campaign's utm_source, a random string) changes nothing, and one a screen reads still counts.
  // Issue 33: an address no screen has answered 200; it is the shop's page (its not-found screen) with 404.
  it("answers an address no screen has with 404 and the shop's page, and a screen's address with 200", async () => {
    for (const path of ["/no-such-page", "/a/b/c", "/product-info", "/admin/orders/BZ-000001/nothing"]) {
      const answer = await fetch(server.baseUrl + path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers.get("content-type"), path).toBe("text/html; charset=utf-8")
      const html = await answer.text()
      expect(html, path).toContain('<div id="root">')
      expect(bootOf(html)?.catalogue?.superCategories?.length, path).toBeGreaterThan(0)
    }
    for (const path of ["/", "/Register", "/register/", "/cart", "/product-info/any-slug", "/search/clothing/men", "/admin/orders"]) {
      expect((await fetch(server.baseUrl + path)).status, path).toBe(200)
    }
  })

  // Issue 33: every two-segment address is the brand page's, and `/x/y` answered 200.
  it("answers a brand page of a category and shown brand the shop has with 200, and any other with 404", async () => {
    const categories = (await (await fetch(server.baseUrl + "/api/v1/category/all")).json()) as { category: Array<{ slugUrl: string }> }
    const category = categories.category[0]!.slugUrl
    const brands = (await (await fetch(server.baseUrl + "/api/v1/brand/all")).json()) as { brands: Array<{ slugUrl: string; show: boolean }> }
    const brand = brands.brands.find((b) => b.show)!.slugUrl
    expect((await fetch(`${server.baseUrl}/${category}/${brand}`)).status).toBe(200)
    for (const path of ["/x/y", `/${category}/no-such-brand`, `/no-such-category/${brand}`, "/admin/no-such-screen"]) {
      const answer = await fetch(server.baseUrl + path)
      expect(answer.status, path).toBe(404)
      expect(await answer.text(), path).toContain('<div id="root">')
    }
  })

  it("answers a page whose address has parameters no screen reads as the page itself, its answers included", async () => {
    const list = (await (await fetch(server.baseUrl + "/api/v1/product/all?limit=1")).json()) as { product: Array<{ slugUrl: string }> }
    const slug = list.product[0]!.slugUrl
    const plain = bootOf(await (await fetch(`${server.baseUrl}/product-info/${slug}`)).text())!
    const campaign = bootOf(await (await fetch(`${server.baseUrl}/product-info/${slug}?utm_source=whatsapp&x=${Math.random()}`)).text())!
    expect(campaign.prefetch).toEqual(plain.prefetch)
    expect(Object.keys(plain.prefetch ?? {})).toHaveLength(1)
    // A listing's page 2 is another page: the first page's answers are not embedded for it.
    const second = bootOf(await (await fetch(`${server.baseUrl}/category/men?page=2&utm_source=x`)).text())!
    expect(second.prefetch).toEqual({})
  })
})

describe("the Hindi shop's pages (issue 39, ADR 064)", () => {
  const redirectOf = (path: string, headers: Record<string, string> = {}) => fetch(server.baseUrl + path, { redirect: "manual", headers })

  it("answers a screen's page under /hi in Hindi, with the screen's answers and its address in both languages for search engines", async () => {
    const hindi = await (await fetch(server.baseUrl + "/hi/category/men")).text()
    const english = await (await fetch(server.baseUrl + "/category/men")).text()
    expect(hindi).toMatch(/<html lang="hi-IN">/)
    expect(english).toMatch(/<html lang="en-IN">/)
    expect(bootOf(hindi)?.prefetch).toEqual(bootOf(english)?.prefetch)
    for (const page of [hindi, english]) {
      expect(page).toMatch(/<link rel="alternate" hreflang="en-IN" href="http[^"]+\/category\/men" \/>/)
      expect(page).toMatch(/<link rel="alternate" hreflang="hi-IN" href="http[^"]+\/hi\/category\/men" \/>/)
      expect(page).toMatch(/<link rel="alternate" hreflang="x-default" href="http[^"]+\/category\/men" \/>/)
    }
    const home = await (await fetch(server.baseUrl + "/hi")).text()
    expect(home).toMatch(/<html lang="hi-IN">/)
    expect(home).toMatch(/<link rel="alternate" hreflang="en-IN" href="http[^"]+\/" \/>/)
    expect(bootOf(home)?.catalogue?.mainHomeSliders?.length).toBeGreaterThan(0)
  })

  it("shows 'Loading...' in Hindi on a Hindi screen the server does not draw", async () => {
    const cart = await (await fetch(server.baseUrl + "/hi/cart")).text()
    expect(cart).toMatch(/<div id="root"><p role="status" data-loading="" [^>]*>लोड हो रहा है\.\.\.<\/p><\/div>/)
  })

  it("keeps the language in its redirects: a capitalised slug and the header's search form", async () => {
    const capitals = await redirectOf("/hi/search/Clothing/men?page=2")
    expect(capitals.status).toBe(301)
    expect(capitals.headers.get("location")).toBe("/hi/search/clothing/men?page=2")
    const search = await redirectOf("/hi/product-search?q=" + encodeURIComponent("saree"))
    expect(search.status).toBe(303)
    expect(search.headers.get("location")).toBe("/hi/product-search/saree")
  })

  it("sends a visit to / to the Hindi home when the shopper chose Hindi or their browser prefers it, and no deeper address", async () => {
    const preferred = await redirectOf("/?utm_source=sms", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" })
    expect(preferred.status).toBe(302)
    expect(preferred.headers.get("location")).toBe("/hi?utm_source=sms")
    expect(preferred.headers.get("vary")).toMatch(/accept-language/)
    // The shopper's own choice (the switch's cookie) comes before the browser's.
    const chose = await redirectOf("/", { "accept-language": "hi-IN,hi;q=0.9", cookie: "bazaar_lang=en" })
    expect(chose.status).toBe(200)
    expect(chose.headers.get("vary")).toMatch(/cookie/)
    expect((await redirectOf("/", { cookie: "bazaar_lang=hi" })).headers.get("location")).toBe("/hi")
    // An English browser, a malformed cookie and a deeper address stay where they are.
    expect((await redirectOf("/", { "accept-language": "en-IN,en;q=0.9,hi;q=0.8" })).status).toBe(200)
    expect((await redirectOf("/", { cookie: "bazaar_lang=fr" })).status).toBe(200)
    expect((await redirectOf("/category/men", { "accept-language": "hi-IN" })).status).toBe(200)
  })
})
