// Issue 39, ADR 064: the texts of an order's returns and exchanges (its form, its requests, withdrawing
// one) and of My Account's wallet, in the spec's English. Their Hindi (returns.hi.ts) must have every
// key. `npm run i18n:compile` after a change. A return's reasons are the orders area's (the timeline
// shows them too); a request's status and a wallet movement's kind are picked by value.

export const messages = {
  "returns.title": "Returns and exchanges",
  "returns.returnOrExchange": "Return or exchange",
  "returns.windowClosesOn": "Return window closes on {date}.",
  // A request: its kind, its status (domain/return-status.ts, by value), what it asks back and refunds.
  "returns.kind": "{kind, select, exchange {Exchange} other {Return}}",
  "returns.requestLabel": "{kind, select, exchange {Exchange} other {Return}} requested {date}",
  "returns.timelineOf": "Timeline of the {kind, select, exchange {exchange} other {return}}",
  "returns.status.Requested": "Requested",
  "returns.status.Approved": "Approved",
  "returns.status.Rejected": "Rejected",
  "returns.status.Picked up": "Picked up",
  "returns.status.Refunded": "Refunded",
  "returns.status.Exchanged": "Exchanged",
  "returns.status.Withdrawn": "Withdrawn",
  "returns.forSize": "for size",
  "returns.reason": "Reason: {reason}",
  "returns.amountWithFees": "{amount} (with {fees} of fees)",
  "returns.refundToWallet": "Refund {amount} to your Bazaar wallet",
  "returns.refundToOriginal": "Refund {amount} to the original payment",
  "returns.refundSplit": "Refund {amount}: {wallet} to the wallet, {original} to the original payment",
  // Withdrawing a request.
  "returns.withdraw": "Withdraw request",
  "returns.withdrawing": "Withdrawing...",
  "returns.withdrawDialog": "Withdraw the request",
  "returns.withdrawTitle": "Withdraw your {kind, select, exchange {exchange} other {return}} request for order {orderid}?",
  "returns.withdrawText": "Nothing will be picked up and the items stay with you. You can ask again while the return window is open.",
  "returns.keepIt": "Keep it",
  "returns.yesWithdraw": "Yes, withdraw it",
  "returns.withdrawn": "Your {kind, select, exchange {exchange} other {return}} request is withdrawn.",
  // The form.
  "returns.whatWouldYouLike": "What would you like?",
  "returns.forRefund": "Return for a refund",
  "returns.forOtherSize": "Exchange for another size",
  "returns.noExchange": "No other size of these items is in stock in the same colour at the same price, so they can be returned but not exchanged.",
  "returns.items": "Items",
  "returns.alreadyAsked": "already asked back",
  "returns.howMany": "How many of {name}",
  "returns.newSize": "New size",
  "returns.choose": "Choose",
  "returns.onlyLeft": "only {count} left",
  "returns.inStock": "in stock",
  "returns.reasonLabel": "Reason",
  "returns.chooseReason": "Choose a reason",
  "returns.note": "Anything we should know? (optional)",
  "returns.refundTo": "Refund to",
  "returns.refundTo.wallet": "My Bazaar wallet (at once)",
  "returns.refundTo.original": "The original payment (3 to 7 working days)",
  "returns.codToWallet": "This order was paid in cash on delivery, so its refund goes to your Bazaar wallet.",
  "returns.sending": "Sending...",
  "returns.askExchange": "Ask for the exchange",
  "returns.askReturn": "Ask for the return",
  "returns.cancel": "Cancel",
  // What the form still lacks (machines/return-request.machine.ts missingOf; its English is the machine's).
  "returns.missing.items": "Choose at least one item and how many to send back.",
  "returns.missing.reason": "Choose a reason.",
  "returns.missing.size": "Choose the new size for {name}.",
  // My Account's wallet; a movement's kind by value (domain/returns.ts WALLET_MOVEMENT_TEXT).
  "returns.wallet": "Wallet",
  "returns.balance": "Balance",
  "returns.walletEmpty": "No wallet money yet. Refunds of returns can come here, and you can spend them at checkout.",
  "returns.movements": "Wallet movements, newest first",
  "returns.date": "Date",
  "returns.what": "What",
  "returns.amount": "Amount",
  "returns.latestOf": "The latest {shown} of {total} movements.",
  "returns.movement.opening-balance": "Opening balance",
  "returns.movement.order-payment": "Paid for an order",
  "returns.movement.cancel-refund": "Refund of a cancelled order",
  "returns.movement.return-refund": "Refund of a return",
  "returns.movement.order-refund": "Refund of an order",
  "returns.movement.shop-credit": "Credit from Bazaar",
  "returns.movement.shop-debit": "Debit by Bazaar"
} as const

/** A text's key in this area. */
export type ReturnsKey = keyof typeof messages
