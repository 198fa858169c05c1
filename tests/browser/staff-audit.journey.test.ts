import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ADMIN_SCREENS } from "#domain/staff.ts"
import { type BrowserSuite, openPage, screenshot, seriousViolations, signIn, signUp, startBrowserSuite, tabTo, VIEWPORTS, visit } from "./support.ts"

// Issue 20 item 8 in Chromium, at phone and desktop widths: an admin gives a registered person the
// catalogue editor's role by keyboard; the editor sees only the catalogue's screens, is told an
// order screen is not for their role, and hides a product; the admin reads both writes in the
// audit log, who and what changed, before and after. axe finds no serious or critical violation.

const ADMIN_MOBILE = "9000000020"
let suite: BrowserSuite

beforeAll(async () => {
  suite = await startBrowserSuite({ adminMobile: ADMIN_MOBILE })
})
afterAll(async () => suite?.close())

describe.each([["phone", VIEWPORTS.phone, 0], ["desktop", VIEWPORTS.desktop, 1]] as const)("staff roles and the audit log at %s width", (name, viewport, index) => {
  it("an admin gives a role; the editor works only on the catalogue; the audit log shows both writes", async () => {
    const admin = await openPage(suite, { viewport })
    const editor = await openPage(suite, { viewport })
    const editorMobile = `900000003${index}`
    const editorName = `Kavya Editor ${name}`
    try {
      if (index === 0) await signUp(suite, admin.page, ADMIN_MOBILE, "Meera Iyer")
      else await signIn(suite, admin.page, ADMIN_MOBILE)
      await signUp(suite, editor.page, editorMobile, editorName)

      // The admin gives the role by keyboard.
      await visit(admin.page, "/admin/staff")
      await admin.page.getByRole("heading", { level: 2, name: /^Staff/ }).waitFor()
      await admin.page.getByLabel("Mobile number", { exact: true }).focus()
      await admin.page.keyboard.type(editorMobile)
      await tabTo(admin.page, /^Role$|Support/)
      await admin.page.getByLabel("Role", { exact: true }).selectOption("catalogue")
      await tabTo(admin.page, /^Give role$/)
      await admin.page.keyboard.press("Enter")
      await admin.page.getByRole("status").filter({ hasText: `${editorMobile} is now Catalogue editor.` }).waitFor()
      await admin.page.getByRole("listitem", { name: `${editorName}, Catalogue editor` }).waitFor()
      expect(await seriousViolations(admin.page)).toEqual([])
      await screenshot(admin.page, `admin-staff-${name}`)

      // The editor's back office: the catalogue's screens only.
      await visit(editor.page, "/admin")
      await editor.page.waitForURL("**/admin/brands")
      const menu = editor.page.getByRole("navigation", { name: "Admin" }).getByRole("link")
      expect((await menu.allInnerTexts()).map((t) => t.trim())).toEqual(ADMIN_SCREENS.filter((s) => s.area === "catalogue").map((s) => s.label))
      expect(await menu.filter({ hasText: /^(Orders|Settings|Staff)$/ }).count()).toBe(0)
      await visit(editor.page, "/admin/orders")
      await editor.page.getByRole("heading", { name: "Not for your role" }).waitFor()
      expect(await editor.page.getByText("You are signed in as Catalogue editor.").count()).toBe(1)
      await visit(editor.page, "/admin/products")
      const hide = editor.page.getByRole("button", { name: /^Hide / }).first()
      const productName = ((await hide.getAttribute("aria-label")) ?? "").replace(/^Hide /, "")
      await hide.click()
      await editor.page.getByRole("button", { name: `Show ${productName}` }).waitFor()

      // The admin reads both writes: the role given, the product hidden, before and after.
      await visit(admin.page, "/admin/audit")
      await admin.page.getByRole("heading", { level: 2, name: /^Audit log/ }).waitFor()
      const entries = admin.page.getByRole("main").locator("ol > li")
      const hidden = entries.filter({ hasText: editorName }).filter({ hasText: "/show" }).first()
      await hidden.locator("summary").click()
      const showRow = hidden.getByRole("row", { name: /^show / })
      expect((await showRow.getByRole("cell").allInnerTexts()).map((t) => t.trim())).toEqual(["true", "false"])
      const given = entries.filter({ hasText: "PUT /admin/staff" }).first()
      await given.locator("summary").focus()
      await admin.page.keyboard.press("Enter")
      expect((await given.getByRole("row", { name: /^role / }).getByRole("cell").allInnerTexts()).map((t) => t.trim())).toEqual(["customer", "catalogue"])
      expect(await seriousViolations(admin.page)).toEqual([])
      await screenshot(admin.page, `admin-audit-${name}`)

      // Taken back: the editor's next click is refused.
      await visit(admin.page, "/admin/staff")
      await admin.page.getByRole("listitem", { name: `${editorName}, Catalogue editor` }).getByRole("button", { name: "Remove role" }).click()
      await admin.page.getByRole("dialog").getByRole("button", { name: "Remove role" }).click()
      await admin.page.getByRole("status").filter({ hasText: `${editorName} is a customer again.` }).waitFor()
      await visit(editor.page, "/admin/brands")
      await editor.page.getByRole("heading", { name: "Admins only" }).waitFor()
      expect(admin.errors.list).toEqual([])
    } finally {
      await admin.close()
      await editor.close()
    }
  }, 240_000)
})
