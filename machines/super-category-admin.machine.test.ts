import { describe, expect, it } from "vitest"
import { createActor, toPromise } from "xstate"
import type { SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import {
  type DeleteSuperCategoryInput,
  replaceSuperCategory,
  SUPER_CATEGORY_ERROR_TEXTS,
  SUPER_CATEGORY_OPERATIONS,
  superCategoryAdminMachine,
  type SuperCategoryAdminInput,
  type SuperCategoryPayload,
  type UpdateSuperCategoryInput
} from "./super-category-admin.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const superCategory = (n: number, showProducts = true): SuperCategory => ({
  _id: id(n),
  name: `Super ${n}`,
  slugUrl: `super-${n}`,
  showProducts,
  desktopImage: `/images/super-${n}.svg`
})

const payloadOf = ({ _id: _, ...payload }: SuperCategory): SuperCategoryPayload => payload

/** Lets the promise callbacks run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const startAdmin = (input: SuperCategoryAdminInput = {}) => {
  const fakes = {
    fetchSuperCategories: heldCalls<ReadonlyArray<SuperCategory>, void>(),
    createSuperCategory: heldCalls<SuperCategory, SuperCategoryPayload>(),
    updateSuperCategory: heldCalls<SuperCategory, UpdateSuperCategoryInput>(),
    deleteSuperCategory: heldCalls<Id, DeleteSuperCategoryInput>()
  }
  /** Every list the hook was given, in order. */
  const notified: Array<ReadonlyArray<SuperCategory>> = []
  const machine = superCategoryAdminMachine.provide({
    actors: {
      fetchSuperCategories: fakes.fetchSuperCategories.logic,
      createSuperCategory: fakes.createSuperCategory.logic,
      updateSuperCategory: fakes.updateSuperCategory.logic,
      deleteSuperCategory: fakes.deleteSuperCategory.logic
    },
    actions: {
      notifyChanged: (_, params) => {
        notified.push(params.list)
      }
    }
  })
  const actor = createActor(machine, { input }).start()
  return { actor, fakes, notified, context: () => actor.getSnapshot().context }
}

const loadedWith = async (list: ReadonlyArray<SuperCategory>) => {
  const started = startAdmin()
  started.actor.send({ type: "supercategories.load" })
  started.fakes.fetchSuperCategories.latest().resolve(list)
  await settle()
  return started
}

const idleEverywhere = { list: "idle", create: "idle", update: "idle", delete: "idle" }

describe("the super category list rules (§4)", () => {
  const list = [superCategory(1), superCategory(2), superCategory(3)]

  it("replaceSuperCategory replaces the entry with the same _id where it stands", () => {
    const updated = { ...superCategory(2), name: "Renamed", showProducts: false }
    expect(replaceSuperCategory(list, updated)).toEqual([superCategory(1), updated, superCategory(3)])
  })

  it("replaceSuperCategory leaves a list without that _id unchanged", () => {
    expect(replaceSuperCategory(list, superCategory(9))).toEqual(list)
  })
})

describe("the super category admin actor at start", () => {
  it("holds nothing and waits for a load with listLoading true, with nothing else under way", () => {
    const { actor, context, fakes } = startAdmin()
    // The list region rests in `empty` (nothing shown yet), the others in `idle`.
    expect(actor.getSnapshot().value).toEqual({ ...idleEverywhere, list: "empty" })
    expect(context()).toEqual({
      superCategories: [],
      listLoading: true,
      createLoading: false,
      updateLoading: false,
      deleteLoading: false,
      error: null,
      problem: null,
      failedOperation: null
    })
    for (const fake of Object.values(fakes)) expect(fake.calls).toHaveLength(0)
  })

  it("shows a list it is given at once, with listLoading false", () => {
    const known = [superCategory(1), superCategory(2, false)]
    const { context } = startAdmin({ superCategories: known })
    expect(context()).toMatchObject({ superCategories: known, listLoading: false })
  })

  it("treats an empty list it is given as nothing to show", () => {
    const { context } = startAdmin({ superCategories: [] })
    expect(context()).toMatchObject({ superCategories: [], listLoading: true })
  })
})

describe("supercategories.load", () => {
  it("sets listLoading true while pending and fills the list on success", async () => {
    const { actor, fakes, context } = startAdmin({ superCategories: [superCategory(1)] })
    actor.send({ type: "supercategories.load" })
    expect(context().listLoading).toBe(true)
    fakes.fetchSuperCategories.latest().resolve([superCategory(2), superCategory(3)])
    await settle()
    expect(actor.getSnapshot().value).toEqual(idleEverywhere)
    expect(context()).toMatchObject({ superCategories: [superCategory(2), superCategory(3)], listLoading: false, error: null })
  })

  it("keeps the list, keeps listLoading true and stores 'supercategories Not Found' on failure (§8)", async () => {
    const { actor, fakes, context } = startAdmin({ superCategories: [superCategory(1)] })
    actor.send({ type: "supercategories.load" })
    fakes.fetchSuperCategories.latest().reject(new Error("offline"))
    await settle()
    expect(actor.getSnapshot().matches({ list: "failed" })).toBe(true)
    expect(context()).toMatchObject({
      superCategories: [superCategory(1)],
      listLoading: true,
      error: "supercategories Not Found",
      failedOperation: "list"
    })
  })

  it("abandons a pending load when asked again: the latest answer wins", async () => {
    const { actor, fakes, context } = startAdmin()
    actor.send({ type: "supercategories.load" })
    actor.send({ type: "supercategories.load" })
    const [first, second] = fakes.fetchSuperCategories.calls
    expect(first?.signal.aborted).toBe(true)
    second?.resolve([superCategory(2)])
    first?.resolve([superCategory(9)])
    await settle()
    expect(context().superCategories).toEqual([superCategory(2)])
  })

  it("does not call notifyChanged: a load is not a change", async () => {
    const { notified } = await loadedWith([superCategory(1)])
    expect(notified).toEqual([])
  })
})

describe("supercategory.create (§4 create appends, on success)", () => {
  it("sends the payload, createLoading true while pending, and appends on success", async () => {
    const { actor, fakes, context } = await loadedWith([superCategory(1)])
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(2)) })
    expect(fakes.createSuperCategory.calls.map((call) => call.input)).toEqual([payloadOf(superCategory(2))])
    expect(context().createLoading).toBe(true)
    fakes.createSuperCategory.latest().resolve(superCategory(2))
    await settle()
    expect(context()).toMatchObject({ superCategories: [superCategory(1), superCategory(2)], createLoading: false })
  })

  it("keeps the list, keeps createLoading true and stores 'SuperCategory Not create' on failure (§8)", async () => {
    const { actor, fakes, context, notified } = await loadedWith([superCategory(1)])
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(2)) })
    fakes.createSuperCategory.latest().reject(new Error("refused"))
    await settle()
    expect(actor.getSnapshot().matches({ create: "failed" })).toBe(true)
    expect(context()).toMatchObject({
      superCategories: [superCategory(1)],
      createLoading: true,
      error: "SuperCategory Not create",
      failedOperation: "create"
    })
    expect(notified).toEqual([])
  })

  it("refuses a second create while one is pending", async () => {
    const { actor, fakes } = await loadedWith([])
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(2)) })
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(3)) })
    expect(fakes.createSuperCategory.calls).toHaveLength(1)
  })

  it("can be tried again after a failure, and its success clears the error", async () => {
    const { actor, fakes, context } = await loadedWith([])
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(2)) })
    fakes.createSuperCategory.latest().reject(new Error("refused"))
    await settle()
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(2)) })
    fakes.createSuperCategory.latest().resolve(superCategory(2))
    await settle()
    expect(context()).toMatchObject({ superCategories: [superCategory(2)], createLoading: false, error: null, failedOperation: null })
  })
})

describe("supercategory.update (§4 update replaces by _id, on success)", () => {
  it("sends the id and the payload, updateLoading true while pending, and replaces in place on success", async () => {
    const { actor, fakes, context } = await loadedWith([superCategory(1), superCategory(2), superCategory(3)])
    const updated = { ...superCategory(2), name: "Renamed", showProducts: false }
    actor.send({ type: "supercategory.update", id: id(2), input: payloadOf(updated) })
    expect(fakes.updateSuperCategory.calls.map((call) => call.input)).toEqual([{ id: id(2), input: payloadOf(updated) }])
    expect(context().updateLoading).toBe(true)
    fakes.updateSuperCategory.latest().resolve(updated)
    await settle()
    expect(context()).toMatchObject({ superCategories: [superCategory(1), updated, superCategory(3)], updateLoading: false })
  })

  it("keeps the list, keeps updateLoading true and stores 'supercategory Not create' on failure (§8)", async () => {
    const { actor, fakes, context } = await loadedWith([superCategory(1)])
    actor.send({ type: "supercategory.update", id: id(1), input: payloadOf(superCategory(1, false)) })
    fakes.updateSuperCategory.latest().reject(new Error("refused"))
    await settle()
    expect(actor.getSnapshot().matches({ update: "failed" })).toBe(true)
    expect(context()).toMatchObject({
      superCategories: [superCategory(1)],
      updateLoading: true,
      error: "supercategory Not create",
      failedOperation: "update"
    })
  })

  it("refuses a second update while one is pending", async () => {
    const { actor, fakes } = await loadedWith([superCategory(1), superCategory(2)])
    actor.send({ type: "supercategory.update", id: id(1), input: payloadOf(superCategory(1)) })
    actor.send({ type: "supercategory.update", id: id(2), input: payloadOf(superCategory(2)) })
    expect(fakes.updateSuperCategory.calls.map((call) => call.input.id)).toEqual([id(1)])
  })
})

describe("supercategory.delete (§4 delete removes by id, on success)", () => {
  it("sends the id, deleteLoading true while pending, and removes on success", async () => {
    const { actor, fakes, context } = await loadedWith([superCategory(1), superCategory(2)])
    actor.send({ type: "supercategory.delete", id: id(1) })
    expect(fakes.deleteSuperCategory.calls.map((call) => call.input)).toEqual([{ id: id(1) }])
    expect(context()).toMatchObject({ superCategories: [superCategory(1), superCategory(2)], deleteLoading: true })
    fakes.deleteSuperCategory.latest().resolve(id(1))
    await settle()
    expect(context()).toMatchObject({ superCategories: [superCategory(2)], deleteLoading: false })
  })

  it("keeps the list, keeps deleteLoading true and stores 'supercategory Not create' on failure (§8)", async () => {
    const { actor, fakes, context } = await loadedWith([superCategory(1)])
    actor.send({ type: "supercategory.delete", id: id(1) })
    fakes.deleteSuperCategory.latest().reject(new Error("refused"))
    await settle()
    expect(actor.getSnapshot().matches({ delete: "failed" })).toBe(true)
    expect(context()).toMatchObject({
      superCategories: [superCategory(1)],
      deleteLoading: true,
      error: "supercategory Not create",
      failedOperation: "delete"
    })
  })

  it("refuses a second delete while one is pending", async () => {
    const { actor, fakes } = await loadedWith([superCategory(1), superCategory(2)])
    actor.send({ type: "supercategory.delete", id: id(1) })
    actor.send({ type: "supercategory.delete", id: id(2) })
    expect(fakes.deleteSuperCategory.calls.map((call) => call.input.id)).toEqual([id(1)])
  })
})

describe("notifyChanged", () => {
  it("is given the new list after each successful create, update and delete, and nothing after failures", async () => {
    const { actor, fakes, context, notified } = await loadedWith([superCategory(1), superCategory(2)])
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(3)) })
    fakes.createSuperCategory.latest().resolve(superCategory(3))
    await settle()
    const afterCreate = context().superCategories
    actor.send({ type: "supercategory.update", id: id(1), input: payloadOf(superCategory(1, false)) })
    fakes.updateSuperCategory.latest().resolve(superCategory(1, false))
    await settle()
    const afterUpdate = context().superCategories
    actor.send({ type: "supercategory.delete", id: id(2) })
    fakes.deleteSuperCategory.latest().reject(new Error("refused"))
    await settle()
    actor.send({ type: "supercategory.delete", id: id(2) })
    fakes.deleteSuperCategory.latest().resolve(id(2))
    await settle()
    expect(notified).toEqual([
      [superCategory(1), superCategory(2), superCategory(3)],
      [superCategory(1, false), superCategory(2), superCategory(3)],
      [superCategory(1, false), superCategory(3)]
    ])
    expect(notified[0]).toBe(afterCreate)
    expect(notified[1]).toBe(afterUpdate)
    expect(notified[2]).toBe(context().superCategories)
  })

  it("does nothing by default", async () => {
    const fake = heldCalls<SuperCategory, SuperCategoryPayload>()
    const actor = createActor(superCategoryAdminMachine.provide({ actors: { createSuperCategory: fake.logic } }), { input: {} }).start()
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(1)) })
    fake.latest().resolve(superCategory(1))
    await settle()
    expect(actor.getSnapshot().context.superCategories).toEqual([superCategory(1)])
    expect(actor.getSnapshot().status).toBe("active")
  })
})

describe("super category operations together", () => {
  it("run at once, each with its own flag, and each success applies its own rule", async () => {
    const { actor, fakes, context } = await loadedWith([superCategory(1), superCategory(2)])
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(3)) })
    actor.send({ type: "supercategory.update", id: id(1), input: payloadOf(superCategory(1, false)) })
    actor.send({ type: "supercategory.delete", id: id(2) })
    expect(context()).toMatchObject({ listLoading: false, createLoading: true, updateLoading: true, deleteLoading: true })
    fakes.deleteSuperCategory.latest().resolve(id(2))
    fakes.updateSuperCategory.latest().resolve(superCategory(1, false))
    fakes.createSuperCategory.latest().resolve(superCategory(3))
    await settle()
    expect(actor.getSnapshot().value).toEqual(idleEverywhere)
    expect(context()).toMatchObject({
      superCategories: [superCategory(1, false), superCategory(3)],
      createLoading: false,
      updateLoading: false,
      deleteLoading: false
    })
  })

  it("keep one failure's text until that operation succeeds, whatever else succeeds meanwhile", async () => {
    const { actor, fakes, context } = await loadedWith([superCategory(1)])
    actor.send({ type: "supercategory.delete", id: id(1) })
    fakes.deleteSuperCategory.latest().reject(new Error("refused"))
    await settle()
    actor.send({ type: "supercategory.update", id: id(1), input: payloadOf(superCategory(1, false)) })
    fakes.updateSuperCategory.latest().resolve(superCategory(1, false))
    await settle()
    expect(context()).toMatchObject({ error: "supercategory Not create", failedOperation: "delete", deleteLoading: true })
    actor.send({ type: "supercategory.delete", id: id(1) })
    fakes.deleteSuperCategory.latest().resolve(id(1))
    await settle()
    expect(context()).toMatchObject({ superCategories: [], error: null, failedOperation: null, deleteLoading: false })
  })
})

describe("the §8 texts of the super category calls", () => {
  it("are 'supercategories Not Found' for the load, 'SuperCategory Not create' for create, 'supercategory Not create' for update and delete", () => {
    expect(SUPER_CATEGORY_ERROR_TEXTS).toEqual({
      list: "supercategories Not Found",
      create: "SuperCategory Not create",
      update: "supercategory Not create",
      delete: "supercategory Not create"
    })
  })
})

describe("the default super category calls", () => {
  const actorNames = ["fetchSuperCategories", "createSuperCategory", "updateSuperCategory", "deleteSuperCategory"] as const

  it.each(actorNames)("%s fails loudly with '<name> not provided'", async (name) => {
    const logic = superCategoryAdminMachine.implementations.actors[name]
    if (logic === undefined || !("transition" in logic)) throw new Error(`no default ${name}`)
    const actor = createActor(logic, { input: undefined })
    const done = toPromise(actor)
    actor.start()
    await expect(done).rejects.toThrow(`${name} not provided`)
  })

  it("leave an actor that was not given them with every flag true", async () => {
    const actor = createActor(superCategoryAdminMachine, { input: {} }).start()
    actor.send({ type: "supercategory.create", input: payloadOf(superCategory(1)) })
    actor.send({ type: "supercategory.update", id: id(1), input: payloadOf(superCategory(1)) })
    actor.send({ type: "supercategory.delete", id: id(1) })
    actor.send({ type: "supercategories.load" })
    await settle()
    expect(actor.getSnapshot().value).toEqual(Object.fromEntries(SUPER_CATEGORY_OPERATIONS.map((operation) => [operation, "failed"])))
    expect(actor.getSnapshot().context).toMatchObject({
      superCategories: [],
      listLoading: true,
      createLoading: true,
      updateLoading: true,
      deleteLoading: true,
      error: "supercategories Not Found"
    })
  })
})
