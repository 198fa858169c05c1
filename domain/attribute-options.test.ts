import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  ATTRIBUTE_CATEGORY_KEYS,
  ATTRIBUTE_GROUPS,
  ATTRIBUTE_LISTS,
  AttributeGroup,
  AttributeGroups,
  AttributeList,
  attributeCategory,
  attributeListsFor,
  attributeNamesFor,
  attributeOptions,
  foldAttributeDefinitions,
  rangeLabels
} from "./attribute-options.ts"

/** The labels of the winning list of `name`, in order. */
const labels = (name: string): ReadonlyArray<string> | undefined =>
  attributeOptions(name)?.options.map((option) => option.label)

/** The labels a category's own definition of `name` gives, before the later-wins fold. */
const labelsIn = (categoryKey: string, name: string): ReadonlyArray<string> | undefined =>
  attributeCategory(categoryKey)
    ?.attributes.find((attribute) => attribute.name === name)
    ?.options.map((option) => option.label)

const everyList = ATTRIBUTE_GROUPS.flatMap((group) => group.attributes.map((list) => ({ group: group.key, list })))

const accepts = <A, I>(schema: Schema.Schema<A, I>, value: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(value))

describe("§3 clothing sizes", () => {
  it("offers ONESIZE, PACK and 3XS to 10XL, in that order", () => {
    expect(labels("Size")).toEqual([
      "ONESIZE",
      "PACK",
      "3XS",
      "XXS",
      "XS",
      "S",
      "M",
      "L",
      "XL",
      "XXL",
      "3XL",
      "4XL",
      "5XL",
      "6XL",
      "7XL",
      "8XL",
      "9XL",
      "10XL"
    ])
  })

  it("offers kids' year ranges 1-2Y to 15-16Y", () => {
    expect(labels("Kids_size")).toEqual([
      "1-2Y",
      "2-3Y",
      "3-4Y",
      "4-5Y",
      "5-6Y",
      "6-7Y",
      "7-8Y",
      "8-9Y",
      "9-10Y",
      "10-11Y",
      "11-12Y",
      "12-13Y",
      "13-14Y",
      "14-15Y",
      "15-16Y"
    ])
  })

  it("offers every numeric size from 24 to 52", () => {
    const numeric = labels("Numeric_size") ?? []
    expect(numeric[0]).toBe("24")
    expect(numeric.at(-1)).toBe("52")
    expect(numeric).toHaveLength(29)
  })

  it("offers bra sizes as band and cup", () => {
    expect(labels("Bra_size")).toContain("32B")
    expect(labels("Bra_size")).toContain("36DD")
  })

  it("gives sleeve, neck, fabric, saree, kurti and the first bullet's appliance and device categories their lists", () => {
    for (const name of ["Sleeve", "Neck", "Fabric", "Saree_type", "Kurti_type"]) {
      expect(attributeOptions(name)?.options.length).toBeGreaterThan(1)
    }
    expect(labels("Fabric")).toEqual(expect.arrayContaining(["Cotton", "Silk", "Georgette", "Rayon"]))
    expect(labels("Saree_type")).toEqual(expect.arrayContaining(["Banarasi", "Kanjeevaram"]))
    for (const key of [
      "washing-machines",
      "air-conditioners",
      "refrigerators",
      "mobiles",
      "laptops",
      "tablets",
      "speakers",
      "laptop-bags"
    ]) {
      expect(attributeNamesFor(key).length).toBeGreaterThan(0)
    }
  })
})

describe("§3 examples keep their exact labels, spelling and spaces included", () => {
  it("hard drive type is HDD or SDD", () => {
    expect(labels("Hard_drive_type")).toEqual(["HDD", "SDD"])
  })

  it("hard drive capacity is 256GB, 512GB, 1TB, 8TB, 16 TB, 32 TB", () => {
    expect(labels("Hard_drive_capacity")).toEqual(["256GB", "512GB", "1TB", "8TB", "16 TB", "32 TB"])
  })

  it("Wired_wireless is wired or wireless", () => {
    expect(labels("Wired_wireless")).toEqual(["wired", "wireless"])
  })

  it("Frequency is 2.4 GHz, 5GHz or Dual band", () => {
    expect(labels("Frequency")).toEqual(["2.4 GHz", "5GHz", "Dual band"])
  })

  it("Antennae are External or Internal", () => {
    expect(labels("Antennae")).toEqual(["External", "Internal"])
  })

  it("solid state type is SSD, M.2SATA, M.2 NVMe, PCIe or U.2", () => {
    expect(labels("Solid_state_type")).toEqual(["SSD", "M.2SATA", "M.2 NVMe", "PCIe", "U.2"])
  })

  it("power requirement is 220v, 230v or 240v", () => {
    expect(labels("Power_requirement")).toEqual(["220v", "230v", "240v"])
  })

  it("Star_rating runs 1 to 5", () => {
    expect(labels("Star_rating")).toEqual(["1", "2", "3", "4", "5"])
  })

  it("screen type is LED, LCD, OLED, QLED or Smart", () => {
    expect(labels("Screen_type")).toEqual(["LED", "LCD", "OLED", "QLED", "Smart"])
  })

  it("display resolution is 720p, 1080p, 2160p, 1440p in the source's order", () => {
    expect(labels("Display_resolution")).toEqual(["720p", "1080p", "2160p", "1440p"])
  })

  it("refresh rate is 60hz, 120Hz, 240 Hz with the source's mixed spelling", () => {
    expect(labels("Refresh_rate")).toEqual(["60hz", "120Hz", "240 Hz"])
  })

  it("Bluetooth versions run 4.0 to 5.3", () => {
    expect(labels("Bluetooth_version")).toEqual(["4.0", "4.1", "4.2", "5.0", "5.1", "5.2", "5.3"])
  })

  it("children's shoe sizes run 4 to 16 years", () => {
    expect(labels("Kids_shoe_size")).toEqual([
      "4 Years",
      "5 Years",
      "6 Years",
      "7 Years",
      "8 Years",
      "9 Years",
      "10 Years",
      "11 Years",
      "12 Years",
      "13 Years",
      "14 Years",
      "15 Years",
      "16 Years"
    ])
  })

  it("infants' sizes run 1 to 11 Month and then years", () => {
    expect(labels("Infant_shoe_size")).toEqual([
      "1 Month",
      "2 Month",
      "3 Month",
      "4 Month",
      "5 Month",
      "6 Month",
      "7 Month",
      "8 Month",
      "9 Month",
      "10 Month",
      "11 Month",
      "1 Year",
      "2 Years",
      "3 Years"
    ])
  })

  it("number of pairs is 1, 2 or 3", () => {
    expect(labels("Number_of_pairs")).toEqual(["1", "2", "3"])
  })

  it("warranty is 1 to 6 Month or 1 Year", () => {
    expect(labels("Warranty")).toEqual(["1 Month", "2 Month", "3 Month", "4 Month", "5 Month", "6 Month", "1 Year"])
  })

  it("each example sits in the category that §3 names for it", () => {
    expect(attributeNamesFor("hard-drives")).toEqual(expect.arrayContaining(["Hard_drive_type", "Hard_drive_capacity"]))
    expect(attributeNamesFor("solid-state-drives")).toContain("Solid_state_type")
    expect(attributeNamesFor("network-devices")).toEqual(
      expect.arrayContaining(["Wired_wireless", "Frequency", "Network_speed", "Network_range", "Ports", "Antennae"])
    )
    expect(attributeNamesFor("televisions")).toEqual(
      expect.arrayContaining(["Screen_type", "Display_resolution", "Refresh_rate"])
    )
    expect(attributeNamesFor("kids-footwear")).toContain("Kids_shoe_size")
    expect(attributeNamesFor("infants-footwear")).toContain("Infant_shoe_size")
  })
})

describe("§9 attribute ranges", () => {
  const span = (values: ReadonlyArray<string> | undefined) => ({
    first: values?.[0],
    last: values?.at(-1),
    count: values?.length
  })

  it("Net_quantity and Pack_of run 1 to 10 in clothing and accessories", () => {
    for (const key of ["clothing", "kids-clothing", "sarees", "kurtis", "pen-drives", "chargers", "cables"]) {
      expect(span(labelsIn(key, "Net_quantity"))).toEqual({ first: "1", last: "10", count: 10 })
      expect(span(labelsIn(key, "Pack_of"))).toEqual({ first: "1", last: "10", count: 10 })
    }
  })

  it("Net_quantity and Pack_of run 1 to 5 in kitchen and home appliances", () => {
    for (const key of ["cookers", "fans"]) {
      expect(labelsIn(key, "Net_quantity")).toEqual(["1", "2", "3", "4", "5"])
      expect(labelsIn(key, "Pack_of")).toEqual(["1", "2", "3", "4", "5"])
    }
  })

  it("USB ports run 1 to 10", () => {
    expect(span(labels("USB_ports"))).toEqual({ first: "1", last: "10", count: 10 })
  })

  it("power levels run 1 to 10", () => {
    expect(span(labels("Power_levels"))).toEqual({ first: "1", last: "10", count: 10 })
    expect(attributeNamesFor("microwave-ovens")).toContain("Power_levels")
    expect(attributeNamesFor("induction-cooktops")).toContain("Power_levels")
  })

  it("speed levels run 1 to 4", () => {
    expect(labels("Speed_levels")).toEqual(["1", "2", "3", "4"])
  })

  it("slice counts run 2 to 6", () => {
    expect(labels("Number_of_slices")).toEqual(["2", "3", "4", "5", "6"])
    expect(attributeNamesFor("toasters-and-grills")).toContain("Number_of_slices")
  })

  it("purification capacity runs 5000 L to 30000 L in steps of 1000 L", () => {
    expect(span(labels("Purification_capacity"))).toEqual({ first: "5000 L", last: "30000 L", count: 26 })
    expect(labels("Purification_capacity")).toEqual(expect.arrayContaining(["6000 L", "8000 L", "12000 L"]))
  })

  it("play time runs 14 hrs to 120 hrs in steps of 2 hrs", () => {
    expect(span(labels("Play_time"))).toEqual({ first: "14 hrs", last: "120 hrs", count: 54 })
  })
})

describe("§3 a later definition of a repeated name wins", () => {
  const tiny = (key: string, name: string, options: ReadonlyArray<string>): AttributeGroup => ({
    key,
    label: key,
    attributes: [{ name, options: options.map((label) => ({ label })) }]
  })

  it("keeps the last list of a name when folding groups in order", () => {
    const folded = foldAttributeDefinitions([
      tiny("first", "Net_quantity", ["1", "2"]),
      tiny("other", "Colour", ["Red"]),
      tiny("second", "Net_quantity", ["1", "2", "3"])
    ])
    expect(folded.get("Net_quantity")?.options.map((option) => option.label)).toEqual(["1", "2", "3"])
    expect(folded.get("Colour")?.options.map((option) => option.label)).toEqual(["Red"])
    expect([...folded.keys()]).toEqual(["Net_quantity", "Colour"])
  })

  it("depends on the order of the groups, not on their content", () => {
    const a = tiny("a", "Pack_of", ["1"])
    const b = tiny("b", "Pack_of", ["1", "2"])
    expect(foldAttributeDefinitions([a, b]).get("Pack_of")).toBe(b.attributes[0])
    expect(foldAttributeDefinitions([b, a]).get("Pack_of")).toBe(a.attributes[0])
  })

  it("makes the mobile accessories' Net_quantity 1 to 10 replace the kitchen's 1 to 5", () => {
    const definers = ATTRIBUTE_CATEGORY_KEYS.filter((key) => attributeNamesFor(key).includes("Net_quantity"))
    expect(definers.indexOf("cookers")).toBeLessThan(definers.indexOf("chargers"))
    expect(definers.at(-1)).toBe("holders")
    expect(labelsIn("cookers", "Net_quantity")).toHaveLength(5)
    expect(attributeOptions("Net_quantity")).toBe(
      attributeCategory("holders")?.attributes.find((list) => list.name === "Net_quantity")
    )
    expect(labels("Net_quantity")).toEqual(rangeLabels(1, 10))
    expect(labels("Pack_of")).toEqual(rangeLabels(1, 10))
  })

  it("shows a category the winning list even where its own definition was earlier", () => {
    const cookersNetQuantity = attributeListsFor("cookers").find((list) => list.name === "Net_quantity")
    expect(cookersNetQuantity?.options.map((option) => option.label)).toEqual(rangeLabels(1, 10))
  })

  it("loses nothing else: only Net_quantity and Pack_of are defined differently across categories", () => {
    const differing = new Set<string>()
    for (const { list } of everyList) {
      const winner = attributeOptions(list.name)
      if (JSON.stringify(winner?.options) !== JSON.stringify(list.options)) differing.add(list.name)
    }
    expect([...differing].sort()).toEqual(["Net_quantity", "Pack_of"])
  })
})

describe("§3 every list is well formed", () => {
  it("decodes the whole set of groups with its Schema", () => {
    expect(accepts(AttributeGroups, ATTRIBUTE_GROUPS)).toBe(true)
  })

  it("decodes every list, and every winning list, with the AttributeList Schema", () => {
    for (const { group, list } of everyList) {
      expect(accepts(AttributeList, list), `${group}: ${list.name}`).toBe(true)
    }
    for (const list of ATTRIBUTE_LISTS.values()) expect(accepts(AttributeList, list), list.name).toBe(true)
  })

  it("has no empty list", () => {
    for (const { group, list } of everyList) expect(list.options.length, `${group}: ${list.name}`).toBeGreaterThan(0)
  })

  it("has no label twice within a list", () => {
    for (const { group, list } of everyList) {
      const seen = list.options.map((option) => option.label)
      expect(new Set(seen).size, `${group}: ${list.name}`).toBe(seen.length)
    }
  })

  it("refuses an empty list, a repeated label, a blank label and a bad name", () => {
    expect(accepts(AttributeList, { name: "Fabric", options: [] })).toBe(false)
    expect(accepts(AttributeList, { name: "Fabric", options: [{ label: "Silk" }, { label: "Silk" }] })).toBe(false)
    expect(accepts(AttributeList, { name: "Fabric", options: [{ label: "  " }] })).toBe(false)
    expect(accepts(AttributeList, { name: "Star rating", options: [{ label: "1" }] })).toBe(false)
  })

  it("keeps stray spaces in labels rather than trimming them", () => {
    const decoded = Schema.decodeUnknownSync(AttributeList)({ name: "Refresh_rate", options: [{ label: "240 Hz " }] })
    expect(decoded.options[0]?.label).toBe("240 Hz ")
  })

  it("refuses a category that names an attribute twice, and two categories with one key", () => {
    const fabric = { name: "Fabric", options: [{ label: "Silk" }] }
    expect(accepts(AttributeGroup, { key: "sarees", label: "Sarees", attributes: [fabric, fabric] })).toBe(false)
    const sarees = { key: "sarees", label: "Sarees", attributes: [fabric] }
    expect(accepts(AttributeGroups, [sarees, sarees])).toBe(false)
  })
})

describe("§3 category groups for the admin product form", () => {
  it("lists every category that §3 names, in its order", () => {
    expect(ATTRIBUTE_CATEGORY_KEYS).toEqual([
      "clothing",
      "kids-clothing",
      "bottomwear",
      "bras",
      "sarees",
      "kurtis",
      "washing-machines",
      "air-conditioners",
      "refrigerators",
      "mobiles",
      "laptops",
      "tablets",
      "speakers",
      "laptop-bags",
      "pen-drives",
      "hard-drives",
      "solid-state-drives",
      "keyboards",
      "network-devices",
      "microwave-ovens",
      "juicers",
      "induction-cooktops",
      "chimneys",
      "toasters-and-grills",
      "cookers",
      "grinders",
      "irons",
      "water-purifiers",
      "fans",
      "coolers",
      "inverters",
      "vacuum-cleaners",
      "sewing-machines",
      "voltage-stabilizers",
      "water-heaters",
      "soundbars",
      "home-theaters",
      "projectors",
      "televisions",
      "video-players",
      "streaming-devices",
      "chargers",
      "headphones",
      "power-banks",
      "smart-bands",
      "screen-protectors",
      "cables",
      "holders",
      "sports-shoes",
      "casual-shoes",
      "formal-shoes",
      "sandals",
      "boots",
      "flats",
      "heels",
      "wedges",
      "kids-footwear",
      "infants-footwear"
    ])
  })

  it("gives each category a human label", () => {
    expect(attributeCategory("kids-clothing")?.label).toBe("Kids' clothing")
    expect(attributeCategory("washing-machines")?.label).toBe("Washing machines")
    expect(attributeCategory("televisions")?.label).toBe("Televisions")
    expect(attributeCategory("sports-shoes")?.label).toBe("Sports shoes")
    expect(new Set(ATTRIBUTE_GROUPS.map((group) => group.label)).size).toBe(ATTRIBUTE_GROUPS.length)
  })

  it("resolves every attribute name of every category to a list", () => {
    for (const key of ATTRIBUTE_CATEGORY_KEYS) {
      const names = attributeNamesFor(key)
      expect(names.length, key).toBeGreaterThan(0)
      for (const name of names) expect(attributeOptions(name), `${key}: ${name}`).toBeDefined()
      expect(attributeListsFor(key).map((list) => list.name)).toEqual(names)
    }
  })

  it("answers nothing for an unknown category or attribute name", () => {
    expect(attributeNamesFor("spaceships")).toEqual([])
    expect(attributeListsFor("spaceships")).toEqual([])
    expect(attributeCategory("spaceships")).toBeUndefined()
    expect(attributeOptions("Warp_speed")).toBeUndefined()
    expect(attributeOptions("constructor")).toBeUndefined()
  })
})

describe("numeric range labels", () => {
  it("counts from the first to the last value in steps, with prefix and suffix", () => {
    expect(rangeLabels(1, 3)).toEqual(["1", "2", "3"])
    expect(rangeLabels(5000, 7000, { step: 1000, suffix: " L" })).toEqual(["5000 L", "6000 L", "7000 L"])
    expect(rangeLabels(2, 4, { prefix: "UK " })).toEqual(["UK 2", "UK 3", "UK 4"])
  })

  it("refuses a range that does not land on its last value or does not move forward", () => {
    expect(() => rangeLabels(14, 120, { step: 5 })).toThrow(RangeError)
    expect(() => rangeLabels(1, 10, { step: 0 })).toThrow(RangeError)
    expect(() => rangeLabels(10, 1)).toThrow(RangeError)
    expect(() => rangeLabels(1, 2, { step: 0.5 })).toThrow(RangeError)
  })
})
