import { formatClock, inIndia, MONTH_NAMES } from "#domain/dates.ts"
import type { Language } from "#domain/language.ts"

// Issue 39, ADR 064: Hindi dates read '29 नवंबर 2026', with Latin digits (as the prices and order
// numbers); a time reads as the SMS say it (domain/dates.ts formatClock: 'दोपहर 2:05 बजे').

/** A date as Indians read it: '5 Mar 2026', in Hindi '5 मार्च 2026' (Intl-free, like the money formatter: DESIGN §6). */
export const formatDay = (iso: string, language: Language = "en"): string => {
  const ist = inIndia(iso)
  return ist === null ? iso : `${ist.getUTCDate()} ${MONTH_NAMES[language][ist.getUTCMonth()]} ${ist.getUTCFullYear()}`
}

/** A moment with its time: '5 Mar 2026, 2:05 pm' ('5 मार्च 2026, दोपहर 2:05 बजे'). */
export const formatWhen = (iso: string, language: Language = "en"): string =>
  inIndia(iso) === null ? iso : `${formatDay(iso, language)}, ${formatClock(iso, language)}`
