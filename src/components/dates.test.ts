import { describe, expect, it } from "vitest"
import { formatDay, formatWhen } from "./dates.ts"

describe("dates as Indians read them, in India's time", () => {
  it("in English: '29 Nov 2026' and '29 Nov 2026, 2:05 pm'", () => {
    expect(formatDay("2026-11-29T08:35:00Z")).toBe("29 Nov 2026")
    expect(formatWhen("2026-11-29T08:35:00Z")).toBe("29 Nov 2026, 2:05 pm")
  })

  it("in Hindi with Latin digits (issue 39, ADR 064): '29 नवंबर 2026'", () => {
    expect(formatDay("2026-11-29T08:35:00Z", "hi")).toBe("29 नवंबर 2026")
    expect(formatWhen("2026-11-28T20:00:00Z", "hi")).toBe("29 नवंबर 2026, रात 1:30 बजे")
    expect(formatWhen("2026-11-29T08:35:00Z", "hi")).toBe("29 नवंबर 2026, दोपहर 2:05 बजे")
  })

  it("keeps a value that is no date as it was", () => {
    expect(formatDay("soon", "hi")).toBe("soon")
    expect(formatWhen("soon", "hi")).toBe("soon")
  })
})
