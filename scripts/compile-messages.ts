// `npm run i18n:compile` (issue 39, ADR 064): compiles the storefront's messages (domain/messages.*.ts,
// ICU) into the array form Lingui's core reads without a parser, written beside them as
// src/i18n/compiled.<language>.ts. The browser gets the compiled form only: the ICU parser stays
// here. A unit test (compile-messages.test.ts) holds the written files equal to a fresh compile and
// each Hindi message to its English one's arguments.
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Messages } from "@lingui/core"
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage"
import type { Language } from "../domain/language.ts"
import { messages as en } from "../domain/messages.en.ts"
import { messages as hi } from "../domain/messages.hi.ts"

export const SOURCES: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en, hi }

/** Where each language's compiled messages are written. */
export const compiledFile = (language: Language): string => fileURLToPath(new URL(`../src/i18n/compiled.${language}.ts`, import.meta.url))

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

/** The source of compiled.<language>.ts. */
export const compiledSource = (language: Language): string => {
  const entries = Object.entries(SOURCES[language]).map(([key, message]) => `  ${JSON.stringify(key)}: ${JSON.stringify(compiled(message))}`)
  return [
    `// Written by \`npm run i18n:compile\` (scripts/compile-messages.ts) from domain/messages.${language}.ts: do not edit.`,
    `import type { Messages } from "@lingui/core"`,
    `import type { MessageKey } from "#domain/messages.en.ts"`,
    "",
    `export const compiled: { readonly [K in MessageKey]: Messages[string] } = {`,
    entries.join(",\n"),
    "}",
    ""
  ].join("\n")
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const language of Object.keys(SOURCES) as Array<Language>) {
    writeFileSync(compiledFile(language), compiledSource(language))
    console.log(`written ${compiledFile(language)}`)
  }
}
