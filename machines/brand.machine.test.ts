import { describe, expect, it } from "vitest"
import { createActor, toPromise } from "xstate"
import type { Brand, BrandInput } from "#domain/brand.ts"
import { Id } from "#domain/common.ts"
import {
  BRAND_ERROR_TEXTS,
  BRAND_OPERATIONS,
  type BrandImagesAnswer,
  type BrandImagesUpload,
  brandMachine,
  type BrandMachineInput,
  type DeleteBrandInput,
  replaceBrand,
  restoredBrands,
  shownOnly,
  type UpdateBrandInput
} from "./brand.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { SOMETHING_WENT_WRONG } from "#domain/failure-words.ts"
import { failedCall } from "./failures.test-support.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const brand = (n: number, show = true): Brand => ({
  _id: id(n),
  name: `Brand ${n}`,
  slugUrl: `brand-${n}`,
  show,
  mobileImage: `/images/brand-${n}-mobile.png`,
  desktopImage: `/images/brand-${n}-desktop.png`,
  categories: [id(100)],
  subCategories: [id(200)]
})

const inputOf = ({ _id: _, ...input }: Brand): BrandInput => input

const upload = (name: string): BrandImagesUpload => ({
  mobileImage: { fileName: `${name}-mobile.png`, dataUrl: "data:image/png;base64,AAAA" },
  desktopImage: { fileName: `${name}-desktop.png`, dataUrl: "data:image/png;base64,BBBB" }
})

const answer = (name: string): BrandImagesAnswer => ({
  mobileimages: `/images/${name}-mobile.png`,
  desktopImages: `/images/${name}-desktop.png`
})

/** Lets the promise callbacks run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const startBrands = (input: BrandMachineInput = {}) => {
  const fakes = {
    fetchBrands: heldCalls<ReadonlyArray<Brand>, void>(),
    createBrand: heldCalls<Brand, BrandInput>(),
    updateBrand: heldCalls<Brand, UpdateBrandInput>(),
    deleteBrand: heldCalls<Id, DeleteBrandInput>(),
    uploadImages: heldCalls<BrandImagesAnswer, BrandImagesUpload>()
  }
  const machine = brandMachine.provide({
    actors: {
      fetchBrands: fakes.fetchBrands.logic,
      createBrand: fakes.createBrand.logic,
      updateBrand: fakes.updateBrand.logic,
      deleteBrand: fakes.deleteBrand.logic,
      uploadImages: fakes.uploadImages.logic
    }
  })
  const actor = createActor(machine, { input }).start()
  return { actor, fakes, context: () => actor.getSnapshot().context }
}

/** A started actor whose list was loaded with `brands`. */
const loadedWith = async (brands: ReadonlyArray<Brand>) => {
  const started = startBrands()
  started.actor.send({ type: "brands.load" })
  started.fakes.fetchBrands.latest().resolve(brands)
  await settle()
  return started
}

/** A started actor holding uploaded images. */
const withImages = async (brands: ReadonlyArray<Brand>) => {
  const started = await loadedWith(brands)
  started.actor.send({ type: "brand.images.upload", images: upload("first") })
  started.fakes.uploadImages.latest().resolve(answer("first"))
  await settle()
  return started
}

const idleEverywhere = { list: "idle", create: "idle", update: "idle", delete: "idle", images: "idle" }

describe("the brand list rules (§3, §4)", () => {
  const list = [brand(1), brand(2, false), brand(3)]

  it("shownOnly keeps the brands whose show is true, in order", () => {
    expect(shownOnly(list)).toEqual([brand(1), brand(3)])
    expect(shownOnly([])).toEqual([])
  })

  it("replaceBrand removes the old entry by id and adds the updated brand at the end", () => {
    const updated = { ...brand(1), name: "Renamed" }
    expect(replaceBrand(list, updated)).toEqual([brand(2, false), brand(3), updated])
  })

  it("replaceBrand adds the updated brand when the list did not hold it", () => {
    expect(replaceBrand([brand(2)], brand(5))).toEqual([brand(2), brand(5)])
  })

  it("restoredBrands accepts a non-empty list that decodes as brands", () => {
    expect(restoredBrands(list)).toBe(list)
  })

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["an empty list", []],
    ["not a list", { brands: [brand(1)] }],
    ["a list with one entry that is not a brand", [brand(1), { _id: "nope" }]],
    ["a brand with an id that is not 24-hex", [{ ...brand(1), _id: "x".repeat(24) }]],
    ["a brand without show", [(({ show: _, ...rest }) => rest)(brand(1))]]
  ])("restoredBrands drops %s", (_, restored) => {
    expect(restoredBrands(restored)).toBeNull()
  })
})

describe("the brand actor at start", () => {
  it("holds nothing, waits for a load with listLoading true, and has nothing else under way", () => {
    const { actor, context } = startBrands()
    // The list region rests in `empty` (nothing shown yet), the others in `idle`.
    expect(actor.getSnapshot().value).toEqual({ ...idleEverywhere, list: "empty" })
    expect(context()).toEqual({
      brands: [],
      shownBrands: [],
      mobileImage: null,
      desktopImage: null,
      listLoading: true,
      createLoading: false,
      updateLoading: false,
      deleteLoading: false,
      imagesLoading: false,
      error: null,
      problem: null,
      failedOperation: null
    })
  })

  it("shows a restored list (brandtotal, §9) and its shown-only list at once, with listLoading false", () => {
    const restored = [brand(1), brand(2, false)]
    const { context } = startBrands({ restored })
    expect(context()).toMatchObject({ brands: restored, shownBrands: [brand(1)], listLoading: false })
  })

  it("drops a restored value that does not decode as a brand list (DESIGN §2)", () => {
    const { context } = startBrands({ restored: [brand(1), { ...brand(2), show: "yes" }] })
    expect(context()).toMatchObject({ brands: [], shownBrands: [], listLoading: true })
  })

  it("calls nothing until it is asked", () => {
    const { fakes } = startBrands({ restored: [brand(1)] })
    for (const fake of Object.values(fakes)) expect(fake.calls).toHaveLength(0)
  })
})

describe("brands.load (§4 loading fills the list and the shown-only list)", () => {
  it("sets listLoading true while the call is pending, even over a restored list", () => {
    const { actor, fakes, context } = startBrands({ restored: [brand(1)] })
    actor.send({ type: "brands.load" })
    expect(actor.getSnapshot().matches({ list: "pending" })).toBe(true)
    expect(context()).toMatchObject({ brands: [brand(1)], listLoading: true })
    expect(fakes.fetchBrands.calls).toHaveLength(1)
  })

  it("fills the list and the shown-only list on success, with listLoading false", async () => {
    const loaded = [brand(1), brand(2, false), brand(3)]
    const { actor, context } = await loadedWith(loaded)
    expect(actor.getSnapshot().value).toEqual(idleEverywhere)
    expect(context()).toMatchObject({ brands: loaded, shownBrands: [brand(1), brand(3)], listLoading: false, error: null })
  })

  it("keeps the list, keeps listLoading true and stores '404 Not Found' on failure (§8)", async () => {
    const { actor, fakes, context } = startBrands({ restored: [brand(1)] })
    actor.send({ type: "brands.load" })
    fakes.fetchBrands.latest().reject(new Error("offline"))
    await settle()
    expect(actor.getSnapshot().matches({ list: "failed" })).toBe(true)
    expect(context()).toMatchObject({ brands: [brand(1)], shownBrands: [brand(1)], listLoading: true, error: "404 Not Found", failedOperation: "list" })
  })

  it("can be asked again after a failure, and its success clears the error", async () => {
    const { actor, fakes, context } = startBrands()
    actor.send({ type: "brands.load" })
    fakes.fetchBrands.latest().reject(new Error("offline"))
    await settle()
    actor.send({ type: "brands.load" })
    expect(fakes.fetchBrands.calls).toHaveLength(2)
    fakes.fetchBrands.latest().resolve([brand(1)])
    await settle()
    expect(context()).toMatchObject({ brands: [brand(1)], listLoading: false, error: null, failedOperation: null })
  })

  it("abandons a pending load when asked again: the latest answer wins, the abandoned one is ignored", async () => {
    const { actor, fakes, context } = startBrands()
    actor.send({ type: "brands.load" })
    actor.send({ type: "brands.load" })
    const [first, second] = fakes.fetchBrands.calls
    expect(first?.signal.aborted).toBe(true)
    expect(fakes.fetchBrands.live()).toEqual([second])
    second?.resolve([brand(2)])
    first?.resolve([brand(9)])
    await settle()
    expect(context()).toMatchObject({ brands: [brand(2)], listLoading: false })
  })
})

describe("brand.create (§4 successful create appends the brand)", () => {
  it("sends the input, and createLoading is true while the call is pending", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    expect(fakes.createBrand.calls.map((call) => call.input)).toEqual([inputOf(brand(2))])
    expect(actor.getSnapshot().matches({ create: "pending" })).toBe(true)
    expect(context().createLoading).toBe(true)
  })

  it("appends the created brand to the list and, when shown, to the shown-only list", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1), brand(2, false)])
    actor.send({ type: "brand.create", input: inputOf(brand(3)) })
    fakes.createBrand.latest().resolve(brand(3))
    await settle()
    expect(context()).toMatchObject({
      brands: [brand(1), brand(2, false), brand(3)],
      shownBrands: [brand(1), brand(3)],
      createLoading: false
    })
  })

  it("appends a hidden brand to the list only", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    actor.send({ type: "brand.create", input: inputOf(brand(3, false)) })
    fakes.createBrand.latest().resolve(brand(3, false))
    await settle()
    expect(context()).toMatchObject({ brands: [brand(1), brand(3, false)], shownBrands: [brand(1)] })
  })

  it("keeps the list, keeps createLoading true and stores 'brand Not create' on failure (§8)", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    fakes.createBrand.latest().reject(new Error("refused"))
    await settle()
    expect(actor.getSnapshot().matches({ create: "failed" })).toBe(true)
    expect(context()).toMatchObject({ brands: [brand(1)], createLoading: true, error: "brand Not create", failedOperation: "create" })
  })

  it("keeps the server's sentence beside the §8 text for the screen (issue 16), and the general one for anything else", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    fakes.createBrand.latest().reject(failedCall("A brand named Kalamkari House already exists."))
    await settle()
    expect(context()).toMatchObject({ error: "brand Not create", problem: "A brand named Kalamkari House already exists." })
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    fakes.createBrand.latest().reject(new Error("TypeError: x is undefined"))
    await settle()
    expect(context()).toMatchObject({ error: "brand Not create", problem: SOMETHING_WENT_WRONG })
  })

  it("refuses a second create while one is pending: one call, one brand", async () => {
    const { actor, fakes, context } = await loadedWith([])
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    actor.send({ type: "brand.create", input: inputOf(brand(3)) })
    expect(fakes.createBrand.calls).toHaveLength(1)
    expect(fakes.createBrand.calls[0]?.signal.aborted).toBe(false)
    fakes.createBrand.latest().resolve(brand(2))
    await settle()
    expect(context().brands).toEqual([brand(2)])
  })

  it("can be tried again after a failure, and its success clears the error", async () => {
    const { actor, fakes, context } = await loadedWith([])
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    fakes.createBrand.latest().reject(new Error("refused"))
    await settle()
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    fakes.createBrand.latest().resolve(brand(2))
    await settle()
    expect(context()).toMatchObject({ brands: [brand(2)], createLoading: false, error: null, failedOperation: null })
  })
})

describe("brand.update (§4 successful update removes the old entry, adds the updated brand, clears the images)", () => {
  it("sends the id and the input, and updateLoading is true while the call is pending", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    const input = { ...inputOf(brand(1)), name: "Renamed" }
    actor.send({ type: "brand.update", id: id(1), input })
    expect(fakes.updateBrand.calls.map((call) => call.input)).toEqual([{ id: id(1), input }])
    expect(context().updateLoading).toBe(true)
  })

  it("removes the old entry by id and adds the updated brand at the end", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1), brand(2), brand(3)])
    const updated = { ...brand(1), name: "Renamed" }
    actor.send({ type: "brand.update", id: id(1), input: inputOf(updated) })
    fakes.updateBrand.latest().resolve(updated)
    await settle()
    expect(context()).toMatchObject({
      brands: [brand(2), brand(3), updated],
      shownBrands: [brand(2), brand(3), updated],
      updateLoading: false
    })
  })

  it("takes a brand switched from show true to false out of the shown-only list", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1), brand(2)])
    actor.send({ type: "brand.update", id: id(1), input: inputOf(brand(1, false)) })
    fakes.updateBrand.latest().resolve(brand(1, false))
    await settle()
    expect(context()).toMatchObject({ brands: [brand(2), brand(1, false)], shownBrands: [brand(2)] })
  })

  it("puts a brand switched from show false to true into the shown-only list", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1, false), brand(2)])
    actor.send({ type: "brand.update", id: id(1), input: inputOf(brand(1)) })
    fakes.updateBrand.latest().resolve(brand(1))
    await settle()
    expect(context().shownBrands).toEqual([brand(2), brand(1)])
  })

  it("clears the mobile and desktop images", async () => {
    const { actor, fakes, context } = await withImages([brand(1)])
    expect(context()).toMatchObject({ mobileImage: answer("first").mobileimages, desktopImage: answer("first").desktopImages })
    actor.send({ type: "brand.update", id: id(1), input: inputOf(brand(1)) })
    fakes.updateBrand.latest().resolve(brand(1))
    await settle()
    expect(context()).toMatchObject({ mobileImage: null, desktopImage: null })
  })

  it("keeps the list and the images, keeps updateLoading true and stores 'brand Not create' on failure (§8)", async () => {
    const { actor, fakes, context } = await withImages([brand(1)])
    actor.send({ type: "brand.update", id: id(1), input: inputOf(brand(1, false)) })
    fakes.updateBrand.latest().reject(new Error("refused"))
    await settle()
    expect(actor.getSnapshot().matches({ update: "failed" })).toBe(true)
    expect(context()).toMatchObject({
      brands: [brand(1)],
      shownBrands: [brand(1)],
      mobileImage: answer("first").mobileimages,
      desktopImage: answer("first").desktopImages,
      updateLoading: true,
      error: "brand Not create",
      failedOperation: "update"
    })
  })

  it("refuses a second update while one is pending", async () => {
    const { actor, fakes } = await loadedWith([brand(1), brand(2)])
    actor.send({ type: "brand.update", id: id(1), input: inputOf(brand(1, false)) })
    actor.send({ type: "brand.update", id: id(2), input: inputOf(brand(2, false)) })
    expect(fakes.updateBrand.calls.map((call) => call.input.id)).toEqual([id(1)])
  })
})

describe("brand.delete (§4 successful delete removes by id)", () => {
  it("sends the id, and deleteLoading is true while the call is pending", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    actor.send({ type: "brand.delete", id: id(1) })
    expect(fakes.deleteBrand.calls.map((call) => call.input)).toEqual([{ id: id(1) }])
    expect(context()).toMatchObject({ brands: [brand(1)], deleteLoading: true })
  })

  it("removes the brand from the list and the shown-only list", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1), brand(2), brand(3, false)])
    actor.send({ type: "brand.delete", id: id(2) })
    fakes.deleteBrand.latest().resolve(id(2))
    await settle()
    expect(context()).toMatchObject({ brands: [brand(1), brand(3, false)], shownBrands: [brand(1)], deleteLoading: false })
  })

  it("keeps the list, keeps deleteLoading true and stores 'brand Not create' on failure (§8)", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    actor.send({ type: "brand.delete", id: id(1) })
    fakes.deleteBrand.latest().reject(new Error("refused"))
    await settle()
    expect(actor.getSnapshot().matches({ delete: "failed" })).toBe(true)
    expect(context()).toMatchObject({ brands: [brand(1)], deleteLoading: true, error: "brand Not create", failedOperation: "delete" })
  })

  it("refuses a second delete while one is pending", async () => {
    const { actor, fakes } = await loadedWith([brand(1), brand(2)])
    actor.send({ type: "brand.delete", id: id(1) })
    actor.send({ type: "brand.delete", id: id(2) })
    expect(fakes.deleteBrand.calls.map((call) => call.input.id)).toEqual([id(1)])
  })
})

describe("brand.images.upload and brand.images.remove (§4 upload sets both images, removal clears both)", () => {
  it("sends both images, and imagesLoading is true while the call is pending", async () => {
    const { actor, fakes, context } = await loadedWith([])
    actor.send({ type: "brand.images.upload", images: upload("first") })
    expect(fakes.uploadImages.calls.map((call) => call.input)).toEqual([upload("first")])
    expect(context()).toMatchObject({ imagesLoading: true, mobileImage: null, desktopImage: null })
  })

  it("sets both images from the answer on success", async () => {
    const { context } = await withImages([])
    expect(context()).toMatchObject({
      mobileImage: "/images/first-mobile.png",
      desktopImage: "/images/first-desktop.png",
      imagesLoading: false
    })
  })

  it("keeps the images, keeps imagesLoading true and stores 'brandimages Not create' on failure (§8)", async () => {
    const { actor, fakes, context } = await withImages([])
    actor.send({ type: "brand.images.upload", images: upload("second") })
    fakes.uploadImages.latest().reject(new Error("too large"))
    await settle()
    expect(actor.getSnapshot().matches({ images: "failed" })).toBe(true)
    expect(context()).toMatchObject({
      mobileImage: "/images/first-mobile.png",
      desktopImage: "/images/first-desktop.png",
      imagesLoading: true,
      error: "brandimages Not create",
      failedOperation: "images"
    })
  })

  it("lets the images chosen last win when a second upload starts while one is pending", async () => {
    const { actor, fakes, context } = await loadedWith([])
    actor.send({ type: "brand.images.upload", images: upload("first") })
    actor.send({ type: "brand.images.upload", images: upload("second") })
    const [first, second] = fakes.uploadImages.calls
    expect(first?.signal.aborted).toBe(true)
    expect(second?.input).toEqual(upload("second"))
    second?.resolve(answer("second"))
    first?.resolve(answer("first"))
    await settle()
    expect(context()).toMatchObject({ mobileImage: "/images/second-mobile.png", desktopImage: "/images/second-desktop.png" })
  })

  it("clears both images on removal", async () => {
    const { actor, context } = await withImages([])
    actor.send({ type: "brand.images.remove" })
    expect(context()).toMatchObject({ mobileImage: null, desktopImage: null, imagesLoading: false })
  })

  it("abandons a pending upload on removal, so its images do not come back", async () => {
    const { actor, fakes, context } = await loadedWith([])
    actor.send({ type: "brand.images.upload", images: upload("first") })
    actor.send({ type: "brand.images.remove" })
    expect(fakes.uploadImages.calls[0]?.signal.aborted).toBe(true)
    fakes.uploadImages.calls[0]?.resolve(answer("first"))
    await settle()
    expect(actor.getSnapshot().matches({ images: "idle" })).toBe(true)
    expect(context()).toMatchObject({ mobileImage: null, desktopImage: null, imagesLoading: false })
  })

  it("ends a failed upload on removal: imagesLoading false and its error cleared", async () => {
    const { actor, fakes, context } = await loadedWith([])
    actor.send({ type: "brand.images.upload", images: upload("first") })
    fakes.uploadImages.latest().reject(new Error("too large"))
    await settle()
    actor.send({ type: "brand.images.remove" })
    expect(context()).toMatchObject({ imagesLoading: false, error: null, failedOperation: null })
  })
})

describe("brand operations together", () => {
  it("run at once, each with its own flag, and each success applies its own rule", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1), brand(2)])
    actor.send({ type: "brand.create", input: inputOf(brand(3)) })
    actor.send({ type: "brand.update", id: id(1), input: inputOf(brand(1, false)) })
    actor.send({ type: "brand.delete", id: id(2) })
    actor.send({ type: "brand.images.upload", images: upload("first") })
    actor.send({ type: "brands.load" })
    expect(context()).toMatchObject({ listLoading: true, createLoading: true, updateLoading: true, deleteLoading: true, imagesLoading: true })
    fakes.deleteBrand.latest().resolve(id(2))
    fakes.createBrand.latest().resolve(brand(3))
    await settle()
    expect(context()).toMatchObject({ brands: [brand(1), brand(3)], createLoading: false, deleteLoading: false, updateLoading: true })
    fakes.uploadImages.latest().resolve(answer("first"))
    await settle()
    fakes.updateBrand.latest().resolve(brand(1, false))
    await settle()
    expect(context()).toMatchObject({ brands: [brand(3), brand(1, false)], shownBrands: [brand(3)], mobileImage: null, desktopImage: null })
    fakes.fetchBrands.latest().resolve([brand(3), brand(1, false), brand(4)])
    await settle()
    expect(actor.getSnapshot().value).toEqual(idleEverywhere)
    expect(context()).toMatchObject({
      brands: [brand(3), brand(1, false), brand(4)],
      shownBrands: [brand(3), brand(4)],
      listLoading: false,
      createLoading: false,
      updateLoading: false,
      deleteLoading: false,
      imagesLoading: false
    })
  })

  it("keep one failure's text until that operation succeeds, whatever else succeeds meanwhile", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    actor.send({ type: "brand.images.upload", images: upload("first") })
    fakes.uploadImages.latest().reject(new Error("too large"))
    await settle()
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    fakes.createBrand.latest().resolve(brand(2))
    actor.send({ type: "brands.load" })
    fakes.fetchBrands.latest().resolve([brand(1), brand(2)])
    await settle()
    expect(context()).toMatchObject({ error: "brandimages Not create", failedOperation: "images", imagesLoading: true })
    actor.send({ type: "brand.images.upload", images: upload("second") })
    fakes.uploadImages.latest().resolve(answer("second"))
    await settle()
    expect(context()).toMatchObject({ error: null, failedOperation: null, imagesLoading: false })
  })

  it("store the text of the latest failure", async () => {
    const { actor, fakes, context } = await loadedWith([brand(1)])
    actor.send({ type: "brand.create", input: inputOf(brand(2)) })
    actor.send({ type: "brands.load" })
    fakes.createBrand.latest().reject(new Error("refused"))
    await settle()
    fakes.fetchBrands.latest().reject(new Error("offline"))
    await settle()
    expect(context()).toMatchObject({ error: "404 Not Found", failedOperation: "list", createLoading: true, listLoading: true })
  })
})

describe("the §8 texts of the brand calls", () => {
  it("are '404 Not Found' for lists, 'brand Not create' for writes and 'brandimages Not create' for images", () => {
    expect(BRAND_ERROR_TEXTS).toEqual({
      list: "404 Not Found",
      create: "brand Not create",
      update: "brand Not create",
      delete: "brand Not create",
      images: "brandimages Not create"
    })
  })
})

describe("the default brand calls", () => {
  const actorNames = ["fetchBrands", "createBrand", "updateBrand", "deleteBrand", "uploadImages"] as const

  it.each(actorNames)("%s fails loudly with '<name> not provided'", async (name) => {
    const logic = brandMachine.implementations.actors[name]
    if (logic === undefined || !("transition" in logic)) throw new Error(`no default ${name}`)
    const actor = createActor(logic, { input: undefined })
    const done = toPromise(actor)
    actor.start()
    await expect(done).rejects.toThrow(`${name} not provided`)
  })

  it("leave an actor that was not given them with every flag true and the last call's text", async () => {
    const actor = createActor(brandMachine, { input: {} }).start()
    actor.send({ type: "brand.create", input: inputOf(brand(1)) })
    actor.send({ type: "brand.update", id: id(1), input: inputOf(brand(1)) })
    actor.send({ type: "brand.delete", id: id(1) })
    actor.send({ type: "brand.images.upload", images: upload("first") })
    actor.send({ type: "brands.load" })
    await settle()
    const value = actor.getSnapshot().value
    expect(value).toEqual(Object.fromEntries(BRAND_OPERATIONS.map((operation) => [operation, "failed"])))
    expect(actor.getSnapshot().context).toMatchObject({
      brands: [],
      listLoading: true,
      createLoading: true,
      updateLoading: true,
      deleteLoading: true,
      imagesLoading: true,
      error: "404 Not Found"
    })
  })
})
