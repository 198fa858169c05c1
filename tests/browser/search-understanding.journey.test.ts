import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type BrowserSuite, openPage, screenshot, seriousViolations, signIn, signUp, startBrowserSuite, VIEWPORTS, visit } from "./support.ts"

// Issue 19 item 5 in Chromium, at phone and desktop widths: a shopper searches "saari" and "साड़ी" from
// the header and gets the sarees; a misspelt query that finds nothing offers "Did you mean" links; the admin adds a group of words on /admin/settings by keyboard, and
// a search for its new word finds what its other word finds. axe finds no serious or critical
// violation on the results and on the settings screen.

const ADMIN_MOBILE = "9000000019"
let suite: BrowserSuite

beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
})
afterAll(async () => suite?.close())

/** The names on the results page. */
const resultNames = (page: Page) => page.locator("main h3, main article a[href^='/product-info/']").allInnerTexts()

const searchFromHeader = async (page: Page, text: string) => {
  const box = page.getByRole("searchbox", { name: "Search products" }).first()
  await box.fill(text)
  await box.press("Enter")
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/product-search/${text}`)
  await page.getByRole("heading", { level: 1, name: `Results for “${text}”` }).waitFor()
}

describe.each([["phone", VIEWPORTS.phone, 0, "floaters"], ["desktop", VIEWPORTS.desktop, 1, "stilettos"]] as const)("search that understands at %s width", (name, viewport, index, meant) => {
  it("'saari' and 'साड़ी' find the sarees; an admin's new group of words decides the search", async () => {
    const { page, errors, close } = await openPage(suite, { viewport })
    try {
      await visit(page, "/")
      for (const asked of ["saari", "साड़ी"]) {
        await searchFromHeader(page, asked)
        const names = (await resultNames(page)).filter((n) => n.trim() !== "")
        expect(names.length).toBeGreaterThan(0)
        expect(names.some((n) => /saree/i.test(n))).toBe(true)
      }
      expect(await seriousViolations(page)).toEqual([])
      await screenshot(page, `search-saari-${name}`)

      // A query that finds nothing offers the closest ones, as links that find products.
      await searchFromHeader(page, "kurtaqqzzxxyyww")
      await page.getByText("No products match.").waitFor()
      const offered = page.locator("main p", { hasText: /^Did you mean/ }).getByRole("link")
      await offered.first().waitFor()
      expect(await page.getByText(/^Did you mean/).count()).toBe(1)
      expect(await seriousViolations(page)).toEqual([])
      await screenshot(page, `search-did-you-mean-${name}`)
      const first = (await offered.first().innerText()).trim()
      await offered.first().click()
      await page.getByRole("heading", { level: 1, name: `Results for “${first}”` }).waitFor()
      await expect.poll(async () => (await resultNames(page)).filter((n) => n.trim() !== "").length).toBeGreaterThan(0)

      // The admin adds a group on /admin/settings, by keyboard.
      if (index === 0) await signUp(suite, page, ADMIN_MOBILE, "Meera Iyer")
      else await signIn(suite, page, ADMIN_MOBILE)
      await visit(page, "/admin/settings")
      const word = `mehfil${name}`
      const box = page.getByRole("textbox", { name: /Groups of words that mean the same/ })
      await box.waitFor()
      expect(await box.inputValue()).toContain("saree, sari, saari, साड़ी")
      await box.focus()
      await page.keyboard.press("Control+End")
      await page.keyboard.type(`\n${word}, ${meant}`)
      await page.getByRole("button", { name: "Save search synonyms" }).focus()
      await page.keyboard.press("Enter")
      await page.getByText("Search synonyms saved.").waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await screenshot(page, `search-synonyms-${name}`)

      await visit(page, `/product-search/${word}`)
      await page.getByRole("heading", { level: 1, name: `Results for “${word}”` }).waitFor()
      await expect.poll(async () => (await resultNames(page)).some((n) => n.toLowerCase().includes(meant.slice(0, -1)))).toBe(true)
      expect(errors.list).toEqual([])
    } finally {
      await close()
    }
  }, 180_000)
})
