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
/** A message as Lingui's core reads it: a plain string, or the compiled tokens. */
export type CompiledMessage = Messages[string]

export const compiled = (message: string): CompiledMessage => {
  const tokens = compileMessageOrThrow(message)
  return Array.isArray(tokens) && tokens.length === 1 && typeof tokens[0] === "string" ? tokens[0] : tokens
}

/** The names of a compiled message's arguments, those inside its plurals included (`#` is its plural's own). */
export const argumentsOf = (message: CompiledMessage): ReadonlySet<string> => {
  const names = new Set<string>()
  const visit = (part: unknown): void => {
    if (typeof part === "string" || part === null || part === undefined) return
    if (Array.isArray(part)) {
      if (typeof part[0] === "string" && part.length <= 3 && (part.length === 1 || typeof part[1] === "string")) {
        const [name, , options] = part as [string, string?, Record<string, unknown>?]
        if (name !== "#") names.add(name)
        if (options !== undefined && typeof options === "object") for (const choice of Object.values(options)) visit(choice)
        return
      }
      for (const token of part) visit(token)
    }
  }
  visit(message)
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
