import { describe, expect, it } from "vitest"
import { ERROR_TEXTS, type ErrorTextKey } from "./error-texts.ts"

// Written out again from §8 (and §2, §5, §7 for the last four) so a changed letter fails here.
const SPEC_TEXTS: ReadonlyArray<readonly [ErrorTextKey, string]> = [
  ["orderSms", "Order Failed"],
  ["newOrder", "grocer order not create"],
  ["latestOrders", "Pincode Not Found"],
  ["allOrders", "Orders Not Found"],
  ["tokenGeneration", "Pincode Not Found"],
  ["orderUpdate", "order Not Updated"],
  ["brandLists", "404 Not Found"],
  ["brandCreate", "brand Not create"],
  ["brandUpdate", "brand Not create"],
  ["brandDelete", "brand Not create"],
  ["brandImages", "brandimages Not create"],
  ["clientRegister", "client Not create"],
  ["clientSms", "client Not create"],
  ["addAddress", "client Not create"],
  ["updateAddress", "client Not create"],
  ["emailVerify", "404 Not Found"],
  ["productLists", "404 Not Found"],
  ["superCategoriesLoad", "supercategories Not Found"],
  ["superCategoryCreate", "SuperCategory Not create"],
  ["superCategoryUpdate", "supercategory Not create"],
  ["superCategoryDelete", "supercategory Not create"],
  ["categoryLoad", "404 Not Found"],
  ["subCategoryLoad", "404 Not Found"],
  ["categoryTagLoad", "404 Not Found"],
  ["sliderLoad", "404 Not Found"],
  ["userNotFound", "user not found"],
  ["searchEmpty", "Please type something..."],
  ["chunkFailed", "Loading chunk failed"],
  ["fallbackPage", "Unexpected Application Error!"]
]

describe("the §8 error catalogue", () => {
  it.each(SPEC_TEXTS)("stores %s as the exact text '%s'", (key, text) => {
    expect(ERROR_TEXTS[key]).toBe(text)
  })

  it("holds exactly the calls of the spec, no more and no fewer", () => {
    expect(Object.keys(ERROR_TEXTS).sort()).toEqual(SPEC_TEXTS.map(([key]) => key).sort())
  })

  it("keeps the spec's own capitalisation, which differs between super category calls", () => {
    expect(ERROR_TEXTS.superCategoryCreate).not.toBe(ERROR_TEXTS.superCategoryUpdate)
    expect(ERROR_TEXTS.superCategoryUpdate).toBe(ERROR_TEXTS.superCategoryDelete)
  })

  it("has no stray spaces around any text", () => {
    for (const text of Object.values(ERROR_TEXTS)) expect(text).toBe(text.trim())
  })
})
