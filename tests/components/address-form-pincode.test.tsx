import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { DeliveryEstimate } from "#domain/delivery-words.ts"
import { authenticationMachine } from "#machines/authentication.machine.ts"
import { ShopApi } from "#src/app/api-tags.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { AddressForm } from "#src/components/address-form.tsx"
import { testShop } from "#tests/support/test-shop.ts"

// Issue 35 item 5: the pincode's place reaches the address form through the form's actor, a child of
// the shop's root while the form is drawn. Of two pincodes typed one after the other, only the last
// one's place fills the fields, whichever answers last: the first question is abandoned.

const estimateOf = (pincode: string, city: string, state: string): DeliveryEstimate =>
  ({ pincode, place: `${city}, ${state}`, deliverable: true, cod: true, promisedDate: "2026-12-01", city, state })

/** The directory's answers, given by the test: each question waits until its pincode is answered, or is abandoned. */
const directory = () => {
  const questions = new Map<string, { readonly answer: (estimate: DeliveryEstimate) => void; readonly abandoned: AbortSignal }>()
  const runtime = ManagedRuntime.make(Layer.succeed(ShopApi, Effect.succeed({
    deliveryEstimate: (pincode: string) =>
      Effect.async<DeliveryEstimate>((resume, abandoned) => {
        questions.set(pincode, { answer: (estimate) => resume(Effect.succeed(estimate)), abandoned })
      })
  }) as unknown as ShopApi["Type"]))
  return {
    runPromise: (effect: Effect.Effect<unknown, unknown, ShopApi>, options?: { readonly signal?: AbortSignal }) => runtime.runPromise(effect, options),
    asked: () => [...questions.keys()],
    abandoned: (pincode: string) => questions.get(pincode)?.abandoned.aborted,
    answer: async (estimate: DeliveryEstimate) => {
      await act(async () => {
        questions.get(estimate.pincode)!.answer(estimate)
        await new Promise((resolve) => setTimeout(resolve, 10))
      })
    }
  }
}

afterEach(cleanup)

const showForm = () => {
  const shop = testShop()
  const answers = directory()
  const auth = createActor(authenticationMachine, { input: { loginData: null, current_address: null, user_address: [] } })
  const services = { actors: { auth }, shop, runtime: { runPromise: answers.runPromise } } as unknown as AppServices
  const view = render(<AppProvider value={services}><AddressForm busy={false} submitLabel="Save address" onSubmit={() => undefined} /></AppProvider>)
  return { shop, answers, view }
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLSelectElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const formActorsOf = (shop: ReturnType<typeof testShop>) => Object.keys(shop.getSnapshot().context.screens).filter((id) => id.startsWith("addressForm"))

describe("the address form's pincode (issue 35 item 5)", () => {
  it("fills only the last pincode's place when the first pincode's answer comes last", async () => {
    const { answers } = showForm()
    type("Pincode", "560038")
    await waitFor(() => expect(answers.asked()).toEqual(["560038"]))
    type("Pincode", "110001")
    await waitFor(() => expect(answers.asked()).toEqual(["560038", "110001"]))
    // The first question is abandoned as the second is asked.
    await waitFor(() => expect(answers.abandoned("560038")).toBe(true))
    expect(answers.abandoned("110001")).toBe(false)
    await answers.answer(estimateOf("110001", "New Delhi", "Delhi"))
    await waitFor(() => expect(field("City").value).toBe("New Delhi"))
    await answers.answer(estimateOf("560038", "Bangalore", "Karnataka"))
    expect(field("Pincode").value).toBe("110001")
    expect(field("City").value).toBe("New Delhi")
    expect(field("State / union territory").value).toBe("Delhi")
  })

  it("is looked up by an actor of the shop's root while the form is drawn, stopped when it goes", () => {
    const { shop, view } = showForm()
    const [id] = formActorsOf(shop)
    expect(id).toBeDefined()
    expect(shop.system.get(id!)?._parent).toBe(shop)
    view.unmount()
    expect(formActorsOf(shop)).toEqual([])
    expect(shop.system.get(id!)).toBeUndefined()
  })
})
