import type { Language } from "./language.ts"

// The shop's clock, as a shopper reads it on a screen and in an SMS alike (issue 39, ADR 064): one
// formatter, so a Hindi page and a Hindi SMS say a time in the same words. Written out, not through
// Intl (as money.ts formatRupees), with Latin digits in both languages.

/** A month's name as the shop writes a date: 'Nov', in Hindi 'नवंबर' (ADR 064: '29 नवंबर'). */
export const MONTH_NAMES: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"]
}

/**
 * A moment in India's time (UTC+5:30), whatever the server's or the device's zone, read with the
 * `getUTC*` methods; null for a value that is no date.
 */
export const inIndia = (iso: string): Date | null => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime() + 330 * 60_000)
}

/** The part of the day a Hindi reader names with the hour: 'रात' before 4, 'सुबह' to noon, 'दोपहर' to 4, 'शाम' to 8, 'रात' after. */
const partOfDay = (hour: number): string =>
  hour < 4 ? "रात" : hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : hour < 20 ? "शाम" : "रात"

/**
 * A time of day in India: '2:05 pm' in English (as the shop has always written it), 'दोपहर 2:05
 * बजे' in Hindi, where the part of the day says what am and pm say. A value that is no date stays
 * as it was.
 */
export const formatClock = (iso: string, language: Language = "en"): string => {
  const ist = inIndia(iso)
  if (ist === null) return iso
  const hour = ist.getUTCHours()
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(ist.getUTCMinutes()).padStart(2, "0")}`
  return language === "hi" ? `${partOfDay(hour)} ${clock} बजे` : `${clock} ${hour < 12 ? "am" : "pm"}`
}

const DAY_NAMES: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  // Issue 39 (ADR 064): the whole day's name, as Hindi readers write it (and the Hindi SMS says it).
  hi: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"]
}

/**
 * "Fri, 28 Nov", in Hindi "शुक्रवार, 28 नवंबर" (Latin digits, ADR 064): a promised day as the shop
 * writes it on every page and in the SMS (without Intl: see money.ts formatRupees).
 */
export const formatPromisedDate = (iso: string, language: Language = "en"): string => {
  const date = new Date(`${iso}T00:00:00Z`)
  return `${DAY_NAMES[language][date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_NAMES[language][date.getUTCMonth()]}`
}
