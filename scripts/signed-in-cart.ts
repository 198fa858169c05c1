import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { BrowserContext, Page } from "playwright-core"

/**
 * An SMS gateway on this machine for a production-mode server (ADR 018 refuses the outbox there):
 * it takes what the server posts ({ to, message }, SmsProvider.Http) and answers the latest sign-in
 * code sent to a number. `npm run bench:web` signs a customer in with it to measure the checkout.
 */
export const startSmsSink = async () => {
  const latest = new Map<string, string>()
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => { body += chunk.toString("utf8") })
    request.on("end", () => {
      try {
        const { to, message } = JSON.parse(body) as { to: string; message: string }
        const code = /\b(\d{6})\b/.exec(message)?.[1]
        if (code !== undefined) latest.set(to, code)
        response.writeHead(200).end()
      } catch {
        response.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    codeFor: (mobile: string): string => {
      const code = latest.get(mobile)
      if (code === undefined) throw new Error(`no sign-in code was sent to ${mobile}`)
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/**
 * Makes a browser context what the checkout's first load needs (issue 36 item 1: the checkout is
 * measured signed in, with a cart), as a shopper makes it: a new number signed in by the code the
 * server sent (`codeFor`: the bench's SMS gateway, the journeys' outbox) and registered, then one
 * product of a single option added from its page.
 */
export const signedInCart = (base: string, codeFor: (mobile: string) => string | Promise<string>, mobile: string) => async (context: BrowserContext): Promise<void> => {
  const list = (await (await fetch(`${base}/api/v1/product/all?limit=100`)).json()) as {
    product: Array<{ slugUrl: string; packSize: Array<{ PackSizeOptions: Array<{ availablestock: number }> }> }>
  }
  const single = list.product.find((p) => p.packSize.length === 1 && p.packSize[0]!.PackSizeOptions.length === 1 && p.packSize[0]!.PackSizeOptions[0]!.availablestock > 0)
  if (single === undefined) throw new Error("no product of a single option in stock to put in the cart")
  const page = await context.newPage()
  try {
    await page.goto(`${base}/login`)
    await page.getByLabel("Mobile number").fill(mobile)
    await page.getByRole("button", { name: "Send code" }).click()
    await page.getByLabel("6-digit code").waitFor()
    await page.getByLabel("6-digit code").fill(await codeFor(mobile))
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.waitForURL("**/Register")
    await page.getByLabel("Full name").fill("Bench Customer")
    await page.getByLabel("E-mail").fill(`${mobile}@example.in`)
    await page.getByRole("button", { name: "Register" }).click()
    await page.waitForURL("**/my-account")
    await page.goto(`${base}/product-info/${single.slugUrl}`)
    await page.waitForSelector("html[data-app=live]", { timeout: 30_000 })
    await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click()
    await page.getByRole("button", { name: /^Cart, 1 item$/ }).first().waitFor()
  } finally {
    await page.close()
  }
}

/** The checkout's address step, which only a signed-in customer with a cart reaches. */
export const checkoutAddressStepShown = (page: Page) => page.getByRole("heading", { name: "Where should we deliver?" }).waitFor({ timeout: 30_000 })
