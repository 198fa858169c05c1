import { describe, expect, it } from "vitest"
import { outboxText } from "./sms-provider.ts"

describe("what the outbox keeps of a message", () => {
  const message = "204913 is your Bazaar sign-in code. It is valid for 5 minutes; do not share it with anyone."

  it("in development, all of it: /dev/outbox and the tests read the code there", () => {
    expect(outboxText(message, { secret: "204913" }, false)).toBe(message)
  })

  it("in production, the code masked wherever it appears", () => {
    expect(outboxText(message, { secret: "204913" }, true)).toBe("****** is your Bazaar sign-in code. It is valid for 5 minutes; do not share it with anyone.")
    expect(outboxText("204913 or 204913", { secret: "204913" }, true)).toBe("****** or ******")
  })

  it("a message without a secret (an order's SMS) is kept as it is", () => {
    expect(outboxText("Your order BZ-000123 is on its way.", undefined, true)).toBe("Your order BZ-000123 is on its way.")
    expect(outboxText("Your order BZ-000123 is on its way.", { secret: "" }, true)).toBe("Your order BZ-000123 is on its way.")
  })
})
