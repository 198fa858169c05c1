import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Id } from "#domain/common.ts"
import { STOCK_ALERT_TEXTS, type StockAlert } from "#domain/stock-alert.ts"
import { lazyApiRuntime } from "#src/app/runtime.ts"
import { testShop } from "#tests/support/test-shop.ts"
import { AppProvider, type AppServices } from "#src/app/app-context.tsx"
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

/**
 * A fake server behind the browser's fetch, answering the contract's stock alert calls: the
 * customer's open alerts, and what each call did (the client is the one derived from the contract).
 */
const makeServer = (options: { readonly waiting?: ReadonlyArray<Id>; readonly refuse?: boolean } = {}) => {
  const open = new Set<Id>(options.waiting ?? [])
  const calls: Array<string> = []
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
  const answer = () => json(200, { success: true, alerts: [...open].map(alertOf) })
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    if (request.method === "GET" && path === "/api/v1/stock-alerts") {
      calls.push("mine")
      return answer()
    }
    if (request.method === "POST" && path === "/api/v1/stock-alerts") {
      const { optionId } = (await request.json()) as { optionId: Id }
      calls.push(`subscribe ${optionId}`)
      if (options.refuse === true) return json(409, { success: false, _tag: "Conflict", message: STOCK_ALERT_TEXTS.limit })
      open.add(optionId)
      return answer()
    }
    const cancelled = /^\/api\/v1\/stock-alerts\/([0-9a-f]{24})$/.exec(path)
    if (request.method === "DELETE" && cancelled !== null) {
      calls.push(`unsubscribe ${cancelled[1]}`)
      open.delete(cancelled[1] as Id)
      return answer()
    }
    return json(404, { success: false, message: "No API call" })
  })
  const services = { runtime: lazyApiRuntime((input, init) => fetch(input, init)), shop: testShop() } as unknown as AppServices
  render(<AppProvider value={services}><NotifyMe optionId={OPTION} /></AppProvider>)
  return { calls, open }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})


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
