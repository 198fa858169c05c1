import { addItem, type CartItem } from "#domain/cart.ts"
import { fixtureId, fixtureProduct } from "#domain/cart.fixtures.ts"
import type { ReturnFact } from "#domain/live.ts"
import type { Address, Client, Order } from "#domain/order.ts"
import type { ReturnRequest } from "#domain/returns.ts"
import { CATALOGUE_RESOURCES } from "./catalogue-loader.machine.ts"
import type { ShopInput } from "./shop.machine.ts"

// Test support, not a test: the shopper, cart and order the shop's root suites (shop.machine.test.ts,
// shop.model.test.ts) share, and the input of a browser that kept nothing (those suites, the
// component tests' root, tests/support/test-shop.ts, and the machine diagrams' system).

/** The root's input in a browser that kept nothing: every list empty, no catalogue list cached; `overrides` replace parts. */
export const emptyShopInput = (overrides: Partial<ShopInput> = {}): ShopInput => ({
  cart: { items: [] },
  authentication: { loginData: null, current_address: null, user_address: [] },
  orders: {},
  wishlist: { items: [] },
  compare: { items: [] },
  recentlyViewed: { productIds: [] },
  productLists: { cached: null },
  catalogue: Object.fromEntries(CATALOGUE_RESOURCES.map((resource) => [resource, { resource, cached: null, refreshOnLoad: false }])) as ShopInput["catalogue"],
  ...overrides
})

export const address = (n: number): Address => ({
  _id: fixtureId(500 + n),
  Name: "Asha Rao",
  Mobile: "9876543210",
  HNo: `Flat ${n}B`,
  StreetDet: "12th Main Road",
  LandMark: "",
  AreaDet: "Indiranagar",
  City: "Bengaluru",
  State: "Karnataka",
  Pincode: "560038",
  Type: "Home"
})

export const customer = (n: number): Client => ({
  _id: fixtureId(900 + n),
  Name: `Customer ${n}`,
  Mobile: "9876543210",
  Email: `c${n}@example.in`,
  WalletBalance: 0,
  Addresses: [address(n)],
  createdAt: "2026-11-01T10:00:00.000Z",
  role: "customer"
})

export const tea = fixtureProduct(1, 40, 50)
export const kettle = fixtureProduct(2, 300, 350)
export const CART: ReadonlyArray<CartItem> = addItem(addItem([], tea), kettle)

export const order: Order = {
  _id: fixtureId(123),
  orderid: "BZ-000123",
  client: fixtureId(901),
  address: address(1),
  lines: [{ productId: fixtureId(101), ProductName: "Tea", slugurl: "tea", thumbnail: "/t.svg", PackId: tea.PackId, packSizeName: "Pack", PackOptionId: tea.PackOptionId, packSizeOptionName: "1 kg", Price: 40, Mrp: 50, quantity: 1 }],
  TotalMrp: 50, TotalPrice: 40, SmallCartFee: 30, HandllingFee: 10, RainFee: 0, DeliveryCharge: 40, TotalAmount: 120, wallet: 0, coupon: 0, Netpayable: 120,
  couponCode: null,
  PaymentMode: "Cash on Delivery",
  PaymentStatus: "Pending",
  Status: 1,
  StatusText: "Received",
  events: [{ _tag: "order.placed", at: "2026-11-01T10:00:00.000Z", by: "customer", PaymentMode: "Cash on Delivery" }],
  createdAt: "2026-11-01T10:00:00.000Z"
}

/** A return the order's customer asked for (its first line), not yet answered. */
export const requestedReturn: ReturnRequest = {
  _id: fixtureId(70),
  orderid: order.orderid,
  customerName: "Asha Rao",
  kind: "return",
  lines: [{ position: 0, ProductName: "Tea", packSizeName: "Pack", packSizeOptionName: "1 kg", thumbnail: "/t.svg", quantity: 1, amount: 40, exchangeOptionId: null, exchangeOptionName: null }],
  reason: "damaged", note: null, refundTo: "wallet", status: "Requested", refundAmount: 40, refundToWallet: 40, refundToOriginal: 0, feesRefunded: 0,
  events: [{ _tag: "return.requested", at: "2026-11-05T10:00:00.000Z", by: "customer", returnId: fixtureId(70) }],
  createdAt: "2026-11-05T10:00:00.000Z"
}

/** The live stream's step that approves it (issue 38). */
export const returnApproved: ReturnFact = {
  _tag: "return.event", orderId: order._id, orderid: order.orderid, returnId: requestedReturn._id,
  event: { _tag: "return.approved", at: "2026-11-06T10:00:00.000Z", by: "admin", returnId: requestedReturn._id }
}
