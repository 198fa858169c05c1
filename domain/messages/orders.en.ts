// Issue 39, ADR 064: the texts of the shopper's orders (the orders' pages, tracking, the timeline,
// cancelling, the invoice), in the spec's English. Their Hindi (orders.hi.ts) must have every key.
// `npm run i18n:compile` after a change. The words of stored values (a status, a payment's status,
// a cancellation's or a return's reason) are the domain's English values; the screens pick the
// message by the value (src/components/order-status.tsx), and a unit test holds them equal.

export const messages = {
  "orders.emptyTitle": "No orders yet",
  "orders.emptyText": "When you place an order, you can follow it here from packing to your doorstep.",
  "orders.continueShopping": "Continue shopping",
  "orders.myAccount": "My Account",

  // DESIGN §4 status texts, by status number (domain/order.ts STATUS_TEXT), and statusLabel's own.
  "orders.status.0": "Cancelled",
  "orders.status.1": "Received",
  "orders.status.2": "Processing",
  "orders.status.3": "Dispatched",
  "orders.status.4": "Out for delivery",
  "orders.status.5": "Delivered",
  "orders.awaitingPayment": "Awaiting payment",
  "orders.paymentFailed": "Payment failed",
  // Payment modes and statuses, by value (domain/order.ts PaymentMode, PaymentStatus).
  "orders.mode.Cash on Delivery": "Cash on Delivery",
  "orders.mode.Online": "Online",
  "orders.payment.Pending": "Pending",
  "orders.payment.Paid": "Paid",
  "orders.payment.Failed": "Failed",
  "orders.payment.Refunded": "Refunded",
  "orders.paymentRefundDue": "{status}, refund due",

  // The timeline: each event's words (by its tag), who cancelled, a note's reason.
  "orders.timeline": "Order timeline",
  "orders.event.order.placed": "Order placed",
  "orders.event.payment.confirmed": "Payment received",
  "orders.event.payment.failed": "Payment did not go through",
  "orders.event.order.processing": "Being packed",
  "orders.event.order.dispatched": "Dispatched",
  "orders.event.order.out-for-delivery": "Out for delivery",
  "orders.event.order.delivered": "Delivered",
  "orders.event.order.cancelled": "Cancelled",
  "orders.event.order.refunded": "Money refunded",
  "orders.event.return.requested": "Return or exchange requested",
  "orders.event.return.approved": "Return approved",
  "orders.event.return.rejected": "Return not accepted",
  "orders.event.return.picked-up": "Return picked up",
  "orders.event.return.refunded": "Refund issued",
  "orders.event.return.exchanged": "Exchange sent",
  "orders.event.return.withdrawn": "Request withdrawn",
  "orders.event.refund.pending": "Refund to your original payment started",
  "orders.event.refund.processed": "Refund sent to your original payment",
  "orders.event.refund.failed": "Refund to your original payment did not go through",
  "orders.event.refund.settled": "Refund paid to you by Bazaar",
  "orders.by.customer": "by you",
  "orders.by.admin": "by Bazaar",
  "orders.reasonNote": "Reason: {reason}",

  // A customer's cancel reasons (domain/cancel-reasons.ts), by value.
  "orders.cancelReason.mistake": "Ordered by mistake",
  "orders.cancelReason.betterPrice": "Found a better price elsewhere",
  "orders.cancelReason.tooLong": "Delivery would take too long",
  "orders.cancelReason.change": "Want to change the items or the address",
  "orders.cancelReason.notNeeded": "No longer needed",
  // A return's reasons (domain/returns.ts RETURN_REASON_TEXT), by reason: the return form and the timeline.
  "orders.returnReason.damaged": "Arrived damaged",
  "orders.returnReason.defective": "Does not work properly",
  "orders.returnReason.wrong-item": "Wrong item sent",
  "orders.returnReason.missing-parts": "Parts or accessories missing",
  "orders.returnReason.size-fit": "Size or fit is not right",
  "orders.returnReason.not-as-described": "Not as described or shown",
  "orders.returnReason.changed-mind": "No longer needed",

  // An order in a list, its arrival and its return window.
  "orders.units": "{count, plural, one {# item} other {# items}}",
  "orders.arrivingBy": "Arriving by {date}",
  "orders.returnOrExchange": "Return or exchange",
  "orders.returnWindowCloses": "Return window closes on {date}",

  // The tracking page.
  "orders.orderTitle": "Order {orderid}",
  "orders.placedLine": "Placed {when} · {mode} · payment {payment}",
  "orders.statusSteps": "Order status",
  "orders.refundDue": "This order was cancelled after it was paid, so a refund of {amount} is due.",
  "orders.timelineTitle": "What has happened",
  "orders.deliveringTo": "Delivering to",
  "orders.mobile": "Mobile: {mobile}",
  "orders.items": "Items",
  "orders.orderTotal": "Order total",
  "orders.shopRefunds": "Refunds from Bazaar",
  "orders.shopRefund": "{when}: {amount} for {what}",
  "orders.shopRefundWholeOrder": "the whole order",
  "orders.shopRefundToWallet": ", {amount} to your Bazaar wallet",
  "orders.shopRefundToOriginal": ", {amount} to your original payment",
  "orders.shopRefundReason": ". {reason}",

  // What the shopper may do: pay, cancel (its dialog), the invoice and credit note.
  "orders.payNow": "Pay {amount} now",
  "orders.cancelOrder": "Cancel order",
  "orders.cancelDialog": "Cancel order {orderid}",
  "orders.cancelTitle": "Cancel order {orderid}?",
  "orders.cancelText": "Your order of {amount} will be cancelled. This cannot be undone.",
  "orders.cancelWhy": "Why are you cancelling?",
  "orders.cancelChooseReason": "Please choose why you are cancelling.",
  "orders.keepIt": "Keep it",
  "orders.cancelling": "Cancelling...",
  "orders.yesCancel": "Yes, cancel it",
  "orders.invoice": "Invoice",
  "orders.downloadInvoice": "Download invoice (PDF)",
  "orders.downloadInvoiceOf": "Download the invoice of order {orderid} (PDF)",
  "orders.preparingInvoice": "Preparing invoice…",
  "orders.invoiceDownloaded": "Invoice downloaded.",
  "orders.creditNote": "Credit note",
  "orders.downloadCreditNote": "Download credit note (PDF)",
  "orders.downloadCreditNoteOf": "Download the credit note of order {orderid} (PDF)",
  "orders.preparingCreditNote": "Preparing credit note…",
  "orders.creditNoteDownloaded": "Credit note downloaded.",
  // A cancellation's refund as the ledger wrote it, said in Hindi from its parts (the English page shows the ledger's own words).
  "orders.refundedTo": "Refunded {parts}"
} as const

/** A text's key in this area. */
export type OrdersKey = keyof typeof messages
