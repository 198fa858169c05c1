import { Either, ParseResult, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sayAddressProblem } from "./address-problems.ts"
import {
  adoptedOrder,
  Address,
  AddressInput,
  addressProblemsOf,
  AWAITING_PAYMENT,
  Client,
  Coupon,
  formatOrderId,
  INDIAN_STATES,
  INDIAN_STATES_AND_UTS,
  INDIAN_UNION_TERRITORIES,
  isAwaitingPayment,
  MAX_ORDER_NUMBER,
  Order,
  ORDER_EVENT_TAGS,
  ORDER_ID_PATTERN,
  OrderEvent,
  OrderId,
  OrderLine,
  orderNumberOf,
  type OrderStatus,
  type PaymentMode,
  type PaymentStatus,
  STATUS_TEXT,
  statusLabel,
  UNPAID_PAYMENT_STATUSES,
  WELCOME_COUPON
} from "./order.ts"

/** The messages a decode failure reports, keyed by field path. */
const messagesOf = <A, I>(schema: Schema.Schema<A, I>, input: unknown): Record<string, string> => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  if (Either.isRight(result)) return {}
  return Object.fromEntries(
    ParseResult.ArrayFormatter.formatErrorSync(result.left).map((issue) => [issue.path.join("."), issue.message])
  )
}

const decodes = <A, I>(schema: Schema.Schema<A, I>, input: unknown): boolean =>
  Either.isRight(Schema.decodeUnknownEither(schema)(input))

const addressInput = {
  Name: "Asha Verma",
  Mobile: "9876543210",
  HNo: "Flat 12B",
  StreetDet: "MG Road",
  LandMark: "Opposite the post office",
  AreaDet: "Indiranagar",
  City: "Bengaluru",
  State: "Karnataka",
  Pincode: "560038",
  Type: "Home"
}
const address = { _id: "0123456789abcdef01234567", ...addressInput }

describe("the states and union territories list", () => {
  it("names 28 states and 8 union territories, 36 in all, each once", () => {
    expect(INDIAN_STATES).toHaveLength(28)
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8)
    expect(INDIAN_STATES_AND_UTS).toHaveLength(36)
    expect(new Set(INDIAN_STATES_AND_UTS).size).toBe(36)
  })

  it("uses the current official names", () => {
    expect(INDIAN_STATES_AND_UTS).toContain("Odisha")
    expect(INDIAN_STATES_AND_UTS).toContain("Puducherry")
    expect(INDIAN_STATES_AND_UTS).toContain("Dadra and Nagar Haveli and Daman and Diu")
    expect(INDIAN_STATES_AND_UTS).toContain("Ladakh")
    expect(INDIAN_STATES_AND_UTS).not.toContain("Orissa")
    expect(INDIAN_STATES_AND_UTS).not.toContain("Pondicherry")
  })
})

describe("the Address schema", () => {
  it("decodes a valid address", () => {
    expect(messagesOf(Address, address)).toEqual({})
  })

  it("trims text fields and allows an empty landmark", () => {
    const result = Schema.decodeUnknownSync(AddressInput)({ ...addressInput, Name: "  Asha Verma ", LandMark: "" })
    expect(result.Name).toBe("Asha Verma")
    expect(result.LandMark).toBe("")
  })

  it("accepts an address without _id as input, and the stored address needs one", () => {
    expect(decodes(AddressInput, addressInput)).toBe(true)
    expect(decodes(Address, addressInput)).toBe(false)
  })

  it.each(["5876543210", "987654321", "98765432101", "98765 43210", "+919876543210", 9876543210])(
    "rejects the mobile number %s with a clear message",
    (Mobile) => {
      expect(messagesOf(Address, { ...address, Mobile })).toEqual({
        Mobile: "The mobile number must have 10 digits and start with 6, 7, 8 or 9."
      })
    }
  )

  it.each(["012345", "56003", "5600381", "56003A", ""])("rejects the pincode '%s' with a clear message", (Pincode) => {
    expect(messagesOf(Address, { ...address, Pincode })).toEqual({
      Pincode: "The pincode must have 6 digits and must not start with 0."
    })
  })

  it.each(["Bombay", "karnataka", "Orissa", ""])("rejects the state '%s' with a clear message", (State) => {
    expect(messagesOf(Address, { ...address, State })).toEqual({
      State: "Choose one of India's 28 states or 8 union territories."
    })
  })

  it("accepts every state and union territory", () => {
    for (const State of INDIAN_STATES_AND_UTS) expect(decodes(Address, { ...address, State })).toBe(true)
  })

  it("rejects an unknown address type and empty required fields, naming each field", () => {
    expect(messagesOf(AddressInput, { ...addressInput, Type: "Hostel", Name: " ", City: "", HNo: "" })).toEqual({
      Type: "Choose Home, Work or Other as the address type.",
      Name: "Please enter the name.",
      City: "Please enter the city.",
      HNo: "Please enter the house or flat number."
    })
  })
})

describe("an address's problems by name (the address form's, issue 39)", () => {
  // Each field's values at and around its rules: empty, blank, at its most characters and one over
  // (with spaces the trimming takes), the shapes a mobile number and a pincode must have.
  const text = (max: number) => fc.constantFrom("", "   ", "x", ` ${"x".repeat(max)} `, "x".repeat(max + 1), `${"x".repeat(max)}y `)
  const values = {
    Name: text(120), HNo: text(120), StreetDet: text(200), LandMark: text(200), AreaDet: text(200), City: text(100),
    Mobile: fc.constantFrom("9876543210", "5876543210", "987654321", " 9876543210", "", "98765O4321"),
    Pincode: fc.constantFrom("560038", "012345", "56003", "5600381", " 560038", ""),
    State: fc.constantFrom("Karnataka", "Ladakh", "karnataka", "Orissa", ""),
    Type: fc.constantFrom("Home", "Work", "Other", "Hostel", "home", "")
  }

  it("names every problem the schema refuses, field by field, its English the schema's own message", () => {
    expect(Object.keys(values).sort()).toEqual(Object.keys(addressInput).sort())
    fc.assert(fc.property(fc.record(values), (input) => {
      const named = addressProblemsOf(input)
      const said = Object.fromEntries(Object.entries(named).map(([field, problem]) => [field, sayAddressProblem(problem)]))
      expect(said).toEqual(messagesOf(AddressInput, input))
    }), { numRuns: 500 })
  })

  it("names each field's problem with its figures", () => {
    expect(addressProblemsOf({ ...addressInput, Name: "n".repeat(121), City: " ", Pincode: "012345", Type: "Hostel" })).toEqual({
      Name: { _tag: "AddressNameLong", max: 120 },
      City: { _tag: "AddressCityMissing" },
      Pincode: { _tag: "AddressPincodeShape" },
      Type: { _tag: "AddressTypeUnknown" }
    })
    expect(sayAddressProblem({ _tag: "AddressNameLong", max: 120 })).toBe("The name must be at most 120 characters.")
    expect(addressProblemsOf(addressInput)).toEqual({})
  })
})

describe("the Client schema", () => {
  const client = {
    _id: "abcdefabcdefabcdefabcdef",
    Name: "Asha Verma",
    Mobile: "9876543210",
    Email: "asha@example.in",
    WalletBalance: 150,
    Addresses: [address],
    createdAt: "2025-01-05T10:00:00.000Z",
    role: "customer"
  }

  it("decodes a customer and an admin", () => {
    expect(decodes(Client, client)).toBe(true)
    expect(decodes(Client, { ...client, role: "admin" })).toBe(true)
  })

  it("allows an empty e-mail but not a malformed one", () => {
    expect(decodes(Client, { ...client, Email: "" })).toBe(true)
    expect(messagesOf(Client, { ...client, Email: "asha@" })).toEqual({ Email: "Email must be a valid e-mail address" })
  })

  it("rejects an unknown role and a negative wallet", () => {
    expect(decodes(Client, { ...client, role: "seller" })).toBe(false)
    expect(decodes(Client, { ...client, WalletBalance: -1 })).toBe(false)
  })
})

describe("order statuses", () => {
  it("reads 0 Cancelled, 1 Received, 2 Processing, 3 Dispatched, 4 Out for delivery, 5 Delivered", () => {
    expect(STATUS_TEXT).toEqual({
      0: "Cancelled",
      1: "Received",
      2: "Processing",
      3: "Dispatched",
      4: "Out for delivery",
      5: "Delivered"
    })
  })
})

describe("order events", () => {
  it.each(ORDER_EVENT_TAGS)("decodes %s with time and actor", (_tag) => {
    const extra = _tag === "order.placed" ? { PaymentMode: "Cash on Delivery" } : _tag === "order.refunded" ? { whole: true } : {}
    expect(decodes(OrderEvent, { _tag, at: "2025-01-05T10:00:00.000Z", by: "admin", ...extra })).toBe(true)
  })

  it("needs to know whether a refund gave back everything (issue 32)", () => {
    expect(decodes(OrderEvent, { _tag: "order.refunded", at: "2025-01-05T10:00:00.000Z", by: "system" })).toBe(false)
    expect(decodes(OrderEvent, { _tag: "order.refunded", at: "2025-01-05T10:00:00.000Z", by: "system", whole: false, reason: "Refunded ₹120 to your Bazaar wallet" })).toBe(true)
  })

  it("needs the payment mode of a placed order", () => {
    expect(decodes(OrderEvent, { _tag: "order.placed", at: "2025-01-05T10:00:00.000Z", by: "customer" })).toBe(false)
  })

  it("keeps an optional reason", () => {
    const event = Schema.decodeUnknownSync(OrderEvent)({
      _tag: "order.cancelled",
      at: "2025-01-05T10:00:00.000Z",
      by: "customer",
      reason: "Ordered twice"
    })
    expect(event.reason).toBe("Ordered twice")
  })

  it("rejects an unknown event and an unknown actor", () => {
    expect(decodes(OrderEvent, { _tag: "order.returned", at: "2025-01-05T10:00:00.000Z", by: "admin" })).toBe(false)
    expect(decodes(OrderEvent, { _tag: "order.placed", at: "2025-01-05T10:00:00.000Z", by: "courier" })).toBe(false)
  })
})

describe("the Order schema", () => {
  const line = {
    productId: "111111111111111111111111",
    ProductName: "Basmati rice",
    slugurl: "basmati-rice",
    thumbnail: "/images/rice.svg",
    PackId: "222222222222222222222222",
    packSizeName: "5 kg",
    PackOptionId: "333333333333333333333333",
    packSizeOptionName: "Premium",
    Price: 540,
    Mrp: 600,
    quantity: 1
  }
  const order = {
    _id: "444444444444444444444444",
    orderid: "BZ-000123",
    client: "abcdefabcdefabcdefabcdef",
    address,
    lines: [line],
    TotalMrp: 600,
    TotalPrice: 540,
    SmallCartFee: 0,
    HandllingFee: 10,
    RainFee: 0,
    DeliveryCharge: 0,
    TotalAmount: 550,
    wallet: 0,
    coupon: 0,
    Netpayable: 550,
    couponCode: null,
    PaymentMode: "Cash on Delivery",
    PaymentStatus: "Pending",
    Status: 1,
    StatusText: "Received",
    events: [{ _tag: "order.placed", at: "2025-01-05T10:00:00.000Z", by: "customer", PaymentMode: "Online" }],
    createdAt: "2025-01-05T10:00:00.000Z"
  }

  it("decodes a placed order", () => {
    expect(messagesOf(Order, order)).toEqual({})
  })

  it("matches readable order ids like BZ-000123 only", () => {
    expect(ORDER_ID_PATTERN.test("BZ-000123")).toBe(true)
    for (const orderid of ["BZ-123", "bz-000123", "BZ000123", "BZ-0001234"]) {
      expect(ORDER_ID_PATTERN.test(orderid)).toBe(false)
      expect(messagesOf(Order, { ...order, orderid })).toEqual({ orderid: "orderid must look like BZ-000123" })
    }
  })

  it("rejects a StatusText that does not match the Status", () => {
    expect(decodes(Order, { ...order, Status: 3 })).toBe(false)
    expect(decodes(Order, { ...order, Status: 3, StatusText: "Dispatched" })).toBe(true)
  })

  it("rejects an order without lines, and a line priced above its MRP or with quantity 0", () => {
    expect(decodes(Order, { ...order, lines: [] })).toBe(false)
    expect(decodes(OrderLine, { ...line, Price: 700 })).toBe(false)
    expect(decodes(OrderLine, { ...line, quantity: 0 })).toBe(false)
  })

  it("rejects figures that do not follow the §9 rules for its lines", () => {
    expect(decodes(Order, { ...order, Netpayable: 500 })).toBe(false)
    expect(decodes(Order, { ...order, HandllingFee: 0, TotalAmount: 540, Netpayable: 540 })).toBe(false)
    // A coupon of ₹108 (20% of ₹540) and a wallet of ₹42 are deducted from the ₹550 owed.
    expect(decodes(Order, { ...order, coupon: 108, wallet: 42, Netpayable: 400, couponCode: "WELCOME20" })).toBe(true)
  })

  it("accepts only the two payment modes and the four payment statuses", () => {
    expect(decodes(Order, { ...order, PaymentMode: "Online", PaymentStatus: "Paid" })).toBe(true)
    expect(decodes(Order, { ...order, PaymentMode: "UPI" })).toBe(false)
    expect(decodes(Order, { ...order, PaymentStatus: "Settled" })).toBe(false)
  })
})

describe("coupons", () => {
  it("offer the newsletter's 20% off a first order as WELCOME20", () => {
    expect(decodes(Coupon, WELCOME_COUPON)).toBe(true)
    expect(WELCOME_COUPON).toEqual({ code: "WELCOME20", percentOff: 20, firstOrderOnly: true, active: true })
  })

  it("reject lower-case codes and discounts outside 1 to 100 percent", () => {
    expect(decodes(Coupon, { ...WELCOME_COUPON, code: "welcome20" })).toBe(false)
    expect(decodes(Coupon, { ...WELCOME_COUPON, percentOff: 0 })).toBe(false)
    expect(decodes(Coupon, { ...WELCOME_COUPON, percentOff: 101 })).toBe(false)
  })
})

describe("order ids and numbers (DESIGN §4: BZ-000123 is order 123)", () => {
  it("format as BZ- and the number padded to six digits, with more digits as they come", () => {
    expect(formatOrderId(1)).toBe("BZ-000001")
    expect(formatOrderId(123)).toBe("BZ-000123")
    expect(formatOrderId(999_999)).toBe("BZ-999999")
    expect(formatOrderId(1_000_000)).toBe("BZ-1000000")
    expect(formatOrderId(1_234_567)).toBe("BZ-1234567")
    expect(formatOrderId(MAX_ORDER_NUMBER)).toBe("BZ-2147483647")
  })

  it("parse back to the number: format then parse is the identity from 1 to 10^9 and up to the largest", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: MAX_ORDER_NUMBER })), (n) => {
        expect(orderNumberOf(formatOrderId(n))).toBe(n)
      }),
      { numRuns: 2000 }
    )
  })

  it("the OrderId schema accepts every formatted id, at least six digits and no leading zero beyond them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ORDER_NUMBER }), (n) => {
        const orderid = formatOrderId(n)
        expect(decodes(OrderId, orderid)).toBe(true)
        expect(orderid).toMatch(/^BZ-([0-9]{6}|[1-9][0-9]{6,})$/)
      }),
      { numRuns: 2000 }
    )
  })

  it("the OrderId schema accepts exactly the ids formatOrderId makes, of any digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^BZ-[0-9]{1,12}$/), (orderid) => {
        const number = orderNumberOf(orderid)
        expect(decodes(OrderId, orderid)).toBe(number !== undefined)
        if (number !== undefined) expect(formatOrderId(number)).toBe(orderid)
      }),
      { numRuns: 3000 }
    )
  })

  it.each([0, -1, -123, 1.5, Number.NaN, MAX_ORDER_NUMBER + 1])("refuses to format %s", (n) => {
    expect(() => formatOrderId(n)).toThrow(RangeError)
  })

  it.each(["BZ-12345", "BZ-0000123", "BZ-000000", "BZ-0", "BZ-01234567", "BZ-2147483648", "BZ-99999999999", "bz-000123", "BZ000123", "BZ-00012a", " BZ-000123", "BZ-000123 ", ""])(
    "refuses to parse %j, and the schema refuses it with the same words",
    (orderid) => {
      expect(orderNumberOf(orderid)).toBeUndefined()
      expect(messagesOf(OrderId, orderid)).toEqual({ "": "orderid must look like BZ-000123" })
    }
  )
})

describe("awaiting payment (DESIGN §4: an unpaid online order)", () => {
  const MODES: ReadonlyArray<PaymentMode> = ["Cash on Delivery", "Online"]
  const PAYMENTS: ReadonlyArray<PaymentStatus> = ["Pending", "Paid", "Failed", "Refunded"]
  const STATUSES: ReadonlyArray<OrderStatus> = [0, 1, 2, 3, 4, 5]
  const all = MODES.flatMap((PaymentMode) => STATUSES.flatMap((Status) => PAYMENTS.map((PaymentStatus) => ({ PaymentMode, Status, PaymentStatus }))))

  it("is an Online order at 1 Received whose payment is Pending or Failed, and nothing else", () => {
    expect(all.filter(isAwaitingPayment)).toEqual([
      { PaymentMode: "Online", Status: 1, PaymentStatus: "Pending" },
      { PaymentMode: "Online", Status: 1, PaymentStatus: "Failed" }
    ])
  })

  it("is given as values the database can take as parameters", () => {
    expect(AWAITING_PAYMENT).toEqual({ PaymentMode: "Online", Status: 1, PaymentStatuses: ["Pending", "Failed"] })
    expect(UNPAID_PAYMENT_STATUSES).toEqual(["Pending", "Failed"])
  })
})

describe("the browser's one copy of an order, offered a copy read from the server (issue 38)", () => {
  const placed = { orderid: "BZ-000123", events: [{ _tag: "order.placed" }] }
  const cancelled = { orderid: "BZ-000123", events: [{ _tag: "order.placed" }, { _tag: "order.cancelled" }] }

  it("keeps the copy held when it has more events (a fact folded after the read began)", () => {
    expect(adoptedOrder(cancelled, placed)).toBe(cancelled)
  })

  it("takes the copy read when it has more events, as many (the server's word), or the one held is another order or none", () => {
    expect(adoptedOrder(placed, cancelled)).toBe(cancelled)
    const again = { ...placed }
    expect(adoptedOrder(placed, again)).toBe(again)
    const other = { orderid: "BZ-000124", events: [] }
    expect(adoptedOrder(cancelled, other)).toBe(other)
    expect(adoptedOrder(null, placed)).toBe(placed)
  })
})

describe("the status a shopper reads (issue 16: a declined payment read 'Received')", () => {
  const online = { PaymentMode: "Online" as const, Status: 1, StatusText: "Received" }
  it("says an online order is waiting for its payment, or that the payment failed", () => {
    expect(statusLabel({ ...online, PaymentStatus: "Pending" })).toBe("Awaiting payment")
    expect(statusLabel({ ...online, PaymentStatus: "Failed" })).toBe("Payment failed")
  })
  it("reads the status text otherwise", () => {
    expect(statusLabel({ ...online, PaymentStatus: "Paid" })).toBe("Received")
    expect(statusLabel({ PaymentMode: "Cash on Delivery", Status: 1, StatusText: "Received", PaymentStatus: "Pending" })).toBe("Received")
    expect(statusLabel({ PaymentMode: "Online", Status: 0, StatusText: "Cancelled", PaymentStatus: "Failed" })).toBe("Cancelled")
  })
})
