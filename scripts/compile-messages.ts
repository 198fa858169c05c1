// `npm run i18n:compile` (issue 39, ADR 064): compiles the storefront's messages
// (domain/messages/<area>.<language>.ts, ICU) into the array form Lingui's core reads without a
// parser, written as src/i18n/compiled/<area>.<language>.ts, and writes each screen area's module
// src/i18n/texts/<area>.ts. The browser gets the compiled form only: the ICU parser stays here. A
// unit test (compile-messages.test.ts) holds the written files equal to a fresh compile and each
// Hindi message to its English one's arguments.
import { readdirSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Messages } from "@lingui/core"
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage"
import { LANGUAGES, type Language } from "../domain/language.ts"

const SOURCE_DIR = new URL("../domain/messages/", import.meta.url)

/**
 * The areas of texts: `shell` (every page's start-up) and one per group of screens, each a pair of
 * files domain/messages/<area>.en.ts and <area>.hi.ts, found by their English file.
 */
export const AREAS: ReadonlyArray<string> = readdirSync(SOURCE_DIR)
  .filter((file) => file.endsWith(".en.ts"))
  .map((file) => file.slice(0, -".en.ts".length))
  .sort()

/** Each area's texts in each language, as written. */
export const SOURCES: Readonly<Record<string, Readonly<Record<Language, Readonly<Record<string, string>>>>>> = Object.fromEntries(
  await Promise.all(
    AREAS.map(async (area) => {
      const languages = await Promise.all(
        LANGUAGES.map(async (language) => {
          const module = (await import(new URL(`${area}.${language}.ts`, SOURCE_DIR).href)) as { readonly messages: Readonly<Record<string, string>> }
          return [language, module.messages] as const
        })
      )
      return [area, Object.fromEntries(languages) as Record<Language, Readonly<Record<string, string>>>] as const
    })
  )
)

/** Where an area's compiled messages in `language` are written. */
export const compiledFile = (area: string, language: Language): string =>
  fileURLToPath(new URL(`../src/i18n/compiled/${area}.${language}.ts`, import.meta.url))

/** One message compiled; a message with no argument stays a plain string (Lingui reads both). */
/** A message as Lingui's core reads it. */
export type CompiledMessage = Messages[string]

/**
 * One message compiled: always its tokens, a text without arguments too (`["Loading..."]`). Lingui's
 * core takes a plain string for a message still to compile, and without its compiler (a production
 * build) writes "Uncompiled message detected!" to the console for each one it shows.
 */
export const compiled = (message: string): CompiledMessage => compileMessageOrThrow(message)

/** The names of a compiled message's arguments, those inside its plurals included (`#` is its plural's own). */
export const argumentsOf = (message: CompiledMessage): ReadonlySet<string> => {
  const names = new Set<string>()
  // A message is a list of tokens: text, or an argument `[name, format?, choices?]` whose choices are messages.
  const visitMessage = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return
    for (const token of tokens) {
      if (!Array.isArray(token)) continue
      const [name, , choices] = token as [unknown, unknown?, unknown?]
      if (typeof name === "string" && name !== "#") names.add(name)
      if (choices !== null && typeof choices === "object") for (const choice of Object.values(choices)) visitMessage(choice)
    }
  }
  visitMessage(message)
  return names
}

/** The source of src/i18n/compiled/<area>.<language>.ts: its keys typed by the area's English texts. */
export const compiledSource = (area: string, language: Language): string => {
  const entries = Object.entries(SOURCES[area]![language]).map(([key, message]) => `  ${JSON.stringify(key)}: ${JSON.stringify(compiled(message))}`)
  return [
    `// Written by \`npm run i18n:compile\` (scripts/compile-messages.ts) from domain/messages/${area}.${language}.ts: do not edit.`,
    `import type { Messages } from "@lingui/core"`,
    `import type { messages } from "#domain/messages/${area}.en.ts"`,
    "",
    `export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {`,
    entries.join(",\n"),
    "}",
    ""
  ].join("\n")
}

/** The areas a screen names with its texts: every one but the shell (which `useTexts()` reads). */
export const SCREEN_AREAS = AREAS.filter((area) => area !== "shell")

/** Where an area's module is written: what its screens import and give to `useTexts`. */
export const textsFile = (area: string): string => fileURLToPath(new URL(`../src/i18n/texts/${area}.ts`, import.meta.url))

/** The name an area's module exports: `productTexts` for `product`, `orderTrackingTexts` for `order-tracking`. */
export const textsName = (area: string): string => `${area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Texts`

/** The source of src/i18n/texts/<area>.ts: its English imported, its Hindi a chunk of its own. */
export const textsSource = (area: string): string =>
  [
    `// Written by \`npm run i18n:compile\` (scripts/compile-messages.ts) for domain/messages/${area}.*.ts: do not edit.`,
    `import { textArea } from "../i18n.tsx"`,
    `import { compiled } from "../compiled/${area}.en.ts"`,
    "",
    `/** The texts of the area \`${area}\`: \`const { t } = useTexts(${textsName(area)})\`. */`,
    `export const ${textsName(area)} = textArea(${JSON.stringify(area)}, compiled, () => import("../compiled/${area}.hi.ts"))`,
    ""
  ].join("\n")

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const write = (file: string, source: string) => {
    writeFileSync(file, source)
    console.log(`written ${file}`)
  }
  for (const area of AREAS) for (const language of LANGUAGES) write(compiledFile(area, language), compiledSource(area, language))
  for (const area of SCREEN_AREAS) write(textsFile(area), textsSource(area))
}
