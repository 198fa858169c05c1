import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ContactMessage } from "#domain/http/shop.http.ts"
import { ContactPage } from "#src/components/pages/contact-page.tsx"

afterEach(cleanup)

type Send = (message: ContactMessage) => Promise<string | null>

const field = (label: "Name" | "E-mail" | "Mobile (optional)" | "Message") =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
const type = (label: Parameters<typeof field>[0], value: string) => fireEvent.change(field(label), { target: { value } })
const submitButton = () => screen.getByRole("button", { name: /send message|sending/i }) as HTMLButtonElement
const values = () => ["Name", "E-mail", "Mobile (optional)", "Message"].map((label) => field(label as Parameters<typeof field>[0]).value)

/** A `send` whose answer the test gives when it wants, recording every message. */
const deferredSend = () => {
  const sent: Array<ContactMessage> = []
  let answer: (result: string | null) => void = () => {}
  let fail: (error: unknown) => void = () => {}
  const send: Send = (message) => {
    sent.push(message)
    return new Promise((resolve, reject) => { answer = resolve; fail = reject })
  }
  return { send, sent, answer: (result: string | null) => answer(result), fail: (error: unknown) => fail(error) }
}

const fillGoodMessage = () => {
  type("Name", "  Asha Rao  ")
  type("E-mail", " asha.rao@example.in ")
  type("Mobile (optional)", "98765 43210")
  type("Message", "  Where is my parcel BZ-000123? It was due yesterday.  ")
}

describe("ContactPage form", () => {
  it("has a labelled input for each field and a send button", () => {
    render(<ContactPage send={vi.fn<Send>()} />)
    expect(field("Name").tagName).toBe("INPUT")
    expect(field("E-mail").getAttribute("type")).toBe("email")
    expect(field("Mobile (optional)").getAttribute("type")).toBe("tel")
    expect(field("Message").tagName).toBe("TEXTAREA")
    expect(submitButton().textContent).toBe("Send message")
    expect(submitButton().disabled).toBe(false)
  })

  it("refuses bad input with one message per problem, marks the fields, focuses the first, and does not call send", () => {
    const send = vi.fn<Send>()
    render(<ContactPage send={send} />)
    type("Name", " R ")
    type("E-mail", "asha.example.in")
    type("Mobile (optional)", "12345")
    type("Message", "Help!")
    fireEvent.click(submitButton())
    expect(send).not.toHaveBeenCalled()
    const alert = screen.getByRole("alert")
    expect(Array.from(alert.querySelectorAll("li")).map((li) => li.textContent)).toEqual([
      "Please enter your name (at least 2 characters).",
      "Please enter a valid e-mail address, like name@example.com.",
      "Please enter a 10-digit mobile number starting with 6, 7, 8 or 9, or leave it empty.",
      "Please write your message (at least 10 characters)."
    ])
    for (const label of ["Name", "E-mail", "Mobile (optional)", "Message"] as const) {
      expect(field(label).getAttribute("aria-invalid")).toBe("true")
      expect(field(label).getAttribute("aria-describedby")).toBe(alert.id)
    }
    expect(document.activeElement).toBe(field("Name"))
    expect(values()).toEqual([" R ", "asha.example.in", "12345", "Help!"])
  })

  it("names only the fields that are wrong, with the schema's upper limits", () => {
    const send = vi.fn<Send>()
    render(<ContactPage send={send} />)
    fillGoodMessage()
    type("Name", "A".repeat(81))
    type("Message", "x".repeat(2001))
    fireEvent.click(submitButton())
    expect(send).not.toHaveBeenCalled()
    expect(Array.from(screen.getByRole("alert").querySelectorAll("li")).map((li) => li.textContent)).toEqual([
      "Please enter your name (at most 80 characters).",
      "Please write your message (at most 2000 characters)."
    ])
    expect(field("E-mail").hasAttribute("aria-invalid")).toBe(false)
    expect(field("Mobile (optional)").hasAttribute("aria-invalid")).toBe(false)
    expect(document.activeElement).toBe(field("Name"))
  })

  it("sends the decoded message: trimmed, the mobile number without spaces", async () => {
    const { send, sent, answer } = deferredSend()
    render(<ContactPage send={send} />)
    fillGoodMessage()
    fireEvent.click(submitButton())
    expect(sent).toEqual([
      { name: "Asha Rao", email: "asha.rao@example.in", mobile: "9876543210", message: "Where is my parcel BZ-000123? It was due yesterday." }
    ])
    await act(async () => answer(null))
  })

  it("leaves out an empty mobile number and accepts the shortest name the schema allows", async () => {
    const { send, sent, answer } = deferredSend()
    render(<ContactPage send={send} />)
    type("Name", "Al")
    type("E-mail", "al@example.in")
    type("Mobile (optional)", "   ")
    type("Message", "0123456789")
    fireEvent.click(submitButton())
    expect(sent).toHaveLength(1)
    expect(sent[0]).toStrictEqual({ name: "Al", email: "al@example.in", message: "0123456789" })
    expect("mobile" in sent[0]!).toBe(false)
    await act(async () => answer(null))
  })

  it("disables the button while sending and sends once however often it is pressed", async () => {
    const { send, sent, answer } = deferredSend()
    render(<ContactPage send={send} />)
    fillGoodMessage()
    fireEvent.click(submitButton())
    expect(submitButton().disabled).toBe(true)
    expect(submitButton().textContent).toBe("Sending...")
    fireEvent.submit(submitButton().form!)
    expect(sent).toHaveLength(1)
    await act(async () => answer(null))
    expect(submitButton().disabled).toBe(false)
    expect(submitButton().textContent).toBe("Send message")
  })

  it("thanks the shopper and clears the form when the message is sent", async () => {
    const { send, answer } = deferredSend()
    render(<ContactPage send={send} />)
    fillGoodMessage()
    fireEvent.click(submitButton())
    expect(screen.queryByText("Thank you! We will reply within 24 hours.")).toBeNull()
    await act(async () => answer(null))
    expect(screen.getByRole("status").textContent).toBe("Thank you! We will reply within 24 hours.")
    expect(values()).toEqual(["", "", "", ""])
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("shows the text the sender answers on failure and keeps what was typed", async () => {
    const { send, answer } = deferredSend()
    render(<ContactPage send={send} />)
    fillGoodMessage()
    fireEvent.click(submitButton())
    await act(async () => answer("Too many messages from this address. Please try again in an hour."))
    expect(screen.getByRole("alert").textContent).toBe("Too many messages from this address. Please try again in an hour.")
    expect(screen.getByRole("status").textContent).toBe("")
    // An e-mail input drops outer spaces itself (HTML value sanitisation); the rest is exactly as typed.
    expect(values()).toEqual(["  Asha Rao  ", "asha.rao@example.in", "98765 43210", "  Where is my parcel BZ-000123? It was due yesterday.  "])
    expect(submitButton().disabled).toBe(false)
  })

  it("says sending failed, and keeps the input, when send rejects instead of answering", async () => {
    const { send, fail } = deferredSend()
    render(<ContactPage send={send} />)
    fillGoodMessage()
    fireEvent.click(submitButton())
    await act(async () => fail(new Error("network down")))
    expect(screen.getByRole("alert").textContent).toBe("Sorry, we could not send your message. Please try again, or e-mail us.")
    expect(values()[0]).toBe("  Asha Rao  ")
    expect(screen.getByRole("status").textContent).toBe("")
  })

  it("a fresh attempt after a refusal clears the old problems", async () => {
    const { send, sent, answer } = deferredSend()
    render(<ContactPage send={send} />)
    fillGoodMessage()
    type("Name", "R")
    fireEvent.click(submitButton())
    expect(screen.getByRole("alert").textContent).toContain("Please enter your name (at least 2 characters).")
    type("Name", "Ravi Kumar")
    fireEvent.click(submitButton())
    expect(sent.map((m) => m.name)).toEqual(["Ravi Kumar"])
    expect(screen.queryByRole("alert")).toBeNull()
    expect(field("Name").hasAttribute("aria-invalid")).toBe(false)
    await act(async () => answer(null))
  })
})

describe("ContactPage contacts", () => {
  it("shows the company's address, phone, e-mail and hours beside the form", () => {
    render(<ContactPage send={vi.fn<Send>()} />)
    const care = screen.getByRole("region", { name: "Customer care" })
    expect(care.textContent).toContain("Bazaar Retail Pvt. Ltd.4th Floor, Prestige Tech ParkOuter Ring RoadBengaluru, Karnataka 560103")
    expect(screen.getAllByRole("link", { name: "+91 80 4567 1234" })[0]!.getAttribute("href")).toBe("tel:+918045671234")
    expect(screen.getByRole("link", { name: "care@bazaar.example" }).getAttribute("href")).toBe("mailto:care@bazaar.example")
    expect(care.textContent).toContain("Monday to Saturday, 9 am to 7 pm IST")
  })
})
