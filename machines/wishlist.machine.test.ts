import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { Id } from "#domain/common.ts"
import { CallFailed } from "#domain/failures.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { WISHLIST_ERROR_TEXTS, WISHLIST_LIMIT, type WishlistEntry } from "#domain/wishlist.ts"
import {
  type LoadWishlistInput,
  type WishlistChange,
  type WishlistContext,
  type WishlistEvent,
  type WishlistInput,
  wishlistMachine
} from "./wishlist.machine.ts"
import { wishlistLoadFailed, wishlistLoading } from "./wishlist-reads.ts"
import { type HeldCall, heldCalls } from "./held-calls.test-support.ts"

// The wishlist actor (DESIGN §4): one test per rule. The two calls are fakes of one server that
// holds the signed-in customer's list (a load is a fetch, or a merge of the visitor's products; a
// change an add or a remove); each call waits until the test answers it, and the server applies a
// command only when it answers (an abandoned call never reaches it).

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numberOf = (productId: Id) => Number.parseInt(productId, 16)

/** Product n as the shopper's browser adds it (the view stamps the time). */
const entry = (n: number): WishlistEntry => ({ productId: id(n), slugUrl: `product-${n}`, addedAt: `2026-01-01T00:00:${String(n % 60).padStart(2, "0")}.000Z` })
/** Product n as the server stores it: its own time, so that a server list can be told from a shown one. */
const stored = (n: number): WishlistEntry => ({ ...entry(n), addedAt: `2026-02-01T00:00:${String(n % 60).padStart(2, "0")}.000Z` })

const numbers = (list: ReadonlyArray<WishlistEntry>) => list.map((e) => numberOf(e.productId))

type CallName = "fetch" | "merge" | "add" | "remove"

type Call = HeldCall<ReadonlyArray<WishlistEntry>, unknown, { readonly name: CallName }>

/** A fake server: the customer's list, and the calls made to it, each answered by the test. */
const fakeServer = (initial: ReadonlyArray<number> = []) => {
  let list: ReadonlyArray<WishlistEntry> = initial.map(stored)
  const held = heldCalls<ReadonlyArray<WishlistEntry>, unknown, { readonly name: CallName }>()
  const { calls, live, only } = held
  /** Each call's failure as the browser's client hands it over: its text (ours, by call) and the failure by name. */
  const TEXTS: Readonly<Record<CallName, string>> = {
    fetch: WISHLIST_ERROR_TEXTS.load,
    merge: WISHLIST_ERROR_TEXTS.merge,
    add: WISHLIST_ERROR_TEXTS.add,
    remove: WISHLIST_ERROR_TEXTS.remove
  }
  /** The server applies the call in flight and answers with its whole list. */
  const answer = () => {
    const call = only()
    list = applyOnServer(list, call)
    call.resolve(list)
  }
  const fail = () => {
    const call = only()
    call.reject(new CallFailed({ text: TEXTS[call.name], reason: new ServiceUnavailable({ message: "503 Service Unavailable" }) }))
  }
  /** What was asked, in order: the product numbers of each call. */
  const asked = () => calls.map((call) => `${call.name} ${describeInput(call)}`.trim())
  return {
    actors: {
      // The root reads the list when there is nothing to merge, else merges.
      loadWishlist: held.logicWith<LoadWishlistInput>((input) => ({ name: input.productIds.length === 0 ? "fetch" : "merge" })),
      changeWishlist: held.logicWith<WishlistChange>((input) => ({ name: input.kind }))
    },
    calls,
    live,
    only,
    answer,
    fail,
    asked,
    list: () => list,
    /** Another device of the same customer changes the list. */
    set: (numbers: ReadonlyArray<number>) => {
      list = numbers.map(stored)
    }
  }
}

const describeInput = (call: Call): string => {
  if (call.name === "fetch") return ""
  if (call.name === "merge") return (call.input as LoadWishlistInput).productIds.map(numberOf).join(",")
  return String(numberOf((call.input as WishlistChange).productId))
}

/** The server's rules, written here: merge keeps its own list first; add puts the product first, once. */
const applyOnServer = (list: ReadonlyArray<WishlistEntry>, call: Call): ReadonlyArray<WishlistEntry> => {
  const has = (productId: Id) => list.some((e) => e.productId === productId)
  switch (call.name) {
    case "fetch":
      return list
    case "merge":
      return [...list, ...(call.input as LoadWishlistInput).productIds.filter((p) => !has(p)).map((p) => stored(numberOf(p)))]
    case "add": {
      const { productId } = call.input as WishlistChange
      return has(productId) ? list : [stored(numberOf(productId)), ...list]
    }
    case "remove": {
      const { productId } = call.input as WishlistChange
      return list.filter((e) => e.productId !== productId)
    }
  }
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const start = (visitor: ReadonlyArray<number> = [], server: ReadonlyArray<number> = []) => {
  const fake = fakeServer(server)
  const input: WishlistInput = { items: visitor.map(entry) }
  const actor = createActor(wishlistMachine.provide({ actors: fake.actors }), { input }).start()
  const send = async (...events: ReadonlyArray<WishlistEvent>) => {
    for (const event of events) actor.send(event)
    await settle()
  }
  const context = (): WishlistContext => actor.getSnapshot().context
  return {
    actor, fake, send, context, shown: () => numbers(context().items), state: () => actor.getSnapshot().value,
    loading: () => wishlistLoading(actor.getSnapshot())
  }
}

const add = (n: number): WishlistEvent => ({ type: "wishlist.add", entry: entry(n) })
const remove = (n: number): WishlistEvent => ({ type: "wishlist.remove", productId: id(n) })
const toggle = (n: number): WishlistEvent => ({ type: "wishlist.toggle", entry: entry(n) })
const signedIn = (clientId = "client-1"): WishlistEvent => ({ type: "wishlist.signedIn", clientId })
const signedOut: WishlistEvent = { type: "wishlist.signedOut" }

/** A customer signed in (and their list loaded) with the given server list. */
const signedInWith = async (server: ReadonlyArray<number>) => {
  const started = start([], server)
  await started.send(signedIn())
  started.fake.answer()
  await settle()
  return started
}

describe("the wishlist actor at start", () => {
  it("is a visitor holding the restored list, not loading, with no error, and calls nothing", () => {
    const { context, state, fake } = start([3, 1])
    expect(state()).toBe("visitor")
    expect(context()).toEqual({ items: [entry(3), entry(1)], clientId: null, error: null, queue: [], confirmed: [] })
    expect(fake.calls).toHaveLength(0)
  })

  it("keeps the first entry of each product of a restored list, at most 200", () => {
    expect(start([1, 2, 1]).shown()).toEqual([1, 2])
    const long = Array.from({ length: WISHLIST_LIMIT + 5 }, (_, i) => i + 1)
    expect(start(long).shown()).toEqual(long.slice(0, WISHLIST_LIMIT))
  })
})

describe("a visitor's wishlist (kept in the browser)", () => {
  it("adds at once, newest first, and calls no server", async () => {
    const { send, shown, fake } = start([1])
    await send(add(2), add(3))
    expect(shown()).toEqual([3, 2, 1])
    expect(fake.calls).toHaveLength(0)
  })

  it("changes nothing when adding a product already listed", async () => {
    const { send, context } = start([1])
    await send(add(1))
    expect(context().items).toEqual([entry(1)])
  })

  it("removes at once", async () => {
    const { send, shown } = start([3, 2, 1])
    await send(remove(2), remove(9))
    expect(shown()).toEqual([3, 1])
  })

  it("toggles: adds a product not listed, removes one listed", async () => {
    const { send, shown } = start([1])
    await send(toggle(2))
    expect(shown()).toEqual([2, 1])
    await send(toggle(1))
    expect(shown()).toEqual([2])
  })

  it("refuses a product beyond 200 with the full-list text, which the next command clears", async () => {
    const full = Array.from({ length: WISHLIST_LIMIT }, (_, i) => i + 1)
    const { send, context, shown } = start(full)
    await send(add(999))
    expect(shown()).toEqual(full)
    expect(context().error).toBe("Your wishlist holds up to 200 products. Remove one to add another.")
    await send(remove(1))
    expect(context().error).toBeNull()
    expect(shown()).toHaveLength(WISHLIST_LIMIT - 1)
  })

  it("takes another tab's list on wishlist.synced, trimmed to distinct products", async () => {
    const { send, shown } = start([1])
    await send({ type: "wishlist.synced", items: [entry(5), entry(4), entry(5)] })
    expect(shown()).toEqual([5, 4])
  })

  it("ignores wishlist.reload", async () => {
    const { send, state, fake } = start([1])
    await send({ type: "wishlist.reload" })
    expect(state()).toBe("visitor")
    expect(fake.calls).toHaveLength(0)
  })
})

describe("wishlist.signedIn (DESIGN §4: the visitor's list is merged into the customer's)", () => {
  it("merges a non-empty visitor list, sending its product ids in order, loading meanwhile", async () => {
    const { send, fake, context, state, shown, loading } = start([4, 2])
    await send(signedIn())
    expect(fake.asked()).toEqual(["merge 4,2"])
    expect(context()).toMatchObject({ clientId: "client-1" })
    expect(loading()).toBe(true)
    expect(state()).toEqual({ customer: { list: "pending", send: "idle" } })
    // The visitor's list stays shown while the merge is in flight.
    expect(shown()).toEqual([4, 2])
  })

  it("shows the merged list the server answers, each product once, customer's first", async () => {
    const { send, fake, context, state, loading } = start([4, 2], [2, 7])
    await send(signedIn())
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(2), stored(7), stored(4)])
    expect(context()).toMatchObject({ error: null, queue: [], confirmed: [stored(2), stored(7), stored(4)] })
    expect(loading()).toBe(false)
    expect(state()).toEqual({ customer: { list: "idle", send: "idle" } })
  })

  it("fetches the customer's list when the visitor's is empty", async () => {
    const { send, fake, context, loading } = start([], [7, 5])
    await send(signedIn())
    expect(fake.asked()).toEqual(["fetch"])
    expect(loading()).toBe(true)
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(7), stored(5)])
    expect(loading()).toBe(false)
  })

  it("replays commands given while the merge is in flight on its answer, then sends them in order", async () => {
    const { send, fake, shown, context } = start([4], [7])
    await send(signedIn(), add(5), remove(4))
    // Shown at once on the visitor's list.
    expect(shown()).toEqual([5])
    expect(fake.live()).toHaveLength(1)
    fake.answer()
    await settle()
    // The merged list [7, 4] with +5 and -4 applied, and the first of them on its way.
    expect(shown()).toEqual([5, 7])
    expect(fake.asked()).toEqual(["merge 4", "add 5"])
    fake.answer()
    await settle()
    expect(fake.asked()).toEqual(["merge 4", "add 5", "remove 4"])
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(5), stored(7)])
    expect(fake.live()).toHaveLength(0)
  })

  it("on a failed merge keeps the visitor's list, says so, and stops loading", async () => {
    const { send, fake, context, state, loading } = start([4, 2], [7])
    await send(signedIn())
    fake.fail()
    await settle()
    expect(context()).toMatchObject({ items: [entry(4), entry(2)], clientId: "client-1", error: "wishlist Not merged", queue: [] })
    expect(loading()).toBe(false)
    expect(state()).toEqual({ customer: { list: "failed", send: "idle" } })
  })

  it("on a failed fetch says 'Wishlist Not Found'", async () => {
    const { send, fake, context, loading } = start([], [7])
    await send(signedIn())
    fake.fail()
    await settle()
    expect(context()).toMatchObject({ items: [], error: "Wishlist Not Found" })
    expect(loading()).toBe(false)
  })

  it("after a failure, wishlist.reload merges again the list as it is then, changes made meanwhile included", async () => {
    const { send, fake, context, shown, loading } = start([4, 2], [7])
    await send(signedIn())
    fake.fail()
    await settle()
    // Changes while the server's list is unknown are kept here and merged on the retry.
    await send(add(3), remove(2))
    expect(shown()).toEqual([3, 4])
    expect(fake.live()).toHaveLength(0)
    await send({ type: "wishlist.reload" })
    expect(fake.asked()).toEqual(["merge 4,2", "merge 3,4"])
    expect(loading()).toBe(true)
    fake.answer()
    await settle()
    expect(context()).toMatchObject({ items: [stored(7), stored(3), stored(4)], error: null })
    expect(loading()).toBe(false)
  })

  it("after a failure, a wishlist.signedIn for the same customer retries too", async () => {
    const { send, fake, context } = start([], [7])
    await send(signedIn())
    fake.fail()
    await settle()
    await send(signedIn())
    expect(fake.asked()).toEqual(["fetch", "fetch"])
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(7)])
  })

  it("for the same customer while signed in is ignored: no call, nothing changes", async () => {
    const { send, fake, context, state } = await signedInWith([7])
    const before = context()
    await send(signedIn())
    expect(fake.calls).toHaveLength(1)
    expect(context()).toBe(before)
    expect(state()).toEqual({ customer: { list: "idle", send: "idle" } })
  })

  it("for the same customer while the load is in flight is ignored: the one call goes on", async () => {
    const { send, fake } = start([4])
    await send(signedIn(), signedIn())
    expect(fake.calls).toHaveLength(1)
    expect(fake.live()).toHaveLength(1)
  })

  it("for a different customer is sign-out then sign-in with an empty visitor list: the first list is not shown", async () => {
    const { send, fake, context, loading } = await signedInWith([7, 5])
    fake.set([8])
    await send(signedIn("client-2"))
    expect(context()).toMatchObject({ items: [], clientId: "client-2", error: null, queue: [] })
    expect(loading()).toBe(true)
    expect(fake.asked()).toEqual(["fetch", "fetch"])
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(8)])
  })

  it("for a different customer while the first's merge is in flight abandons it: its late answer is not shown", async () => {
    const { send, fake, context, loading } = start([4], [7])
    await send(signedIn("client-1"))
    const first = fake.only()
    await send(signedIn("client-2"))
    expect(first.signal.aborted).toBe(true)
    first.resolve([stored(7), stored(4)])
    await settle()
    expect(context()).toMatchObject({ items: [], clientId: "client-2" })
    expect(loading()).toBe(true)
    expect(fake.asked()).toEqual(["merge 4", "fetch"])
  })
})

describe("a signed-in customer's wishlist (kept on the server, one call at a time)", () => {
  it("shows an add at once and sends it, without loading", async () => {
    const { send, fake, context, state, loading } = await signedInWith([7])
    await send(add(3))
    expect(numbers(context().items)).toEqual([3, 7])
    expect(loading()).toBe(false)
    expect(state()).toEqual({ customer: { list: "idle", send: "pending" } })
    expect(fake.asked()).toEqual(["fetch", "add 3"])
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(3), stored(7)])
    expect(state()).toEqual({ customer: { list: "idle", send: "idle" } })
  })

  it("shows a remove at once and sends it", async () => {
    const { send, fake, context } = await signedInWith([7, 5])
    await send(remove(7))
    expect(numbers(context().items)).toEqual([5])
    expect(fake.asked()).toEqual(["fetch", "remove 7"])
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(5)])
  })

  it("toggles by the list as shown, pending changes included", async () => {
    const { send, fake, shown } = await signedInWith([7])
    await send(toggle(3), toggle(7), toggle(3))
    expect(shown()).toEqual([])
    for (let i = 0; i < 3; i++) {
      fake.answer()
      await settle()
    }
    expect(fake.asked()).toEqual(["fetch", "add 3", "remove 7", "remove 3"])
    expect(shown()).toEqual([])
  })

  it("sends nothing for an add of a product shown or a remove of one not shown", async () => {
    const { send, fake, state } = await signedInWith([7])
    await send(add(7), remove(3))
    expect(fake.calls).toHaveLength(1)
    expect(state()).toEqual({ customer: { list: "idle", send: "idle" } })
  })

  it("sends commands given while one is in flight one at a time, in the order given, none lost", async () => {
    const { send, fake, shown, context } = await signedInWith([7, 5])
    await send(add(1), add(2), remove(7), add(3), remove(1))
    // Everything is shown at once; only the first is in flight.
    expect(shown()).toEqual([3, 2, 5])
    expect(fake.live()).toHaveLength(1)
    expect(fake.asked()).toEqual(["fetch", "add 1"])
    const sent: Array<number> = []
    while (fake.live().length > 0) {
      expect(fake.live()).toHaveLength(1)
      fake.answer()
      await settle()
      sent.push(fake.calls.length)
      // While commands wait, the shown list is not set back by an answer that lacks them.
      if (fake.live().length > 0) expect(shown()).toEqual([3, 2, 5])
    }
    expect(fake.asked()).toEqual(["fetch", "add 1", "add 2", "remove 7", "add 3", "remove 1"])
    expect(context().items).toEqual([stored(3), stored(2), stored(5)])
    expect(context().queue).toEqual([])
  })

  it("takes the server's answer as the list once nothing waits, changes from another device included", async () => {
    const { send, fake, context } = await signedInWith([7])
    fake.set([7, 9])
    await send(add(3))
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(3), stored(7), stored(9)])
  })

  it("on a failed add drops the product, says so, and goes on with the next command", async () => {
    const { send, fake, context, shown } = await signedInWith([7])
    await send(add(1), add(2))
    expect(shown()).toEqual([2, 1, 7])
    fake.fail()
    await settle()
    // The last server list [7] with the waiting +2 applied; +2 is now in flight.
    expect(shown()).toEqual([2, 7])
    expect(context().error).toBe("wishlist Not updated")
    expect(fake.asked()).toEqual(["fetch", "add 1", "add 2"])
    fake.answer()
    await settle()
    expect(context().items).toEqual([stored(2), stored(7)])
    // The failure stays reported until the shopper's next command.
    expect(context().error).toBe("wishlist Not updated")
    await send(add(4))
    expect(context().error).toBeNull()
  })

  it("on a failed remove shows the product again, where the server has it", async () => {
    const { send, fake, context } = await signedInWith([7, 5, 3])
    await send(remove(5))
    fake.fail()
    await settle()
    expect(context().items).toEqual([stored(7), stored(5), stored(3)])
    expect(context().error).toBe("wishlist Not updated")
  })

  it("after a failure in the middle of the queue, re-derives the list from the last answer and what still waits", async () => {
    const { send, fake, shown } = await signedInWith([7])
    await send(add(1), remove(7), add(2))
    fake.answer() // +1 done: server [1, 7]
    await settle()
    fake.fail() // -7 failed
    await settle()
    expect(shown()).toEqual([2, 1, 7])
    fake.answer() // +2 done
    await settle()
    expect(shown()).toEqual([2, 1, 7])
    expect(fake.asked()).toEqual(["fetch", "add 1", "remove 7", "add 2"])
  })

  it("refuses a product beyond 200 with the full-list text and sends nothing", async () => {
    const full = Array.from({ length: WISHLIST_LIMIT }, (_, i) => i + 1)
    const { send, fake, context } = await signedInWith(full)
    await send(add(999))
    expect(context().items).toHaveLength(WISHLIST_LIMIT)
    expect(context().error).toBe("Your wishlist holds up to 200 products. Remove one to add another.")
    expect(fake.calls).toHaveLength(1)
  })

  it("ignores wishlist.synced: the list is the server's", async () => {
    const { send, context } = await signedInWith([7])
    await send({ type: "wishlist.synced", items: [entry(1)] })
    expect(context().items).toEqual([stored(7)])
  })
})

describe("wishlist.signedOut", () => {
  it("empties the list and goes back to the visitor's browser list", async () => {
    const { send, context, state, fake } = await signedInWith([7, 5])
    await send(signedOut)
    expect(context()).toEqual({ items: [], clientId: null, error: null, queue: [], confirmed: [] })
    expect(state()).toBe("visitor")
    // The next shopper's adds stay in the browser.
    await send(add(1))
    expect(numbers(context().items)).toEqual([1])
    expect(fake.calls).toHaveLength(1)
  })

  it("abandons a call in flight, and its late answer does not bring the customer's list back", async () => {
    const { send, fake, context, state } = await signedInWith([7])
    await send(add(3), add(4))
    const inFlight = fake.only()
    await send(signedOut)
    expect(inFlight.signal.aborted).toBe(true)
    inFlight.resolve([stored(3), stored(7)])
    await settle()
    expect(context()).toMatchObject({ items: [], clientId: null, queue: [] })
    expect(state()).toBe("visitor")
    // The waiting +4 was dropped with the rest: nothing more is sent.
    expect(fake.asked()).toEqual(["fetch", "add 3"])
  })

  it("abandons a sign-in merge in flight: its late answer is ignored and loading ends", async () => {
    const { send, fake, context, state } = start([4], [7])
    await send(signedIn())
    const merge = fake.only()
    await send(signedOut)
    merge.resolve([stored(7), stored(4)])
    await settle()
    expect(context()).toEqual({ items: [], clientId: null, error: null, queue: [], confirmed: [] })
    expect(state()).toBe("visitor")
  })

  it("clears an error and a failed sign-in", async () => {
    const { send, fake, context, state } = start([4])
    await send(signedIn())
    fake.fail()
    await settle()
    await send(signedOut)
    expect(context()).toMatchObject({ items: [], error: null })
    expect(state()).toBe("visitor")
  })

  it("empties a visitor's list too: the root sends it only when a customer's session ends", async () => {
    const { send, context } = start([4])
    await send(signedOut)
    expect(context().items).toEqual([])
  })
})

describe("the wishlist actor without provided calls", () => {
  it("fails the sign-in load with its text rather than claiming an empty list", async () => {
    const actor = createActor(wishlistMachine, { input: { items: [] } }).start()
    actor.send(signedIn())
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ error: "Wishlist Not Found", items: [] })
    expect(wishlistLoadFailed(actor.getSnapshot())).toBe(true)
  })
})

describe("a customer's wishlist, for any interleaving of commands and answers", () => {
  type Step = { readonly kind: "command"; readonly event: WishlistEvent } | { readonly kind: "answer" } | { readonly kind: "fail" }
  const n = fc.integer({ min: 1, max: 5 })
  const stepArb: fc.Arbitrary<Step> = fc.oneof(
    n.map((k): Step => ({ kind: "command", event: add(k) })),
    n.map((k): Step => ({ kind: "command", event: remove(k) })),
    n.map((k): Step => ({ kind: "command", event: toggle(k) })),
    fc.constant<Step>({ kind: "answer" }),
    fc.constant<Step>({ kind: "fail" })
  )

  it("sends the changes in the order given, one at a time, and ends showing exactly the server's list", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(n, { maxLength: 4 }), fc.array(stepArb, { maxLength: 20 }), async (server, steps) => {
        const { send, fake, context } = await signedInWith([...new Set(server)])
        /** What the shopper sees, by the rules alone: each command against the list as then shown. */
        let expectedShown = numbers(context().items)
        const expectedCalls: Array<string> = ["fetch"]
        for (const step of steps) {
          if (step.kind === "command") {
            const event = step.event
            if (event.type === "wishlist.remove" || event.type === "wishlist.add" || event.type === "wishlist.toggle") {
              const k = numberOf(event.type === "wishlist.remove" ? event.productId : event.entry.productId)
              const listed = expectedShown.includes(k)
              const removing = event.type === "wishlist.remove" || (event.type === "wishlist.toggle" && listed)
              if (removing && listed) {
                expectedShown = expectedShown.filter((m) => m !== k)
                expectedCalls.push(`remove ${k}`)
              } else if (!removing && !listed) {
                expectedShown = [k, ...expectedShown]
                expectedCalls.push(`add ${k}`)
              }
            }
            await send(event)
            expect(numbers(context().items)).toEqual(expectedShown)
          } else if (fake.live().length > 0) {
            if (step.kind === "answer") fake.answer()
            else {
              fake.fail()
              await settle()
              // The failed command's effect is gone: the server's list with what still waits replayed.
              const waiting = expectedCalls.slice(fake.calls.length - fake.live().length)
              expectedShown = waiting.reduce((list, call) => {
                const [kind, k] = [call.split(" ")[0], Number(call.split(" ")[1])]
                return kind === "add" ? (list.includes(k) ? list : [k, ...list]) : list.filter((m) => m !== k)
              }, numbers(fake.list()))
            }
            await settle()
            expect(numbers(context().items)).toEqual(expectedShown)
          }
          expect(fake.live().length).toBeLessThanOrEqual(1)
        }
        while (fake.live().length > 0) {
          fake.answer()
          await settle()
        }
        expect(fake.asked()).toEqual(expectedCalls)
        expect(context().items).toEqual(fake.list())
        expect(context().queue).toEqual([])
      }),
      { numRuns: 200 }
    )
  })
})
