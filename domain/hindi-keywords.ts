import { searchTerm } from "./search-reading.ts"

// Issue 39: a product is found by the admin's Hindi names (its own, its tag's, subcategory's,
// category's and brand's) as by its English ones. The search reads a Devanagari query in Latin
// letters (searchTerm: "सूती कुर्ता" → "suti kurta"), so the same words, read by the same function,
// follow the English in the product's keywords, which feed its search vector (migration 0001).
// Words the name or the English keywords already have are left out: a word counted twice would
// rank the product higher for its English queries too.

/** The words of a Hindi name as the search reads a query's, in Latin letters, lower case ("सूती कुर्ता" → ["suti", "kurta"]). */
export const hindiNameWords = (nameHi: string): ReadonlyArray<string> => {
  const term = searchTerm(nameHi)
  return term === "" ? [] : term.split(" ")
}

/**
 * `hindiNameWords`, each name's words worked out once: the seed and the rebuilds read the same few
 * tags', categories' and brands' names for thousands of products.
 */
export const rememberedHindiNameWords = (): ((nameHi: string) => ReadonlyArray<string>) => {
  const known = new Map<string, ReadonlyArray<string>>()
  return (nameHi) => {
    let words = known.get(nameHi)
    if (words === undefined) {
      words = hindiNameWords(nameHi)
      known.set(nameHi, words)
    }
    return words
  }
}

/**
 * A product's keywords with its Hindi names' words after the English ones (kept exactly as they
 * are), each word once and none the product's `name` or `keywords` already has. Without a Hindi
 * name the keywords are returned as they are.
 */
export const withHindiWords = (
  keywords: string,
  name: string,
  hindiNames: ReadonlyArray<string | null | undefined>,
  wordsOf: (nameHi: string) => ReadonlyArray<string> = hindiNameWords
): string => {
  const names = hindiNames.filter((nameHi): nameHi is string => nameHi !== null && nameHi !== undefined && nameHi.trim() !== "")
  if (names.length === 0) return keywords
  const present = new Set(searchTerm(`${name} ${keywords}`).split(" "))
  const added: Array<string> = []
  for (const word of names.flatMap(wordsOf)) {
    if (present.has(word)) continue
    present.add(word)
    added.push(word)
  }
  return added.length === 0 ? keywords : keywords === "" ? added.join(" ") : `${keywords} ${added.join(" ")}`
}
