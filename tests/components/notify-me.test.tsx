import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Id } from "#domain/common.ts"
import { CallFailed } from "#domain/failures.ts"
import { Conflict } from "#domain/http/errors.ts"
import { STOCK_ALERT_TEXTS, type StockAlert } from "#domain/stock-alert.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
import { ShopApi } from "#src/app/api-tags.ts"
import { NotifyMe } from "#src/components/notify-me.tsx"

// Issue 19 item 7: "Notify me" on a sold-out option, for a signed-in customer: one click asks for the
// SMS, the page says "We'll SMS you when it's back" and offers to cancel; an option already waited
// for shows that at once; the server's refusal is shown in its own words.

const OPTION = Id.make("0000000000000000000000a1")
const OTHER = Id.make("0000000000000000000000b2")

const alertOf = (optionId: Id): StockAlert => ({
  productId: Id.make("0000000000000000000000c3"), optionId, productName: "Banarasi Silk Saree", slugUrl: "banarasi-silk-saree",
  packSizeName: "Free Size", optionName: "Red", createdAt: "2026-11-26T10:00:00.000Z"
})

/** A fake server: the customer's open alerts, and what each call did. */
const makeServer = (options: { readonly waiting?: ReadonlyArray<Id>; readonly refuse?: boolean } = {}) => {
  const open = new Set<Id>(options.waiting ?? [])
  const calls: Array<string> = []
  const answer = () => Effect.succeed([...open].map(alertOf))
  const runtime = ManagedRuntime.make(Layer.succeed(ShopApi, {
    stockAlerts: Effect.suspend(() => { calls.push("mine"); return answer() }),
    subscribeStockAlert: (optionId: Id) => Effect.suspend(() => {
      calls.push(`subscribe ${optionId}`)
      if (options.refuse === true) return Effect.fail(new CallFailed({ text: "Alert Not Saved", reason: new Conflict({ message: STOCK_ALERT_TEXTS.limit }) }))
      open.add(optionId)
      return answer()
    }),
    unsubscribeStockAlert: (optionId: Id) => Effect.suspend(() => { calls.push(`unsubscribe ${optionId}`); open.delete(optionId); return answer() })
  } as unknown as ShopApi["Type"]))
  const services = { runtime: { runPromise: (e: Effect.Effect<unknown, unknown, ShopApi>, o?: { signal?: AbortSignal }) => runtime.runPromise(e, o) } } as unknown as AppServices
  render(<AppProvider value={services}><NotifyMe optionId={OPTION} /></AppProvider>)
  return { calls, open }
}

afterEach(cleanup)

describe("Notify me", () => {
  it("asks for the SMS with one click, says so, and cancels it", async () => {
    const server = makeServer({ waiting: [OTHER] })
    const notify = await screen.findByRole("button", { name: "Notify me" })
    await waitFor(() => expect((notify as HTMLButtonElement).disabled).toBe(false))
    expect(screen.getByText("We'll send one SMS to your registered mobile number when it's back.")).toBeTruthy()
    fireEvent.click(notify)
    await waitFor(() => expect(screen.getByText("We'll SMS you when it's back.")).toBeTruthy())
    expect(server.open.has(OPTION)).toBe(true)
    fireEvent.click(screen.getByRole("button", { name: "Cancel the SMS" }))
    await waitFor(() => expect(screen.getByText("You will not get an SMS for this option.")).toBeTruthy())
    expect(screen.getByRole("button", { name: "Notify me" })).toBeTruthy()
    expect(server.calls).toEqual(["mine", `subscribe ${OPTION}`, `unsubscribe ${OPTION}`])
    expect([...server.open]).toEqual([OTHER])
  })

  it("shows an option already waited for as such, without asking again", async () => {
    const server = makeServer({ waiting: [OPTION] })
    await waitFor(() => expect(screen.getByText("We'll SMS you when it's back.")).toBeTruthy())
    expect(screen.getByRole("button", { name: "Cancel the SMS" })).toBeTruthy()
    expect(server.calls).toEqual(["mine"])
  })

  it("says the server's sentence when it refuses (the limit of open alerts), and keeps the button", async () => {
    makeServer({ refuse: true })
    const notify = await screen.findByRole("button", { name: "Notify me" })
    await waitFor(() => expect((notify as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(notify)
    await waitFor(() => expect(screen.getByText(STOCK_ALERT_TEXTS.limit)).toBeTruthy())
    expect((screen.getByRole("button", { name: "Notify me" }) as HTMLButtonElement).disabled).toBe(false)
  })
})
