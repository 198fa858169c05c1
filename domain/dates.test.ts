import { describe, expect, it } from "vitest"
import { formatClock, inIndia } from "./dates.ts"
import { smsOrder } from "./order.fixtures.ts"
import { ORDER_SMS } from "./sms-texts.ts"

// Issue 39: one clock for the screens and the SMS. English as the shop has always written it, Hindi
// as a Hindi reader says a time: the part of the day, the hour, 'बजे'.

describe("a time of day in India", () => {
  it("reads '2:05 pm' in English, whatever the machine's zone", () => {
    expect(formatClock("2026-11-29T08:35:00Z")).toBe("2:05 pm")
    expect(formatClock("2026-11-29T08:35:00Z", "en")).toBe("2:05 pm")
    expect(formatClock("2026-11-28T18:30:00Z", "en")).toBe("12:00 am")
    expect(formatClock("2026-11-29T06:30:00Z", "en")).toBe("12:00 pm")
    expect(formatClock("2026-11-29T03:39:00Z", "en")).toBe("9:09 am")
  })

  it("reads 'दोपहर 2:05 बजे' in Hindi, the part of the day saying what am and pm say", () => {
    expect(formatClock("2026-11-29T08:35:00Z", "hi")).toBe("दोपहर 2:05 बजे")
    // Midnight to 4 is night, to noon morning, to 4 afternoon, to 8 evening, then night again.
    expect(formatClock("2026-11-28T18:30:00Z", "hi")).toBe("रात 12:00 बजे")
    expect(formatClock("2026-11-28T22:29:00Z", "hi")).toBe("रात 3:59 बजे")
    expect(formatClock("2026-11-28T22:30:00Z", "hi")).toBe("सुबह 4:00 बजे")
    expect(formatClock("2026-11-29T06:29:00Z", "hi")).toBe("सुबह 11:59 बजे")
    expect(formatClock("2026-11-29T06:30:00Z", "hi")).toBe("दोपहर 12:00 बजे")
    expect(formatClock("2026-11-29T10:30:00Z", "hi")).toBe("शाम 4:00 बजे")
    expect(formatClock("2026-11-29T14:30:00Z", "hi")).toBe("रात 8:00 बजे")
  })

  it("keeps a value that is no date as it was", () => {
    expect(formatClock("soon", "hi")).toBe("soon")
    expect(formatClock("soon")).toBe("soon")
    expect(inIndia("soon")).toBeNull()
  })

  it("is the time the order SMS say in each language", () => {
    const waiting = smsOrder({ PaymentMode: "Online", paymentDueAt: "2026-11-28T09:15:00.000Z" })
    expect(ORDER_SMS.en(waiting)).toContain(` by ${formatClock("2026-11-28T09:15:00.000Z", "en")};`)
    expect(ORDER_SMS.hi(waiting)).toContain(` ${formatClock("2026-11-28T09:15:00.000Z", "hi")} तक 'मेरा खाता' में भुगतान करें`)
  })
})
