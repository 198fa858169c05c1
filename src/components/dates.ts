const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

// The shop's time is India's (UTC+5:30), whatever the device's zone.
const inIndia = (iso: string): Date | null => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime() + 330 * 60_000)
}

/** A date as Indians read it: '5 Mar 2026' (Intl-free, like the money formatter: DESIGN §6). */
export const formatDay = (iso: string): string => {
  const ist = inIndia(iso)
  return ist === null ? iso : `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`
}

/** A moment with its time: '5 Mar 2026, 2:05 pm'. */
export const formatWhen = (iso: string): string => {
  const ist = inIndia(iso)
  if (ist === null) return iso
  const hours = ist.getUTCHours()
  const minutes = String(ist.getUTCMinutes()).padStart(2, "0")
  return `${formatDay(iso)}, ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`
}
