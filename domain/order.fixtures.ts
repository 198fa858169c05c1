import type { Order } from "./order.ts"

// Test fixtures shared by the order SMS's tests (domain/sms-texts.test.ts, server/order/order-sms.test.ts;
// not imported by the app): a Cash on Delivery order of one Cotton Kurta, ₹933 in all, promised for 27 Nov, and what a test changes.

export const smsOrder = (change: Partial<Order>): Order => ({
  _id: "444444444444444444444444",
  orderid: "BZ-000123",
  client: "abcdefabcdefabcdefabcdef",
  address: {
    _id: "555555555555555555555555", Name: "Asha Verma", Mobile: "9876543210", HNo: "12", StreetDet: "MG Road", LandMark: "",
    AreaDet: "Indiranagar", City: "Bengaluru", State: "Karnataka", Pincode: "560038", Type: "Home"
  },
  lines: [{
    productId: "666666666666666666666666", ProductName: "Cotton Kurta", slugurl: "cotton-kurta", thumbnail: "/images/a.svg",
    PackId: "777777777777777777777777", packSizeName: "M", PackOptionId: "888888888888888888888888", packSizeOptionName: "Blue",
    Price: 923, Mrp: 1000, quantity: 1
  }],
  TotalMrp: 1000, TotalPrice: 923, SmallCartFee: 0, HandllingFee: 10, RainFee: 0, DeliveryCharge: 0, TotalAmount: 933,
  wallet: 0, coupon: 0, Netpayable: 933, couponCode: null,
  PaymentMode: "Cash on Delivery", PaymentStatus: "Pending", Status: 1, StatusText: "Received",
  events: [{ _tag: "order.placed", at: "2026-11-28T09:00:00.000Z", by: "customer", PaymentMode: "Cash on Delivery" }],
  createdAt: "2026-11-28T09:00:00.000Z",
  promisedDate: "2026-11-27",
  ...change
}) as Order
