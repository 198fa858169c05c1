import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, type EventObject, type SnapshotFrom } from "xstate"
import { getShortestPaths, serializeSnapshot, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { MyReviewAnswer, Review, ReviewInput } from "#domain/review.ts"
import { summaryOf } from "#domain/review.ts"
import { askedOf, DONE, ERROR, invokeDone, invokeError, replayPath } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { type ReviewsEvent, type ReviewsLoaded, type ReviewsLoadInput, reviewsMachine, type ReviewsMachine } from "./reviews.machine.ts"

// Model-based tests: the paths are generated from the reviews machine's own graph with xstate/graph,
// and every path is replayed on a real, started actor whose calls are held fakes answered by hand.
// The fake shop below is written from ADR 030 alone (12 reviews, 10 a page; a signed-in customer
// may rate; votes once, never one's own); after each step the actor must be where the walk says,
// and what it shows must agree with an oracle of what the customer did.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const review = (n: number, rating: number, helpfulCount = 0): Review => ({
  _id: id(n), rating, title: `Review ${n}`, body: "", author: "Asha R.", verified: true, helpfulCount,
  createdAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-01T00:00:00.000Z"
})
const RATINGS = [5, 4, 4, 3, 5, 5, 2, 4, 5, 1, 4, 5]
const OWN: Review = review(99, 3)
const INPUT: ReviewInput = { rating: 3, title: "Fine", body: "" }

/** The fake shop's answer to a read: the page asked for, in the order asked; the customer's review once saved. */
const loaded = (input: ReviewsLoadInput, saved: boolean): ReviewsLoaded => {
  const all = RATINGS.map((rating, i) => review(i + 1, rating, input.sort === "helpful" ? 12 - i : 0))
  const listed = saved ? [OWN, ...all] : all
  const mine: MyReviewAnswer = { review: saved ? OWN : null, canRate: true, votes: [] }
  return {
    page: {
      summary: summaryOf(listed.map((r) => r.rating)), reviews: listed.slice((input.page - 1) * 10, input.page * 10),
      sort: input.sort, page: input.page, limit: 10, total: listed.length
    },
    mine: input.signedIn ? mine : null
  }
}

const FAILURE = new Error("503 Service Unavailable")
const CALLS = ["load", "save", "vote"] as const
type Call = (typeof CALLS)[number]
type Snapshot = SnapshotFrom<ReviewsMachine>
type WalkEvent = ReviewsEvent | ReturnType<typeof invokeDone<unknown>> | ReturnType<typeof invokeError>

const callOf = (event: EventObject): Call | null => {
  const name = event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.startsWith(ERROR) ? event.type.slice(ERROR.length) : null
  return CALLS.find((call) => call === name) ?? null
}

const COMMANDS: ReadonlyArray<ReviewsEvent> = [
  { type: "reviews.sort", sort: "helpful" },
  { type: "reviews.sort", sort: "newest" },
  { type: "reviews.page", page: 2 },
  { type: "reviews.page", page: 3 },
  { type: "reviews.save", input: INPUT },
  { type: "reviews.vote", reviewId: id(1) },
  { type: "reviews.vote", reviewId: OWN._id },
  { type: "reviews.load" }
]

/** The shop's answer (and failure) to the call in flight in a walked snapshot. */
const answersFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> => {
  const saved = snapshot.context.mine?.review != null
  for (const call of CALLS) {
    const asked = askedOf(snapshot, call)
    if (asked === undefined) continue
    const output = call === "load" ? loaded(asked.input as ReviewsLoadInput, saved)
      : call === "save" ? { review: OWN, summary: summaryOf([...RATINGS, 3]) }
      : { reviewId: (asked.input as { reviewId: Id }).reviewId, helpfulCount: 1 }
    return [invokeDone(call, output), invokeError(call, FAILURE)]
  }
  return []
}

const walk = (signedIn: boolean) => {
  const machine = reviewsMachine
  return getShortestPaths(machine, {
    input: { slug: "cotton-kurta", signedIn },
    events: (snapshot) => [...COMMANDS, ...answersFor(snapshot as Snapshot)] as never,
    serializeState: (snapshot) => {
      const { list, mine, sort, page, problem, formProblem, saved } = snapshot.context as Snapshot["context"]
      return `${serializeSnapshot(snapshot)}|${sort}|${page}|${list?.total}|${mine?.review?._id}|${mine?.votes.join()}|${problem !== null}|${formProblem !== null}|${saved}`
    },
    limit: 100_000
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>
}

/** An oracle, from ADR 030: what the section shows after the customer's commands and the shop's answers. */
const check = (signedIn: boolean) => (snapshot: Snapshot, sent: ReadonlyArray<WalkEvent>, where: string) => {
  const { context } = snapshot
  // Pages stay within the list; the sort is the last one asked for while nothing was in flight.
  if (context.list !== null) {
    expect(context.page, where).toBeGreaterThanOrEqual(1)
    expect(context.page, where).toBeLessThanOrEqual(Math.ceil(context.list.total / context.list.limit))
  }
  // A visitor never writes, never votes, and has no review of their own.
  if (!signedIn) {
    expect(sent.some((e) => e.type === `${DONE}save` || e.type === `${DONE}vote`), where).toBe(false)
    expect(context.mine, where).toBeNull()
  }
  // The customer's own review is never voted for, and each vote is counted once.
  if (context.mine !== null) {
    expect(context.mine.votes.includes(OWN._id), where).toBe(false)
    expect(new Set(context.mine.votes).size, where).toBe(context.mine.votes.length)
  }
  // After a save the section shows the first page, newest first, with the saved sentence until the next command.
  const lastSave = sent.findLastIndex((e) => e.type === `${DONE}save`)
  if (lastSave >= 0 && sent.slice(lastSave + 1).every((e) => callOf(e) === "load") && !snapshot.matches({ save: "pending" })) {
    expect(context.saved, where).toBe(true)
    expect([context.sort, context.page], where).toEqual(["newest", 1])
  }
}

const replayAll = async (signedIn: boolean) => {
  const paths = walk(signedIn)
  for (const path of paths) {
    const calls = heldCalls<unknown, unknown>()
    const machine = reviewsMachine.provide({ actors: { load: calls.logic as never, save: calls.logic as never, vote: calls.logic as never } })
    await replayPath(path, {
      start: () => createActor(machine, { input: { slug: "cotton-kurta", signedIn } }).start() as AnyActorRef,
      happen: (event) => {
        const call = callOf(event)
        if (call === null) return false
        const held = calls.only()
        if (event.type.startsWith(DONE)) held.resolve((event as unknown as { output: unknown }).output)
        else held.reject(FAILURE)
        return true
      },
      settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
      check: check(signedIn)
    })
  }
  return paths.length
}

describe("the reviews section's machine, walked", () => {
  it("for a signed-in customer: reads, sorts, pages, saves, votes once and never for their own, and recovers from failures", async () => {
    expect(await replayAll(true)).toBeGreaterThan(20)
  })

  it("for a visitor: reads, sorts and pages; a save or a vote is not taken", async () => {
    expect(await replayAll(false)).toBeGreaterThan(5)
  })

  it("offers every command the machine handles", () => {
    const handled = new Set(reviewsMachine.events.filter((type) => type.startsWith("reviews.")))
    expect([...handled].sort()).toEqual([...new Set(COMMANDS.map((c) => c.type))].sort())
  })

  it("takes one call at a time: every state the walk reaches has at most one call in flight, and the list is read as the section opens", () => {
    for (const signedIn of [true, false]) {
      const paths = walk(signedIn)
      expect(paths[0]!.steps[0]!.state.value).toEqual({ list: "pending", save: "idle", vote: "idle" })
      for (const path of paths) {
        for (const { state } of path.steps) expect(CALLS.filter((call) => askedOf(state, call) !== undefined).length).toBeLessThanOrEqual(1)
      }
    }
  })
})
