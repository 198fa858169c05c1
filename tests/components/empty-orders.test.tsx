import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { useTexts } from "#src/i18n/i18n.tsx"
import { ordersTexts } from "#src/i18n/texts/orders.ts"
import { inHindi } from "../support/in-hindi.tsx"

afterEach(cleanup)

// Issue 39: an area's texts (src/i18n/texts/<area>.ts) in English and in Hindi.
function EmptyTitle() {
  const { t } = useTexts(ordersTexts)
  return <h1>{t("orders.emptyTitle")}</h1>
}

describe("an area's texts", () => {
  it("are the English ones outside a Hindi page", () => {
    render(<EmptyTitle />)
    expect(screen.getByRole("heading").textContent).toBe("No orders yet")
  })

  it("are the Hindi ones on a Hindi page, fetched before it draws", async () => {
    render(await inHindi(<EmptyTitle />))
    expect(screen.getByRole("heading").textContent).toBe("अभी तक कोई ऑर्डर नहीं")
  })
})
