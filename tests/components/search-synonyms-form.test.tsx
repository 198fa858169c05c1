import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import type { SynonymGroups } from "#domain/search-query.ts"
import { AdminApi } from "#src/app/api-tags.ts"
import type { AdminCalls } from "#src/app/admin-api.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { groupsToText, SearchSynonymsForm, textToGroups } from "#src/routes/_layout/-admin/search-synonyms-form.tsx"

// Issue 19 item 5: the admin edits the search's synonym groups as lines of words; a group the
// Schema refuses is said in a sentence before anything is sent, and a saved list is confirmed.

const saved: Array<SynonymGroups> = []
const runtime = ManagedRuntime.make(Layer.succeed(AdminApi, Effect.succeed({
  saveSynonyms: (synonyms: SynonymGroups) => Effect.sync(() => { saved.push(synonyms); return synonyms })
} as unknown as AdminCalls)))

const show = (synonyms: ReadonlyArray<ReadonlyArray<string>>) => {
  const services = { runtime: apiRuntimeOf(() => Promise.resolve(runtime)), shop: testShop() } as unknown as AppServices
  render(<AppProvider value={services}><SearchSynonymsForm synonyms={synonyms} /></AppProvider>)
  return screen.getByRole("textbox", { name: /Groups of words that mean the same/ }) as HTMLTextAreaElement
}

afterEach(() => {
  cleanup()
  saved.length = 0
})

describe("search synonyms on /admin/settings", () => {
  it("shows a group a line and saves the edited lines as groups", async () => {
    const box = show([["saree", "sari", "साड़ी"], ["chappal", "slippers"]])
    expect(box.value).toBe("saree, sari, साड़ी\nchappal, slippers")
    fireEvent.change(box, { target: { value: `${box.value}\n  dupatta ,chunni,, \n\n` } })
    fireEvent.click(screen.getByRole("button", { name: "Save search synonyms" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Search synonyms saved."))
    expect(saved).toEqual([[["saree", "sari", "साड़ी"], ["chappal", "slippers"], ["dupatta", "chunni"]]])
  })

  it("refuses a word in two groups with a sentence, and sends nothing", () => {
    const box = show([["saree", "sari"]])
    fireEvent.change(box, { target: { value: "saree, sari\nसाड़ी, lugda" } })
    fireEvent.click(screen.getByRole("button", { name: "Save search synonyms" }))
    expect(screen.getByRole("alert").textContent).toBe("'साड़ी' is in two groups (saree and साड़ी); keep it in one.")
    expect(saved).toEqual([])
  })

  it("reads lines back as the groups they show", () => {
    const groups = [["kurti", "kurta"], ["lehenga", "lehnga", "ghagra"]]
    expect(textToGroups(groupsToText(groups))).toEqual(groups)
  })
})
