import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime, Option } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import type { DeliveryEstimate } from "#domain/delivery-words.ts"
import { CallFailed } from "#domain/failures.ts"
import { NotFound } from "#domain/http/errors.ts"
import { Pincode } from "#domain/order.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { apiRuntimeOf } from "#src/app/runtime.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { ShopApi } from "#src/app/api-tags.ts"
import { makeBrowserStorage, STORAGE_KEYS } from "#src/app/storage.ts"
import { PincodeCheck } from "#src/components/pincode-check.tsx"
import { memoryStorage } from "#tests/support/memory-storage.ts"

// Issue 19 item 2: "Deliver to pincode" on the product page and the cart: the answer in a sentence,
// a malformed pincode refused before any call, and the pincode kept for the next page.

const asked: Array<string> = []
const answers: Record<string, Effect.Effect<DeliveryEstimate, CallFailed>> = {
  "560038": Effect.succeed({ pincode: "560038", place: "Bangalore, Karnataka", deliverable: true, cod: true, promisedDate: "2026-11-27" }),
  "682001": Effect.succeed({ pincode: "682001", place: "Ernakulam, Kerala", deliverable: false, cod: false, promisedDate: null }),
  "999999": Effect.fail(new CallFailed({ text: "Pincode Not Found", reason: new NotFound({ message: "We could not find the pincode 999999; please check it." }) }))
}
const runtime = ManagedRuntime.make(Layer.succeed(ShopApi, Effect.succeed({
  deliveryEstimate: (pincode: string) => Effect.suspend(() => { asked.push(pincode); return answers[pincode]! })
}) as unknown as ShopApi["Type"]))


const show = (storage = makeBrowserStorage(memoryStorage(), (work) => work())) => {
  const services = { runtime: apiRuntimeOf(() => Promise.resolve(runtime)), storage, shop: testShop() } as unknown as AppServices
  render(<AppProvider value={services}><PincodeCheck /></AppProvider>)
  return storage
}

const ask = (pincode: string) => {
  fireEvent.change(screen.getByLabelText("Deliver to pincode"), { target: { value: pincode } })
  fireEvent.click(screen.getByRole("button", { name: "Check" }))
}

afterEach(() => {
  cleanup()
  asked.length = 0
})

describe("Deliver to pincode", () => {
  it("says by when and whether COD is taken, and keeps the pincode for the next page", async () => {
    const storage = show()
    ask("560038")
    await waitFor(() => expect(screen.getByText("Delivery to 560038 (Bangalore, Karnataka) by Fri, 27 Nov. Cash on Delivery available.")).toBeTruthy())
    cleanup()
    show(storage)
    // The next page checks the kept pincode by itself.
    await waitFor(() => expect(asked).toEqual(["560038", "560038"]))
    expect((screen.getByLabelText("Deliver to pincode") as HTMLInputElement).value).toBe("560038")
    expect(Option.getOrUndefined(storage.read(STORAGE_KEYS.deliveryPincode, Pincode))).toBe("560038")
  })

  it("says where the shop does not deliver, and the server's sentence for a pincode it does not know", async () => {
    show()
    ask("682001")
    await waitFor(() => expect(screen.getByText("Sorry, we do not deliver to 682001 (Ernakulam, Kerala) yet.")).toBeTruthy())
    ask("999999")
    await waitFor(() => expect(screen.getByText("We could not find the pincode 999999; please check it.")).toBeTruthy())
  })

  it("refuses a malformed pincode with a sentence before asking anyone; only digits can be typed", () => {
    show()
    ask("012345")
    expect(screen.getByText("The pincode must have 6 digits and must not start with 0.")).toBeTruthy()
    expect(screen.getByLabelText("Deliver to pincode").getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(screen.getByLabelText("Deliver to pincode"), { target: { value: "56a0-38" } })
    expect((screen.getByLabelText("Deliver to pincode") as HTMLInputElement).value).toBe("56038")
    expect(asked).toEqual([])
  })
})
