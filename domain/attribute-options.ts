import { Schema } from "effect"

// §3 attribute option lists (DESIGN §4): fixed, pure data for the product forms. Each attribute is a
// named list of labelled options. Names are global keys, not per category: where a name repeats across
// categories the later definition wins, so the data is an ordered list of category groups folded in order.
// Labels are kept exactly as the source wrote them, spelling mistakes and stray spaces included (§3),
// because products already stored carry those strings as their attribute values.

/** An attribute name as the source spells it (`Wired_wireless`, `Star_rating`, `RAM`). */
export const AttributeName = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z][A-Za-z0-9_]*$/, {
    message: () => "must be letters, digits and '_', starting with a letter"
  })
)
export type AttributeName = typeof AttributeName.Type

/** A category group's key: lower-case words joined by '-'. */
export const AttributeCategoryKey = Schema.String.pipe(
  Schema.pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: () => "must be lower-case words joined by '-'" })
)
export type AttributeCategoryKey = typeof AttributeCategoryKey.Type

/** §3 one option: a label. Not trimmed: stray spaces in source labels are kept (`"16 TB"`, `"240 Hz"`). */
export const AttributeOption = Schema.Struct({
  label: Schema.String.pipe(Schema.pattern(/\S/, { message: () => "must not be blank" }))
})
export type AttributeOption = typeof AttributeOption.Type

/** §3 one attribute: a name and its options, at least one, no label twice (a select could not tell them apart). */
export const AttributeList = Schema.Struct({
  name: AttributeName,
  options: Schema.Array(AttributeOption).pipe(
    Schema.minItems(1, { message: () => "an attribute needs at least one option" }),
    Schema.filter(
      (options) =>
        new Set(options.map((option) => option.label)).size === options.length || "option labels must not repeat"
    )
  )
})
export type AttributeList = typeof AttributeList.Type

/** One category's definitions, in the order the form shows them; a name at most once per category. */
export const AttributeGroup = Schema.Struct({
  key: AttributeCategoryKey,
  label: Schema.String.pipe(Schema.pattern(/\S/, { message: () => "must not be blank" })),
  attributes: Schema.Array(AttributeList).pipe(
    Schema.filter(
      (lists) =>
        new Set(lists.map((list) => list.name)).size === lists.length ||
        "an attribute name may appear once per category"
    )
  )
})
export type AttributeGroup = typeof AttributeGroup.Type

/** All groups in definition order; category keys are unique. */
export const AttributeGroups = Schema.Array(AttributeGroup).pipe(
  Schema.filter(
    (groups) => new Set(groups.map((group) => group.key)).size === groups.length || "category keys must not repeat"
  )
)
export type AttributeGroups = typeof AttributeGroups.Type

/**
 * §3, §9 labels of a numeric range in steps: `from`, `from + step`, ... `to`, each as prefix + number + suffix.
 * The range must land exactly on `to`, so a typo in the fixed data fails at load rather than dropping the last option.
 */
export const rangeLabels = (
  from: number,
  to: number,
  {
    step = 1,
    prefix = "",
    suffix = ""
  }: { readonly step?: number; readonly prefix?: string; readonly suffix?: string } = {}
): ReadonlyArray<string> => {
  if (![from, to, step].every(Number.isInteger) || step <= 0 || from > to || (to - from) % step !== 0) {
    throw new RangeError(`rangeLabels: ${from} to ${to} in steps of ${step} is not a whole range`)
  }
  return Array.from({ length: (to - from) / step + 1 }, (_, index) => `${prefix}${from + index * step}${suffix}`)
}

const list = (name: string, labels: ReadonlyArray<string>): AttributeList => ({
  name,
  options: labels.map((label) => ({ label }))
})

const group = (key: string, label: string, attributes: ReadonlyArray<AttributeList>): AttributeGroup => ({
  key,
  label,
  attributes
})

// Lists that several categories use are defined once, so every repeat of these names is identical and the
// later-wins rule changes nothing for them. Only Net_quantity and Pack_of differ by category (§9).

// §9 Net_quantity and Pack_of: 1 to 10 in some categories, 1 to 5 in others.
const netQuantityUpTo10 = list("Net_quantity", rangeLabels(1, 10))
const packOfUpTo10 = list("Pack_of", rangeLabels(1, 10))
const netQuantityUpTo5 = list("Net_quantity", rangeLabels(1, 5))
const packOfUpTo5 = list("Pack_of", rangeLabels(1, 5))

// §3 examples, labels exactly as the source has them.
const wiredWireless = list("Wired_wireless", ["wired", "wireless"])
const frequency = list("Frequency", ["2.4 GHz", "5GHz", "Dual band"])
const powerRequirement = list("Power_requirement", ["220v", "230v", "240v"])
const starRating = list("Star_rating", rangeLabels(1, 5))
const displayResolution = list("Display_resolution", ["720p", "1080p", "2160p", "1440p"])
const bluetoothVersion = list("Bluetooth_version", ["4.0", "4.1", "4.2", "5.0", "5.1", "5.2", "5.3"])
const numberOfPairs = list("Number_of_pairs", ["1", "2", "3"])
const warranty = list("Warranty", [...rangeLabels(1, 6, { suffix: " Month" }), "1 Year"])

// §9 ranges.
const usbPorts = list("USB_ports", rangeLabels(1, 10))
const powerLevels = list("Power_levels", rangeLabels(1, 10))
const speedLevels = list("Speed_levels", rangeLabels(1, 4))
// §9 play time 14 hrs to 120 hrs: steps of 2 land on both ends (106 = 53 × 2) and cover the even
// figures that makers quote (20, 24, 30, 40, 48, 60 hrs) in 54 options rather than 107.
const playTime = list("Play_time", rangeLabels(14, 120, { step: 2, suffix: " hrs" }))

// Clothing.
const size = list("Size", [
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
  ...rangeLabels(3, 10, { suffix: "XL" })
])
const kidsSize = list(
  "Kids_size",
  Array.from({ length: 15 }, (_, index) => `${index + 1}-${index + 2}Y`)
)
// Waist sizes in steps of 1: odd sizes (27, 29, 31) are common in women's jeans.
const numericSize = list("Numeric_size", rangeLabels(24, 52))
const braSize = list(
  "Bra_size",
  rangeLabels(30, 44, { step: 2 }).flatMap((band) => ["A", "B", "C", "D", "DD"].map((cup) => `${band}${cup}`))
)
const sleeve = list("Sleeve", [
  "Sleeveless",
  "Short Sleeve",
  "Half Sleeve",
  "3/4 Sleeve",
  "Full Sleeve",
  "Cap Sleeve",
  "Puff Sleeve",
  "Bell Sleeve",
  "Roll-up Sleeve"
])
const neck = list("Neck", [
  "Round Neck",
  "V-Neck",
  "Collar",
  "Mandarin Collar",
  "Polo",
  "Hooded",
  "Boat Neck",
  "High Neck",
  "Square Neck",
  "Sweetheart Neck",
  "Keyhole Neck",
  "Henley",
  "Off Shoulder"
])
const fabric = list("Fabric", [
  "Cotton",
  "Cotton Blend",
  "Silk",
  "Art Silk",
  "Georgette",
  "Chiffon",
  "Crepe",
  "Rayon",
  "Viscose",
  "Linen",
  "Polyester",
  "Khadi",
  "Chanderi",
  "Net",
  "Velvet",
  "Satin",
  "Denim",
  "Wool",
  "Lycra"
])

// Appliances and electronics shared by several categories.
const compressor = list("Compressor", ["Inverter", "Non-Inverter", "Dual Inverter"])
const ram = list("RAM", ["1 GB", "2 GB", "3 GB", "4 GB", "6 GB", "8 GB", "12 GB", "16 GB", "32 GB", "64 GB"])
const storage = list("Storage", ["16 GB", "32 GB", "64 GB", "128 GB", "256 GB", "512 GB", "1 TB", "2 TB"])
const displaySize = list("Display_size", [
  "5.5 inch",
  "6.1 inch",
  "6.5 inch",
  "6.7 inch",
  "8 inch",
  "10.1 inch",
  "10.9 inch",
  "11 inch",
  "12.9 inch",
  "13.3 inch",
  "14 inch",
  "15.6 inch",
  "16 inch",
  "17.3 inch"
])
const batteryCapacity = list("Battery_capacity", rangeLabels(3000, 10000, { step: 500, suffix: " mAh" }))
const outputPower = list("Output_power", [
  "5 w",
  "10 w",
  "16 w",
  "20 w",
  "30 w",
  "40 w",
  "50 w",
  "60 w",
  "80 w",
  "100 w",
  "120 w",
  "160 w",
  "200 w",
  "300 w",
  "500 w",
  "1000 w"
])
const waterResistance = list("Water_resistance", ["None", "IPX4", "IPX5", "IPX6", "IPX7", "IP67", "IP68", "5 ATM"])
const audioConnectivity = list("Audio_connectivity", [
  "Bluetooth",
  "HDMI ARC",
  "HDMI eARC",
  "Optical",
  "AUX",
  "USB",
  "Wi-Fi"
])
const channels = list("Channels", ["2.0", "2.1", "3.1", "5.1", "7.1", "5.1.2", "7.1.4"])
const numberOfJars = list("Number_of_jars", rangeLabels(1, 4))
const chargerOutput = list("Charger_output", [
  "5 w",
  "10 w",
  "12 w",
  "18 w",
  "20 w",
  "25 w",
  "33 w",
  "45 w",
  "65 w",
  "100 w",
  "120 w"
])
const connectorType = list("Connector_type", ["Micro USB", "USB Type-C", "Lightning", "USB-A"])

// Footwear shared by the adult categories.
const shoeSize = list("Shoe_size", rangeLabels(2, 12, { prefix: "UK " }))
const upperMaterial = list("Upper_material", [
  "Mesh",
  "Knit",
  "Synthetic",
  "Leather",
  "Synthetic Leather",
  "Suede",
  "Canvas",
  "PU",
  "Fabric"
])
const soleMaterial = list("Sole_material", ["Rubber", "EVA", "PU", "TPR", "Phylon", "Leather"])
const closure = list("Closure", ["Lace-Ups", "Velcro", "Slip-On", "Buckle", "Zip", "Back Strap"])
const heelHeight = list("Heel_height", rangeLabels(2, 12, { suffix: " cm" }))

/** §3 every category group, in definition order (the order of §3's bullets). Later definitions of a name win. */
export const ATTRIBUTE_GROUPS: ReadonlyArray<AttributeGroup> = [
  // §3 Clothing sizes, sleeve, neck, fabric, saree, kurti, washing machine, air conditioner,
  // refrigerator, mobile, laptop, tablet, speaker and laptop bag attributes.
  group("clothing", "Clothing", [size, sleeve, neck, fabric, netQuantityUpTo10, packOfUpTo10]),
  group("kids-clothing", "Kids' clothing", [kidsSize, sleeve, neck, fabric, netQuantityUpTo10, packOfUpTo10]),
  group("bottomwear", "Jeans and trousers", [numericSize, fabric, netQuantityUpTo10, packOfUpTo10]),
  group("bras", "Bras", [
    braSize,
    list("Bra_type", ["Padded", "Non-Padded", "Wired", "Non-Wired", "Sports", "T-Shirt", "Push-Up", "Bralette"]),
    fabric,
    netQuantityUpTo10,
    packOfUpTo10
  ]),
  group("sarees", "Sarees", [
    list("Saree_type", [
      "Banarasi",
      "Kanjeevaram",
      "Bandhani",
      "Chanderi",
      "Paithani",
      "Patola",
      "Sambalpuri",
      "Tant",
      "Kota Doria",
      "Leheriya",
      "Bhagalpuri",
      "Pochampally",
      "Chikankari",
      "Mysore Silk"
    ]),
    fabric,
    list("Blouse_piece", ["With Blouse Piece", "Without Blouse Piece"]),
    list("Saree_length", ["5.5 m", "6 m", "6.3 m", "6.5 m", "9 m"]),
    netQuantityUpTo10,
    packOfUpTo10
  ]),
  group("kurtis", "Kurtis", [
    list("Kurti_type", [
      "Straight",
      "A-Line",
      "Anarkali",
      "Kaftan",
      "Flared",
      "Asymmetric",
      "High-Low",
      "Angrakha",
      "Shirt Style",
      "Tunic"
    ]),
    list("Kurti_length", ["Short", "Hip Length", "Knee Length", "Calf Length", "Ankle Length"]),
    size,
    sleeve,
    neck,
    fabric,
    netQuantityUpTo10,
    packOfUpTo10
  ]),
  group("washing-machines", "Washing machines", [
    list("Washing_machine_type", ["Fully Automatic Front Load", "Fully Automatic Top Load", "Semi Automatic Top Load"]),
    list("Washing_capacity", ["5 kg", "6 kg", "6.5 kg", "7 kg", "7.5 kg", "8 kg", "9 kg", "10 kg", "11 kg", "12 kg"]),
    list("Spin_speed", ["700 rpm", "800 rpm", "1000 rpm", "1200 rpm", "1400 rpm"]),
    starRating,
    powerRequirement
  ]),
  group("air-conditioners", "Air conditioners", [
    list("AC_type", ["Split", "Window", "Portable", "Tower", "Cassette"]),
    list("AC_capacity", ["0.75 Ton", "1 Ton", "1.2 Ton", "1.5 Ton", "1.8 Ton", "2 Ton"]),
    compressor,
    list("Condenser_coil", ["Copper", "Aluminium"]),
    starRating,
    powerRequirement
  ]),
  group("refrigerators", "Refrigerators", [
    list("Refrigerator_type", [
      "Single Door",
      "Double Door",
      "Triple Door",
      "Side by Side",
      "French Door",
      "Bottom Freezer",
      "Mini"
    ]),
    list("Refrigerator_capacity", [
      "50 L",
      "90 L",
      "185 L",
      "190 L",
      "215 L",
      "240 L",
      "260 L",
      "280 L",
      "310 L",
      "340 L",
      "415 L",
      "500 L",
      "600 L",
      "700 L"
    ]),
    list("Defrosting", ["Direct Cool", "Frost Free"]),
    compressor,
    starRating,
    powerRequirement
  ]),
  group("mobiles", "Mobiles", [
    ram,
    storage,
    displaySize,
    batteryCapacity,
    list("Mobile_os", ["Android", "iOS"]),
    list("Network_type", ["4G", "4G VoLTE", "5G"]),
    list("Sim_type", ["Single Sim", "Dual Sim", "Dual Sim + eSIM"]),
    bluetoothVersion
  ]),
  group("laptops", "Laptops", [
    list("Processor", [
      "Intel Celeron",
      "Intel Core i3",
      "Intel Core i5",
      "Intel Core i7",
      "Intel Core i9",
      "Intel Core Ultra 5",
      "Intel Core Ultra 7",
      "AMD Ryzen 3",
      "AMD Ryzen 5",
      "AMD Ryzen 7",
      "AMD Ryzen 9",
      "Apple M1",
      "Apple M2",
      "Apple M3",
      "Apple M4",
      "MediaTek"
    ]),
    ram,
    storage,
    displaySize,
    list("Laptop_os", ["Windows 11 Home", "Windows 11 Pro", "macOS", "Chrome OS", "Linux", "DOS"]),
    list("Graphics", [
      "Integrated",
      "NVIDIA GeForce RTX 3050",
      "NVIDIA GeForce RTX 4050",
      "NVIDIA GeForce RTX 4060",
      "AMD Radeon"
    ]),
    usbPorts,
    list("Laptop_weight", ["1 kg", "1.2 kg", "1.5 kg", "1.8 kg", "2 kg", "2.5 kg", "3 kg"]),
    bluetoothVersion
  ]),
  group("tablets", "Tablets", [
    ram,
    storage,
    displaySize,
    batteryCapacity,
    list("Tablet_os", ["Android", "iPadOS", "Windows"]),
    list("Tablet_connectivity", ["Wi-Fi Only", "Wi-Fi + 4G", "Wi-Fi + 5G"]),
    bluetoothVersion
  ]),
  group("speakers", "Speakers", [
    list("Speaker_type", [
      "Bluetooth Speaker",
      "Portable Speaker",
      "Smart Speaker",
      "Party Speaker",
      "Computer Speaker",
      "Tower Speaker"
    ]),
    outputPower,
    wiredWireless,
    bluetoothVersion,
    playTime,
    waterResistance
  ]),
  group("laptop-bags", "Laptop bags", [
    list("Laptop_bag_type", ["Backpack", "Messenger Bag", "Sleeve", "Briefcase", "Trolley"]),
    list("Laptop_size", ["13 inch", "14 inch", "15.6 inch", "16 inch", "17 inch"]),
    list("Bag_material", ["Polyester", "Nylon", "Leather", "Faux Leather", "Canvas"]),
    list("Bag_capacity", ["15 L", "20 L", "25 L", "30 L", "35 L", "40 L"])
  ]),

  // §3 Computer accessories and storage.
  group("pen-drives", "Pen drives", [
    list("Pen_drive_capacity", ["4GB", "8GB", "16GB", "32GB", "64GB", "128GB", "256GB", "512GB", "1TB"]),
    list("USB_interface", ["USB 2.0", "USB 3.0", "USB 3.1", "USB 3.2", "USB Type-C", "Dual (USB + Type-C)"]),
    warranty,
    netQuantityUpTo10,
    packOfUpTo10
  ]),
  group("hard-drives", "Hard drives", [
    list("Hard_drive_type", ["HDD", "SDD"]),
    list("Hard_drive_capacity", ["256GB", "512GB", "1TB", "8TB", "16 TB", "32 TB"]),
    list("Form_factor", ["2.5 inch", "3.5 inch"]),
    list("Drive_interface", ["USB 3.0", "USB 3.2", "USB Type-C", "SATA"]),
    list("Rpm", ["5400 rpm", "7200 rpm"])
  ]),
  group("solid-state-drives", "Solid state drives", [
    list("Solid_state_type", ["SSD", "M.2SATA", "M.2 NVMe", "PCIe", "U.2"]),
    list("SSD_capacity", ["128GB", "256GB", "512GB", "1TB", "2TB", "4TB"]),
    list("Read_speed", ["500 MB/s", "2000 MB/s", "3500 MB/s", "5000 MB/s", "7000 MB/s"])
  ]),
  group("keyboards", "Keyboards", [
    list("Keyboard_type", ["Membrane", "Mechanical", "Multimedia", "Gaming", "Ergonomic"]),
    wiredWireless,
    list("Keyboard_layout", ["Full Size", "TKL", "75%", "60%", "Compact"]),
    list("Backlight", ["None", "Single Colour", "RGB"]),
    warranty,
    netQuantityUpTo10,
    packOfUpTo10
  ]),
  group("network-devices", "Network devices", [
    list("Network_device_type", [
      "Router",
      "Mesh System",
      "Range Extender",
      "Access Point",
      "Network Switch",
      "USB Wi-Fi Adapter",
      "Modem"
    ]),
    wiredWireless,
    frequency,
    list("Network_speed", [
      "150 Mbps",
      "300 Mbps",
      "450 Mbps",
      "750 Mbps",
      "867 Mbps",
      "1200 Mbps",
      "1900 Mbps",
      "3000 Mbps",
      "5400 Mbps"
    ]),
    list("Network_range", ["50 m", "100 m", "150 m", "200 m", "300 m"]),
    list("Ports", ["1", "2", "3", "4", "5", "8", "16", "24", "48"]),
    list("Antennae", ["External", "Internal"]),
    warranty
  ]),

  // §3 Kitchen and home appliances.
  group("microwave-ovens", "Microwave ovens", [
    list("Microwave_type", ["Solo", "Grill", "Convection"]),
    list("Microwave_capacity", ["17 L", "20 L", "21 L", "23 L", "25 L", "28 L", "30 L", "32 L"]),
    powerLevels,
    list("Microwave_power", ["700 w", "800 w", "900 w", "1000 w", "1200 w", "1400 w"]),
    powerRequirement
  ]),
  group("juicers", "Juicers", [
    list("Juicer_type", [
      "Juicer Mixer Grinder",
      "Cold Press Juicer",
      "Centrifugal Juicer",
      "Citrus Juicer",
      "Hand Blender"
    ]),
    speedLevels,
    list("Juicer_power", ["300 w", "400 w", "500 w", "750 w", "1000 w"]),
    numberOfJars,
    powerRequirement
  ]),
  group("induction-cooktops", "Induction cooktops", [
    powerLevels,
    list("Induction_power", ["1200 w", "1400 w", "1600 w", "1800 w", "2000 w", "2100 w", "2200 w"]),
    list("Control_type", ["Push Button", "Touch", "Knob"]),
    powerRequirement
  ]),
  group("chimneys", "Chimneys", [
    list("Chimney_type", ["Wall Mounted", "Island", "Built-in", "Corner"]),
    list("Chimney_size", ["60 cm", "75 cm", "90 cm", "110 cm"]),
    list("Suction_power", ["700 m3/hr", "1000 m3/hr", "1200 m3/hr", "1400 m3/hr", "1500 m3/hr", "1800 m3/hr"]),
    list("Filter_type", ["Baffle", "Filterless", "Mesh", "Carbon"]),
    speedLevels
  ]),
  group("toasters-and-grills", "Toasters and grills", [
    list("Toaster_type", ["Pop-up Toaster", "Sandwich Maker", "Grill Sandwich Maker", "OTG", "Waffle Maker"]),
    // §9 slice counts 2 to 6.
    list("Number_of_slices", rangeLabels(2, 6)),
    list("Toaster_power", ["700 w", "750 w", "800 w", "1000 w", "1200 w", "1500 w", "2000 w"]),
    powerRequirement
  ]),
  group("cookers", "Cookers", [
    list("Cooker_type", ["Pressure Cooker", "Rice Cooker", "Electric Cooker", "Multi Cooker"]),
    list("Cooker_capacity", ["1.5 L", "2 L", "3 L", "3.5 L", "5 L", "6.5 L", "8 L", "10 L"]),
    list("Cooker_material", ["Aluminium", "Stainless Steel", "Hard Anodised", "Tri-Ply"]),
    list("Induction_compatible", ["Yes", "No"]),
    netQuantityUpTo5,
    packOfUpTo5
  ]),
  group("grinders", "Grinders", [
    list("Grinder_type", [
      "Mixer Grinder",
      "Wet Grinder",
      "Table Top Wet Grinder",
      "Tilting Wet Grinder",
      "Spice Grinder"
    ]),
    speedLevels,
    list("Grinder_power", ["500 w", "550 w", "750 w", "1000 w"]),
    numberOfJars,
    powerRequirement
  ]),
  group("irons", "Irons", [
    list("Iron_type", ["Dry Iron", "Steam Iron", "Garment Steamer"]),
    list("Iron_power", ["750 w", "1000 w", "1100 w", "1200 w", "1250 w", "1440 w", "1600 w", "2000 w"]),
    list("Soleplate", ["Non-stick", "Ceramic", "Stainless Steel", "Aluminium"]),
    list("Iron_weight", ["500 g", "750 g", "1 kg", "1.2 kg", "1.5 kg"])
  ]),
  group("water-purifiers", "Water purifiers", [
    list("Purification_technology", ["RO", "UV", "UF", "RO + UV", "RO + UV + UF", "RO + UV + UF + TDS", "Gravity"]),
    // §9 purification capacity 5000 L to 30000 L, in steps of 1000 L: makers quote filter life in whole
    // thousands (6000 L, 8000 L, 12000 L), which steps of 5000 L would miss; 26 options.
    list("Purification_capacity", rangeLabels(5000, 30000, { step: 1000, suffix: " L" })),
    list("Tank_capacity", ["5 L", "6 L", "7 L", "8 L", "10 L", "12 L", "15 L"]),
    list("Mount", ["Wall Mount", "Counter Top", "Under the Sink"])
  ]),
  group("fans", "Fans", [
    list("Fan_type", ["Ceiling Fan", "Table Fan", "Pedestal Fan", "Wall Fan", "Exhaust Fan", "Tower Fan"]),
    list("Sweep_size", ["150 mm", "230 mm", "300 mm", "400 mm", "600 mm", "900 mm", "1050 mm", "1200 mm", "1400 mm"]),
    speedLevels,
    list("Number_of_blades", ["3", "4", "5"]),
    starRating,
    powerRequirement,
    netQuantityUpTo5,
    packOfUpTo5
  ]),
  group("coolers", "Coolers", [
    list("Cooler_type", ["Desert", "Personal", "Tower", "Window"]),
    list("Cooler_capacity", ["12 L", "20 L", "30 L", "40 L", "50 L", "60 L", "70 L", "75 L", "85 L", "100 L"]),
    list("Air_throw", ["8 m", "10 m", "12 m", "15 m", "18 m", "20 m"]),
    speedLevels,
    powerRequirement
  ]),
  group("inverters", "Inverters", [
    list("Inverter_type", ["Sine Wave", "Square Wave"]),
    list("Inverter_capacity", [
      "600 VA",
      "700 VA",
      "800 VA",
      "900 VA",
      "1100 VA",
      "1500 VA",
      "2000 VA",
      "2500 VA",
      "3500 VA"
    ]),
    list("Number_of_batteries", ["1", "2"]),
    list("Battery_type", ["Tall Tubular", "Short Tubular", "Flat Plate", "Lithium-ion"])
  ]),
  group("vacuum-cleaners", "Vacuum cleaners", [
    list("Vacuum_type", ["Canister", "Upright", "Handheld", "Stick", "Robotic", "Wet & Dry"]),
    list("Vacuum_power", ["600 w", "800 w", "1000 w", "1200 w", "1400 w", "1600 w", "2000 w"]),
    list("Dust_capacity", ["0.5 L", "1 L", "1.5 L", "2 L", "3 L", "6 L", "10 L", "15 L", "20 L"]),
    list("Cord_type", ["Corded", "Cordless"])
  ]),
  group("sewing-machines", "Sewing machines", [
    list("Sewing_machine_type", ["Manual", "Electric", "Computerised", "Embroidery"]),
    list("Built_in_stitches", ["1", "7", "13", "23", "30", "60", "100", "200"]),
    list("Automatic_threader", ["Yes", "No"])
  ]),
  group("voltage-stabilizers", "Voltage stabilizers", [
    list("Stabilizer_for", ["AC", "Refrigerator", "TV", "Washing Machine", "Mainline"]),
    list("Stabilizer_capacity", ["0.5 kVA", "1 kVA", "2 kVA", "3 kVA", "4 kVA", "5 kVA", "10 kVA"]),
    list("Input_voltage_range", ["90v - 290v", "130v - 290v", "140v - 280v", "150v - 280v", "170v - 270v"]),
    powerRequirement
  ]),
  group("water-heaters", "Water heaters", [
    list("Water_heater_type", ["Storage", "Instant", "Gas", "Immersion Rod", "Solar"]),
    list("Water_heater_capacity", ["1 L", "3 L", "5 L", "6 L", "10 L", "15 L", "25 L", "35 L", "50 L", "100 L"]),
    list("Water_heater_power", ["1000 w", "1500 w", "2000 w", "3000 w", "4500 w"]),
    starRating,
    powerRequirement
  ]),

  // §3 Audio and video.
  group("soundbars", "Soundbars", [
    channels,
    outputPower,
    audioConnectivity,
    bluetoothVersion,
    list("Subwoofer", ["Built-in", "Wired", "Wireless", "None"])
  ]),
  group("home-theaters", "Home theater", [channels, outputPower, audioConnectivity, bluetoothVersion]),
  group("projectors", "Projectors", [
    list("Projector_type", ["LCD", "DLP", "LED", "Laser"]),
    displayResolution,
    list("Brightness", [
      "1000 Lumens",
      "2000 Lumens",
      "3000 Lumens",
      "3500 Lumens",
      "4000 Lumens",
      "5000 Lumens",
      "6000 Lumens"
    ]),
    list("Projection_size", ["100 inch", "120 inch", "150 inch", "200 inch", "300 inch"])
  ]),
  group("televisions", "Televisions", [
    list("Screen_type", ["LED", "LCD", "OLED", "QLED", "Smart"]),
    displayResolution,
    list("Refresh_rate", ["60hz", "120Hz", "240 Hz"]),
    // Indian listings give the diagonal in cm first.
    list("Tv_screen_size", [
      "60 cm (24 inch)",
      "80 cm (32 inch)",
      "100 cm (40 inch)",
      "108 cm (43 inch)",
      "126 cm (50 inch)",
      "139 cm (55 inch)",
      "164 cm (65 inch)",
      "189 cm (75 inch)",
      "215 cm (85 inch)"
    ]),
    list("Tv_os", ["Android TV", "Google TV", "Tizen", "webOS", "Fire TV OS", "Linux"]),
    list("HDMI_ports", rangeLabels(1, 4)),
    starRating,
    powerRequirement
  ]),
  group("video-players", "Video players", [
    list("Video_player_type", ["DVD Player", "Blu-ray Player", "4K Blu-ray Player", "Media Player"]),
    displayResolution
  ]),
  group("streaming-devices", "Streaming devices", [
    list("Streaming_device_type", ["Streaming Stick", "Streaming Box", "Set Top Box"]),
    displayResolution,
    frequency
  ]),

  // §3 Mobile accessories: Net_quantity and Pack_of 1 to 10 again, so the 1 to 10 lists are the later
  // definitions and win over the kitchen's 1 to 5; 1 to 10 holds every value the 1 to 5 list offers.
  group("chargers", "Chargers", [
    list("Charger_type", ["Wall Charger", "Car Charger", "Wireless Charger", "Charging Dock"]),
    chargerOutput,
    connectorType,
    usbPorts,
    wiredWireless,
    warranty,
    netQuantityUpTo10,
    packOfUpTo10
  ]),
  group("headphones", "Headphones", [
    list("Headphone_type", ["In the Ear", "On the Ear", "Over the Ear", "True Wireless", "Neckband"]),
    wiredWireless,
    bluetoothVersion,
    playTime,
    list("Microphone", ["With Mic", "Without Mic"]),
    waterResistance,
    warranty
  ]),
  group("power-banks", "Power banks", [
    list("Power_bank_capacity", [
      "5000 mAh",
      "10000 mAh",
      "15000 mAh",
      "20000 mAh",
      "25000 mAh",
      "30000 mAh",
      "40000 mAh",
      "50000 mAh"
    ]),
    chargerOutput,
    connectorType,
    usbPorts,
    warranty
  ]),
  group("smart-bands", "Smart bands", [
    list("Band_display", ["AMOLED", "OLED", "LCD", "TFT"]),
    list("Battery_life", ["5 days", "7 days", "10 days", "14 days", "20 days", "30 days"]),
    list("Compatible_os", ["Android", "iOS", "Android & iOS"]),
    bluetoothVersion,
    waterResistance,
    warranty
  ]),
  group("screen-protectors", "Screen protectors", [
    list("Screen_protector_type", [
      "Tempered Glass",
      "Edge to Edge",
      "Privacy Glass",
      "Matte",
      "Anti Blue Light",
      "Hydrogel"
    ]),
    list("Compatible_device", ["Mobile", "Tablet", "Smart Watch", "Laptop"]),
    netQuantityUpTo10,
    packOfUpTo10
  ]),
  group("cables", "Cables", [
    list("Cable_type", [
      "USB-A to USB Type-C",
      "USB-A to Micro USB",
      "USB-A to Lightning",
      "USB Type-C to USB Type-C",
      "USB Type-C to Lightning",
      "3 in 1"
    ]),
    list("Cable_length", ["25 cm", "50 cm", "100 cm", "120 cm", "150 cm", "200 cm", "300 cm"]),
    chargerOutput,
    warranty,
    netQuantityUpTo10,
    packOfUpTo10
  ]),
  group("holders", "Mobile holders", [
    list("Holder_type", [
      "Car Mount",
      "Bike Mount",
      "Desk Stand",
      "Tripod",
      "Selfie Stick",
      "Magnetic Mount",
      "Ring Holder"
    ]),
    list("Holder_mount", ["Dashboard", "Windshield", "Air Vent", "Handlebar", "Table"]),
    warranty,
    netQuantityUpTo10,
    packOfUpTo10
  ]),

  // §3 Footwear (Men's, Women's and Kid's Footwear categories).
  group("sports-shoes", "Sports shoes", [
    list("Sports_shoe_type", [
      "Running",
      "Walking",
      "Training & Gym",
      "Cricket",
      "Football",
      "Badminton",
      "Tennis",
      "Basketball",
      "Hiking & Trekking"
    ]),
    shoeSize,
    upperMaterial,
    soleMaterial,
    closure,
    numberOfPairs
  ]),
  group("casual-shoes", "Casual shoes", [
    list("Casual_shoe_type", [
      "Sneakers",
      "Loafers",
      "Boat Shoes",
      "Canvas Shoes",
      "Slip-Ons",
      "Espadrilles",
      "Mojaris"
    ]),
    shoeSize,
    upperMaterial,
    soleMaterial,
    closure,
    numberOfPairs
  ]),
  group("formal-shoes", "Formal shoes", [
    list("Formal_shoe_type", ["Oxfords", "Derbys", "Brogues", "Monk Straps", "Loafers", "Moccasins"]),
    shoeSize,
    upperMaterial,
    soleMaterial,
    closure,
    numberOfPairs
  ]),
  group("sandals", "Sandals", [
    list("Sandal_type", ["Floaters", "Flip Flops", "Slides", "Sports Sandals", "Kolhapuri", "Gladiators"]),
    shoeSize,
    upperMaterial,
    soleMaterial,
    closure,
    numberOfPairs
  ]),
  group("boots", "Boots", [
    list("Boot_type", [
      "Chelsea Boots",
      "Chukka Boots",
      "Ankle Boots",
      "Biker Boots",
      "Combat Boots",
      "Knee High Boots",
      "Safety Boots"
    ]),
    shoeSize,
    upperMaterial,
    soleMaterial,
    closure,
    numberOfPairs
  ]),
  group("flats", "Flats", [
    list("Flat_type", ["Ballerinas", "Juttis", "Kolhapuri", "Mojaris", "Slip-Ons", "Flip Flops"]),
    shoeSize,
    upperMaterial,
    soleMaterial,
    closure,
    numberOfPairs
  ]),
  group("heels", "Heels", [
    list("Heel_type", ["Stilettos", "Block Heels", "Kitten Heels", "Cone Heels", "Platform Heels", "Pumps"]),
    heelHeight,
    shoeSize,
    upperMaterial,
    soleMaterial,
    closure,
    numberOfPairs
  ]),
  group("wedges", "Wedges", [
    list("Wedge_type", ["Wedge Sandals", "Platform Wedges", "Espadrille Wedges", "Wedge Heels"]),
    heelHeight,
    shoeSize,
    upperMaterial,
    soleMaterial,
    closure,
    numberOfPairs
  ]),
  group("kids-footwear", "Kids' footwear", [
    // §3 children's shoe sizes 4 to 16 years.
    list("Kids_shoe_size", rangeLabels(4, 16, { suffix: " Years" })),
    list("Kids_footwear_type", [
      "School Shoes",
      "Sports Shoes",
      "Casual Shoes",
      "Sandals",
      "Flip Flops",
      "Boots",
      "Clogs"
    ]),
    closure,
    numberOfPairs
  ]),
  group("infants-footwear", "Infants' footwear", [
    // §3 infants' sizes 1 to 11 Month (singular, as the source writes it) and then years up to where
    // the kids' sizes start at 4 Years.
    list("Infant_shoe_size", [...rangeLabels(1, 11, { suffix: " Month" }), "1 Year", "2 Years", "3 Years"]),
    list("Infant_footwear_type", ["Booties", "Sandals", "Shoes", "Sock Shoes"]),
    closure,
    numberOfPairs
  ])
]

/** §3 "the later definition wins": fold the groups in order, a later list of a name replacing the earlier one. */
export const foldAttributeDefinitions = (groups: ReadonlyArray<AttributeGroup>): ReadonlyMap<string, AttributeList> => {
  const byName = new Map<string, AttributeList>()
  for (const { attributes } of groups) {
    for (const attribute of attributes) byName.set(attribute.name, attribute)
  }
  return byName
}

/** The winning list of every attribute name (§3). */
export const ATTRIBUTE_LISTS: ReadonlyMap<string, AttributeList> = foldAttributeDefinitions(ATTRIBUTE_GROUPS)

const groupsByKey: ReadonlyMap<string, AttributeGroup> = new Map(ATTRIBUTE_GROUPS.map((g) => [g.key, g]))

/** Every category group's key, in definition order. */
export const ATTRIBUTE_CATEGORY_KEYS: ReadonlyArray<string> = ATTRIBUTE_GROUPS.map((g) => g.key)

/** The options of an attribute name: the winning (last) definition, or undefined for an unknown name. */
export const attributeOptions = (name: string): AttributeList | undefined => ATTRIBUTE_LISTS.get(name)

/** A category group by key (its human label and its own definitions), or undefined. */
export const attributeCategory = (categoryKey: string): AttributeGroup | undefined => groupsByKey.get(categoryKey)

/** The attribute names a category's product form shows, in order; none for an unknown key. */
export const attributeNamesFor = (categoryKey: string): ReadonlyArray<string> =>
  attributeCategory(categoryKey)?.attributes.map((attribute) => attribute.name) ?? []

/**
 * §3 the selects of a category's product form: its names, each resolved to the winning list. Names are
 * global keys, so a category shows the last definition of a name even where it defined an earlier one.
 */
export const attributeListsFor = (categoryKey: string): ReadonlyArray<AttributeList> =>
  attributeNamesFor(categoryKey).flatMap((name) => {
    const winner = attributeOptions(name)
    return winner === undefined ? [] : [winner]
  })
