import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { Id } from "#domain/common.ts"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { adminListMachine, appendEntry, type ListEntry, removeEntry } from "./admin-list.machine.ts"
import { brandMachine } from "./brand.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { superCategoryAdminMachine } from "./super-category-admin.machine.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

interface Tag extends ListEntry {
  readonly name: string
}
const tag = (n: number, name = `Tag ${n}`): Tag => ({ _id: id(n), name })

/** A list of the machine's own, with no images, no shown-only list and nothing to tell. */
const tagList = adminListMachine({
  types: {} as { readonly entry: Tag; readonly payload: { readonly name: string }; readonly input: { readonly tags?: ReadonlyArray<Tag> } },
  id: "tags",
  names: {
    entries: "tags",
    commands: { list: "tags.load", create: "tag.create", update: "tag.update", delete: "tag.delete" },
    calls: { list: "fetchTags", create: "createTag", update: "updateTag", delete: "deleteTag" }
  },
  errorTexts: { list: ERROR_TEXTS.brandLists, create: ERROR_TEXTS.brandCreate, update: ERROR_TEXTS.brandUpdate, delete: ERROR_TEXTS.brandDelete },
  start: (input) => input.tags ?? [],
  replace: (list, updated) => list.map((entry) => (entry._id === updated._id ? updated : entry))
})

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe("the rules every admin list shares (§4)", () => {
  const list = [tag(1), tag(2), tag(3)]

  it("appendEntry adds the created entry at the end", () => {
    expect(appendEntry(list, tag(4))).toEqual([...list, tag(4)])
  })

  it("appendEntry never holds an _id twice: an entry already listed moves to the end as created", () => {
    expect(appendEntry(list, tag(1, "Renamed"))).toEqual([tag(2), tag(3), tag(1, "Renamed")])
  })

  it("removeEntry removes the entry with that id and leaves a list without it unchanged", () => {
    expect(removeEntry(list, id(2))).toEqual([tag(1), tag(3)])
    expect(removeEntry(list, id(9))).toEqual(list)
  })
})

describe("a list made of the admin list machine", () => {
  it("keeps its entries under its own key, and no images, no shown-only list when it has none", () => {
    const actor = createActor(tagList, { input: { tags: [tag(1)] } }).start()
    expect(actor.getSnapshot().value).toEqual({ list: "idle", create: "idle", update: "idle", delete: "idle" })
    expect(actor.getSnapshot().context).toEqual({
      tags: [tag(1)],
      listLoading: false,
      createLoading: false,
      updateLoading: false,
      deleteLoading: false,
      error: null,
      problem: null,
      failedOperation: null
    })
  })

  it("takes its own commands, calls its own calls and applies its own update rule", async () => {
    const update = heldCalls<Tag, { readonly id: Id; readonly input: { readonly name: string } }>()
    const actor = createActor(tagList.provide({ actors: { updateTag: update.logic } }), { input: { tags: [tag(1), tag(2)] } }).start()
    actor.send({ type: "tag.update", id: id(1), input: { name: "Renamed" } })
    expect(update.only().input).toEqual({ id: id(1), input: { name: "Renamed" } })
    update.only().resolve(tag(1, "Renamed"))
    await settle()
    expect(actor.getSnapshot().context.tags).toEqual([tag(1, "Renamed"), tag(2)])
  })

  it("is a machine of its own for each list, which the shop tells apart by its definition", () => {
    expect(new Set([brandMachine.config, superCategoryAdminMachine.config, tagList.config]).size).toBe(3)
    expect([brandMachine.id, superCategoryAdminMachine.id, tagList.id]).toEqual(["brand", "superCategoryAdmin", "tags"])
  })
})
