// `npx tsx scripts/bench-search.ts`: the search-suggestion budget of DESIGN §6 (under 1 ms per
// keystroke over 10,000 catalogue names, in the browser; `npm run bench:web` runs this same code in
// Chromium, and Node's run is the reference beside it). Builds a deterministic 10,000-name catalogue
// (categories, subcategories, tags in Indian shop words), builds the index once, then times `suggest`
// for every prefix of 200 typed queries, keystroke by keystroke, after a warm-up. A plain
// filter-rank-sort pass over the same names is timed beside it as the baseline, and every answer of
// the index is checked against it. `runSearchBench()` returns the figures for docs/benchmarks.md.
import { Id } from "#domain/common.ts"
import {
  buildSuggestionIndex,
  normaliseQuery,
  suggest,
  type CategorySource,
  type CategoryTagSource,
  type SubCategorySource,
  type Suggestion,
  type SuggestionSources
} from "#domain/search-suggestions.ts"
import { superCategorySlug } from "#domain/search-submit.ts"

export interface LatencyFigures {
  readonly meanMs: number
  readonly p95Ms: number
  readonly p99Ms: number
  readonly maxMs: number
}

export interface SearchBenchFigures extends LatencyFigures {
  readonly names: number
  readonly queries: number
  readonly keystrokes: number
  /** Timed calls: keystrokes × rounds. */
  readonly samples: number
  readonly indexBuildMs: number
  readonly budgetMs: number
  readonly withinBudget: boolean
  /** The same keystrokes answered by filtering, ranking and sorting all names each time. */
  readonly baseline: LatencyFigures
  /** Where it ran: Node's version, or the browser's user agent. */
  readonly engine: string
}

export const SEARCH_BUDGET_MS = 1

// mulberry32: small, fast and the same on every run.
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const SUPER = ["Clothing", "Electronics", "Beauty", "Home and furniture", "Footwear", "Toys & games"] as const

// Words a shopper in India meets in a catalogue, per super category.
const NOUNS: Record<(typeof SUPER)[number], ReadonlyArray<string>> = {
  Clothing: [
    "Kurtas", "Kurtis", "Kurta Sets", "Sarees", "Lehengas", "Salwar Suits", "Dupattas", "Sherwanis", "Nehru Jackets",
    "Dhotis", "Churidars", "Palazzos", "Anarkalis", "T-Shirts", "Shirts", "Jeans", "Trousers", "Track Pants",
    "Shorts", "Blazers", "Hoodies", "Sweaters", "Nightwear", "Innerwear", "Leggings", "Jackets", "Pyjamas", "Tops",
    "Dresses", "Skirts", "Blouses", "Shawls", "Stoles", "Socks"
  ],
  Electronics: [
    "Mobiles", "Smartphones", "Televisions", "Smart TVs", "Laptops", "Tablets", "Headphones", "Earbuds",
    "Bluetooth Speakers", "Power Banks", "Chargers", "Smart Watches", "Cameras", "Printers", "Routers",
    "Monitors", "Keyboards", "Mouse", "Refrigerators", "Washing Machines", "Air Conditioners", "Air Coolers",
    "Water Purifiers", "Mixer Grinders", "Induction Cooktops", "Microwave Ovens", "Ceiling Fans", "Geysers",
    "Irons", "Trimmers", "Hair Dryers", "Inverters", "Set Top Boxes", "Soundbars"
  ],
  Beauty: [
    "Face Wash", "Moisturisers", "Sunscreens", "Serums", "Kajal", "Lipsticks", "Foundations", "Compacts",
    "Nail Polish", "Shampoos", "Conditioners", "Hair Oils", "Hair Colour", "Perfumes", "Deodorants",
    "Body Lotions", "Soaps", "Face Packs", "Ubtan", "Mehendi", "Sindoor", "Bindis", "Eyeliners", "Mascaras",
    "Beard Oils", "Shaving Creams", "Lip Balms", "Toners", "Scrubs", "Sheet Masks"
  ],
  "Home and furniture": [
    "Pressure Cookers", "Kadhais", "Tawas", "Dinner Sets", "Tiffin Boxes", "Water Bottles", "Bedsheets",
    "Blankets", "Quilts", "Curtains", "Cushion Covers", "Doormats", "Sofas", "Beds", "Mattresses",
    "Dining Tables", "Wardrobes", "Bookshelves", "Office Chairs", "Shoe Racks", "Pooja Thalis", "Diyas",
    "Wall Clocks", "Lamps", "Storage Boxes", "Containers", "Casseroles", "Spice Boxes", "Gas Stoves",
    "Table Linen", "Towels", "Rugs", "Carpets"
  ],
  Footwear: [
    "Sports Shoes", "Running Shoes", "Sneakers", "Casual Shoes", "Formal Shoes", "Loafers", "Sandals",
    "Floaters", "Slippers", "Flip Flops", "Kolhapuris", "Mojaris", "Juttis", "Heels", "Wedges", "Flats",
    "Boots", "School Shoes", "Crocs", "Clogs", "Ballerinas", "Bellies", "Slides"
  ],
  "Toys & games": [
    "Board Games", "Puzzles", "Jigsaw Puzzles", "Building Blocks", "Soft Toys", "Dolls", "Action Figures",
    "Remote Control Cars", "Ride Ons", "Tricycles", "Bicycles", "Cricket Bats", "Carrom Boards",
    "Chess Sets", "Ludo", "Kites", "Water Guns", "Educational Toys", "Art and Craft", "Musical Toys",
    "Play Tents", "Toy Kitchens", "Baby Rattles", "Stacking Toys"
  ]
}

const MODIFIERS: Record<(typeof SUPER)[number], ReadonlyArray<string>> = {
  Clothing: [
    "Cotton", "Silk", "Banarasi", "Chanderi", "Khadi", "Linen", "Rayon", "Georgette", "Chiffon", "Denim",
    "Printed", "Embroidered", "Bandhani", "Ikat", "Chikankari", "Block Print", "Festive", "Party Wear",
    "Casual", "Formal", "Slim Fit", "Regular Fit", "Handloom", "Kanjeevaram", "Pochampally", "Woollen"
  ],
  Electronics: [
    "4K", "Full HD", "5G", "Wireless", "Noise Cancelling", "Gaming", "Portable", "Inverter", "Front Load",
    "Top Load", "Double Door", "Single Door", "Split", "Window", "RO", "UV", "Fast Charging", "Refurbished",
    "Budget", "Premium", "Energy Saving", "Smart", "Bluetooth", "USB-C"
  ],
  Beauty: [
    "Herbal", "Ayurvedic", "Organic", "Matte", "Long Lasting", "Waterproof", "Vitamin C", "Aloe Vera",
    "Neem", "Turmeric", "Sandalwood", "Rose", "Kumkumadi", "Charcoal", "Onion", "Amla", "Bhringraj",
    "SPF 50", "Oil Free", "Fragrance Free", "Natural", "Men's", "Women's"
  ],
  "Home and furniture": [
    "Stainless Steel", "Non-Stick", "Cast Iron", "Copper", "Brass", "Wooden", "Sheesham Wood", "Teak",
    "Jaipuri", "Cotton", "Double Bed", "Single Bed", "King Size", "Queen Size", "Printed", "Handmade",
    "Modular", "Foldable", "Glass", "Ceramic", "Earthen", "Eco Friendly", "Festive"
  ],
  Footwear: [
    "Men's", "Women's", "Kids'", "Leather", "Canvas", "Mesh", "Ethnic", "Casual", "Sports", "Lightweight",
    "Waterproof", "Handcrafted", "Embroidered", "Slip On", "Lace Up", "Velcro", "Orthopaedic", "Rubber"
  ],
  "Toys & games": [
    "Wooden", "Plastic", "Educational", "Musical", "Battery Operated", "Magnetic", "Kids'", "Toddler",
    "Family", "Travel", "Giant", "Mini", "Classic", "Premium", "Eco Friendly", "STEM", "Outdoor", "Indoor"
  ]
}

const AUDIENCES = ["Men", "Women", "Boys", "Girls", "Kids", "Baby", "Unisex", "Teens"] as const

const pick = <A>(random: () => number, list: ReadonlyArray<A>): A => list[Math.floor(random() * list.length)] as A

let idCounter = 0
const nextId = () => Id.make((++idCounter).toString(16).padStart(24, "0"))
const slugOf = (name: string) => superCategorySlug(name) || "item"

/** 10,000 names: 10% categories, 30% subcategories, 60% tags; about 1 in 20 hidden (status false). */
export const makeCatalogue = (total = 10_000, seed = 20_251_122): SuggestionSources => {
  const random = prng(seed)
  const superOf = () => pick(random, SUPER)
  const visible = () => random() >= 0.05
  const nameFor = (sc: (typeof SUPER)[number], words: number) => {
    const noun = pick(random, NOUNS[sc])
    if (words === 1) return noun
    const modifier = pick(random, MODIFIERS[sc])
    if (words === 2) return `${modifier} ${noun}`
    return random() < 0.5 ? `${pick(random, AUDIENCES)} ${modifier} ${noun}` : `${modifier} ${noun} for ${pick(random, AUDIENCES)}`
  }
  const categories: Array<CategorySource> = []
  const subCategories: Array<SubCategorySource> = []
  const categoryTags: Array<CategoryTagSource> = []
  for (let i = 0; i < total; i++) {
    const sc = superOf()
    const r = i % 10
    const image = `/images/${i}.svg`
    if (r === 0) {
      const name = nameFor(sc, random() < 0.4 ? 1 : 2)
      categories.push({ _id: nextId(), name, slugUrl: `${slugOf(name)}-${i}`, status: visible(), superCategory: sc, desktopImage: image })
    } else if (r <= 3) {
      const name = nameFor(sc, random() < 0.2 ? 1 : 2 + Math.floor(random() * 2))
      const categorySlugUrl = slugOf(pick(random, NOUNS[sc]))
      subCategories.push({
        _id: nextId(), name, slugUrl: `${slugOf(name)}-${i}`, status: visible(), superCategory: sc, categorySlugUrl, desktopImage: image
      })
    } else {
      const name = nameFor(sc, 2 + Math.floor(random() * 2))
      categoryTags.push({ _id: nextId(), name, slugUrl: `${slugOf(name)}-${i}`, status: visible(), superCategory: sc, desktopImage: image })
    }
  }
  return { categories, subCategories, categoryTags }
}

// What shoppers type: catalogue words, two-word phrases, Hinglish spellings and misses.
const EXTRA_QUERIES = [
  "kurta", "kurti", "saree", "sari", "lehenga", "jeans", "jeens", "tshirt", "t-shirt", "shirt", "mobile",
  "iphone", "samsung", "redmi", "tv", "smart tv", "laptop", "earphones", "boat", "charger", "fridge",
  "washing machine", "ac", "cooler", "mixer", "pressure cooker", "cooker", "kadai", "tawa", "bedsheet",
  "sofa", "mattress", "chappal", "chappals", "shoes", "sneakers", "sandal", "jutti", "kolhapuri", "heels",
  "lipstick", "kajal", "face wash", "facewash", "sunscreen", "shampoo", "hair oil", "perfume", "attar",
  "mehndi", "toys", "lego", "ludo", "carrom", "cricket bat", "cycle", "kite", "puzzle", "doll", "teddy",
  "silk saree", "cotton kurta", "banarasi", "chikan", "men kurta", "women kurti", "kids shoes",
  "school shoes", "diwali", "rakhi", "pooja", "diya", "steel", "copper bottle", "tiffin", "xyzzy", "qwerty"
]

/** 200 queries, typed as shoppers do (some capitalised, some with a leading space). */
export const makeQueries = (count = 200, seed = 7): ReadonlyArray<string> => {
  const random = prng(seed)
  const fromCatalogue = () => {
    const sc = pick(random, SUPER)
    const noun = pick(random, NOUNS[sc])
    const word = random() < 0.5 ? noun : `${pick(random, MODIFIERS[sc])} ${noun.split(" ")[0] ?? noun}`
    return word.toLowerCase()
  }
  const queries: Array<string> = []
  for (let i = 0; i < count; i++) {
    let q = random() < 0.5 ? pick(random, EXTRA_QUERIES) : fromCatalogue()
    if (random() < 0.15) q = q.charAt(0).toUpperCase() + q.slice(1)
    if (random() < 0.05) q = " " + q
    queries.push(q)
  }
  return queries
}

/** Every prefix of every query, as the search box sees them keystroke by keystroke. */
export const keystrokesOf = (queries: ReadonlyArray<string>): ReadonlyArray<string> =>
  queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)))

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const isWordStartAt = (key: string, q: string) => {
  for (let i = key.indexOf(q); i !== -1; i = key.indexOf(q, i + 1)) {
    if (i === 0 || !/[\p{L}\p{N}\p{M}]/u.test(key.charAt(i - 1))) return true
  }
  return false
}

/** The baseline: what a first version would do on each keystroke (filter, lower-case, rank, sort, take 4). */
const baselineKind = (entries: ReadonlyArray<{ readonly name: string; readonly status: boolean; readonly _id: string }>, text: string) => {
  const q = normaliseQuery(text)
  if ([...q].length < 2) return []
  return entries
    .filter((e) => e.status && normaliseQuery(e.name).includes(q))
    .map((e) => {
      const key = normaliseQuery(e.name)
      return { e, key, rank: key.startsWith(q) ? 0 : isWordStartAt(key, q) ? 1 : 2 }
    })
    .sort((a, b) => a.rank - b.rank || compare(a.key, b.key) || compare(a.e.name, b.e.name) || compare(a.e._id, b.e._id))
    .slice(0, 4)
    .map((r) => r.e._id)
}
const baseline = (sources: SuggestionSources, text: string) => ({
  categories: baselineKind(sources.categories, text),
  subCategories: baselineKind(sources.subCategories, text),
  categoryTags: baselineKind(sources.categoryTags, text)
})

const percentile = (sorted: Float64Array, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

const summarise = (samples: Float64Array): LatencyFigures => {
  samples.sort()
  const round = (ms: number) => Math.round(ms * 10_000) / 10_000
  return {
    meanMs: round(samples.reduce((sum, x) => sum + x, 0) / samples.length),
    p95Ms: round(percentile(samples, 95)),
    p99Ms: round(percentile(samples, 99)),
    maxMs: round(samples[samples.length - 1] ?? 0)
  }
}

const time = (keystrokes: ReadonlyArray<string>, rounds: number, run: (text: string) => number): Float64Array => {
  // Preallocated, so growing the sample list never triggers a collection inside a timed call.
  const samples = new Float64Array(keystrokes.length * rounds)
  let n = 0
  let sink = 0
  for (let r = 0; r < rounds; r++) {
    for (const text of keystrokes) {
      const start = performance.now()
      sink += run(text)
      samples[n++] = performance.now() - start
    }
  }
  // Keeps the calls observable, so no engine can drop them.
  if (sink < 0) console.log(sink)
  return samples
}

const ids = (list: ReadonlyArray<Suggestion>) => list.map((s) => s._id)

export const runSearchBench = (options: { readonly rounds?: number; readonly baselineRounds?: number } = {}): SearchBenchFigures => {
  const rounds = options.rounds ?? 5
  const baselineRounds = options.baselineRounds ?? 1
  const sources = makeCatalogue()
  const names = sources.categories.length + sources.subCategories.length + sources.categoryTags.length
  const queries = makeQueries()
  const keystrokes = keystrokesOf(queries)

  const buildStart = performance.now()
  const index = buildSuggestionIndex(sources)
  const indexBuildMs = Math.round((performance.now() - buildStart) * 100) / 100

  // Every answer must be the baseline's: a fast wrong answer is no answer.
  for (const text of keystrokes) {
    const got = suggest(index, text)
    const want = baseline(sources, text)
    const same =
      JSON.stringify([ids(got.categories), ids(got.subCategories), ids(got.categoryTags)]) ===
      JSON.stringify([want.categories, want.subCategories, want.categoryTags])
    if (!same) throw new Error(`suggest(${JSON.stringify(text)}) differs from the baseline`)
  }

  const count = (text: string) => {
    const s = suggest(index, text)
    return s.categories.length + s.subCategories.length + s.categoryTags.length
  }
  const countBaseline = (text: string) => {
    const s = baseline(sources, text)
    return s.categories.length + s.subCategories.length + s.categoryTags.length
  }
  time(keystrokes, 3, count) // warm-up: let the JIT settle before timing
  const figures = summarise(time(keystrokes, rounds, count))
  time(keystrokes, 1, countBaseline)
  const baselineFigures = summarise(time(keystrokes, baselineRounds, countBaseline))

  return {
    names,
    queries: queries.length,
    keystrokes: keystrokes.length,
    samples: keystrokes.length * rounds,
    indexBuildMs,
    ...figures,
    budgetMs: SEARCH_BUDGET_MS,
    withinBudget: figures.p99Ms < SEARCH_BUDGET_MS,
    baseline: baselineFigures,
    engine: typeof process === "undefined" ? navigator.userAgent : `Node ${process.version}`
  }
}

export const SEARCH_BENCH_TABLE_HEADER =
  "| what | names | keystrokes | mean ms | p95 ms | p99 ms | max ms | budget (per keystroke) |\n|---|---|---|---|---|---|---|---|"

/** The figures as rows of the table under SEARCH_BENCH_TABLE_HEADER: the index, then the baseline. */
export const searchBenchTableRows = (f: SearchBenchFigures, where = ""): string => {
  const verdict = (ms: number) => `${f.budgetMs} ms: ${ms < f.budgetMs ? "within" : "**over**"}`
  const at = where === "" ? "" : `, ${where}`
  return [
    `| suggest (prepared index${at}) | ${f.names} | ${f.keystrokes} | ${f.meanMs} | ${f.p95Ms} | ${f.p99Ms} | ${f.maxMs} | ${verdict(f.p99Ms)} |`,
    `| baseline (filter, rank, sort per keystroke${at}) | ${f.names} | ${f.keystrokes} | ${f.baseline.meanMs} | ${f.baseline.p95Ms} | ${f.baseline.p99Ms} | ${f.baseline.maxMs} | ${verdict(f.baseline.p99Ms)} |`
  ].join("\n")
}

if (typeof process !== "undefined" && process.argv[1]?.endsWith("bench-search.ts")) {
  const figures = runSearchBench()
  console.log(
    `Search suggestions: ${figures.names} names, ${figures.queries} queries, ${figures.keystrokes} keystrokes x ` +
      `${figures.samples / figures.keystrokes} rounds after a warm-up; index built once in ${figures.indexBuildMs} ms; ${figures.engine}.\n`
  )
  console.log(SEARCH_BENCH_TABLE_HEADER)
  console.log(searchBenchTableRows(figures))
  if (!figures.withinBudget) process.exitCode = 1
}
