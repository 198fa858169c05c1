// `npm run build`'s step after the browser's build (issue 39, ADR 064): the Devanagari web font of
// the Hindi shop, from the Noto Sans Devanagari the project already carries (the invoices'), as two
// subsets in WOFF2 beside the hashed assets: the regular weight with the whole Devanagari block (so
// any Hindi text renders, a product's Hindi name or a search typed in Hindi), the bold with the
// characters of the Hindi messages only (the headings and buttons are the shop's own words), and
// the English pages' word for the switch. Their
// addresses go to dist/assets/devanagari-fonts.json, which the server reads to declare and preload
// them on the Hindi pages only (server/http/static.ts).
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import subsetFont from "subset-font"

const require = createRequire(import.meta.url)
const FONTS = dirname(require.resolve("@expo-google-fonts/noto-sans-devanagari"))
const OUT = "dist/assets"

let block = ""
for (let code = 0x0900; code <= 0x097f; code++) block += String.fromCodePoint(code)
// Zero-width (non-)joiners shape conjuncts; the dotted circle shows a lone vowel sign; ₹.
const shaping = "\u200c\u200d\u25cc\u20b9"
const hindiFiles = readdirSync("domain/messages").filter((file) => file.endsWith(".hi.ts"))
const messages = hindiFiles.map((file) => readFileSync(join("domain/messages", file), "utf8")).join("").replace(/[\x00-\x7f]/g, "")
const ownWords = [...new Set(messages)].join("")
// The English pages' one Devanagari word: the switch's "हिन्दी" (domain/messages/shell.en.ts), in a
// font of its own a few hundred bytes long, fetched only by a page that shows it.
const english = readFileSync("domain/messages/shell.en.ts", "utf8").replace(/[\x00-\x7f]/g, "")
const switchWord = [...new Set(english)].join("")

const subset = async (weight, characters) => {
  const source = readFileSync(join(FONTS, `${weight}`, `NotoSansDevanagari_${weight}.ttf`))
  const font = await subsetFont(source, characters + shaping, { targetFormat: "woff2" })
  const name = `noto-sans-devanagari-${weight.slice(0, 3)}-${createHash("sha256").update(font).digest("hex").slice(0, 8)}.woff2`
  writeFileSync(join(OUT, name), font)
  return { href: `/assets/${name}`, bytes: font.length }
}

mkdirSync(OUT, { recursive: true })
const regular = await subset("400Regular", block)
const bold = await subset("700Bold", ownWords)
const word = await subset("500Medium", switchWord)
writeFileSync(join(OUT, "devanagari-fonts.json"), JSON.stringify({ regular: regular.href, bold: bold.href, english: word.href }))
console.log(`Devanagari fonts: regular ${(regular.bytes / 1024).toFixed(1)} KB, bold ${(bold.bytes / 1024).toFixed(1)} KB, the English pages' ${(word.bytes / 1024).toFixed(1)} KB`)
