import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { DIAGRAMMED, MACHINES_DOC, renderMachine, renderMachinesDoc, renderSystem } from "./machine-diagrams.ts"

describe("the machines' diagrams in docs/machines.md", () => {
  it("are the ones drawn from the machines' definitions (run `npm run docs:machines` after a change)", () => {
    const doc = readFileSync(MACHINES_DOC, "utf8")
    expect(doc).toBe(renderMachinesDoc(doc))
  })

  it("draw every machine, and the document has a place for each", () => {
    const doc = readFileSync(MACHINES_DOC, "utf8")
    for (const name of ["system", ...Object.keys(DIAGRAMMED)]) expect(doc).toContain(`<!-- generated:${name} -->`)
  })

  it("show each state, its tags and invokes, and each transition with its event and guard", () => {
    const checkout = renderMachine(DIAGRAMMED.checkout!)
    expect(checkout).toContain('state "payment (tag step.payment, invokes quoteOrder, invokes loadOffers)" as checkout_shopping_payment')
    expect(checkout).toContain("checkout_shopping_review_ready --> checkout_shopping_review_placing : checkout.place [quoteIsClean]")
    expect(checkout).toContain("checkout_shopping_review_placing --> checkout_paying : order.created [paysOnline]")
    const authentication = renderMachine(DIAGRAMMED.authentication!)
    expect(authentication).toContain("authentication_awaitingCode_resendWait --> authentication_awaitingCode_resendOpen : after SECOND [isLastSecond]")
  })

  it("draw the actor system as the inspector receives it: the root's children, the checkout and admin actors included", () => {
    const system = renderSystem()
    for (const child of ["cart · machine cart", "authentication · machine authentication", "orders · machine order", "checkout · machine checkout",
      "admin.brands · machine brand", "catalogue.threeSliders · machine catalogueLoader", "tabs · callback actor"]) {
      expect(system).toContain(child)
    }
  })
})
