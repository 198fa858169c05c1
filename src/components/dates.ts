import type { Language } from "#domain/language.ts"

const MONTHS: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  // Issue 39, ADR 064: Hindi dates read '29 नवंबर 2026', with Latin digits (as the prices and order numbers).
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"]
}

// The shop's time is India's (UTC+5:30), whatever the device's zone.
const inIndia = (iso: string): Date | null => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime() + 330 * 60_000)
}

/** A date as Indians read it: '5 Mar 2026', in Hindi '5 मार्च 2026' (Intl-free, like the money formatter: DESIGN §6). */
export const formatDay = (iso: string, language: Language = "en"): string => {
  const ist = inIndia(iso)
  return ist === null ? iso : `${ist.getUTCDate()} ${MONTHS[language][ist.getUTCMonth()]} ${ist.getUTCFullYear()}`
}

/** A moment with its time: '5 Mar 2026, 2:05 pm' ('5 मार्च 2026, 2:05 pm'). */
export const formatWhen = (iso: string, language: Language = "en"): string => {
  const ist = inIndia(iso)
  if (ist === null) return iso
  const hours = ist.getUTCHours()
  const minutes = String(ist.getUTCMinutes()).padStart(2, "0")
  return `${formatDay(iso, language)}, ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`
}
