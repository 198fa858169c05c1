// Issue 39, ADR 064: the texts of the checkout's payment step and review (/check-out), of an online
// order placed on its way to the payment page, of an order waiting for its payment, and of the order
// just placed (/OrderSuccess), in the spec's English. Their Hindi (payment.hi.ts) must have every
// key. `npm run i18n:compile` after a change. The bill is the shell's (bill.*). A sentence the
// server wrote (why a call failed, what cannot be sold) stays its own: a key here whose English is
// only `{reason}` shows it unchanged in English and gives it a Hindi lead in Hindi.

export const messages = {
  "payment.back": "Back",
  "payment.items": "Items",
  "payment.yourBill": "Your bill",

  // Step 3: the payment, coupon and wallet. The modes' values ('Cash on Delivery', 'Online') stay the
  // server's; these are their names on the screen.
  "payment.title": "How would you like to pay?",
  "payment.modeLegend": "Payment mode",
  "payment.mode.cod": "Cash on Delivery",
  "payment.mode.codHint": "Pay in cash or by UPI when the order reaches you.",
  "payment.mode.online": "Pay online",
  "payment.mode.onlineHint": "UPI, cards or net banking on the payment page; you come back here after.",
  "payment.coupon.label": "Coupon code",
  "payment.coupon.apply": "Apply",
  "payment.coupon.remove": "Remove",
  "payment.coupon.applied": "{code} applied: you save {amount}",
  "payment.coupon.refused": "{reason}",
  "payment.wallet.use": "Use my wallet balance ({amount})",
  "payment.next": "Review your order",
  "payment.quoteFailed": "{reason}",
  // After the pincode check's sentence (src/components/pincode-check.tsx), when it is not delivered to.
  "payment.delivery.chooseAnother": "Please go back and choose another address.",

  // Step 4: review and place.
  "payment.review.title": "Review and place your order",
  "payment.review.checking": "Checking prices and stock...",
  "payment.review.keepWhatIsLeft": "Keep what is left in my cart",
  "payment.review.pricesChanged": "Prices changed since you added {count, plural, one {an item} other {some items}}: the bill below shows today's prices.",
  "payment.review.deliveringTo": "Delivering to",
  "payment.review.arrivingBy": "Arriving by {date}",
  "payment.review.payingBy": "Paying by",
  "payment.review.orderRefused": "{reason}",
  "payment.review.couponNotApplied": "{reason} {code} is not applied: the bill above is without it.",
  "payment.review.placing": "Placing your order...",
  "payment.review.place": "Place order",
  "payment.review.placeAndPay": "Place order and pay {amount}",
  "payment.review.placeOnDelivery": "Place order: {amount} on delivery",
  // A line the server cannot sell as asked (its QuoteProblem), said from its figures on a Hindi page.
  "payment.problem.gone": "This item is no longer sold; please remove it from your cart.",
  "payment.problem.soldOut": "{name} is sold out.",
  "payment.problem.fewLeft": "Only {count} left of {name}; you asked for {quantity}.",

  // An online order placed: to the payment page.
  "payment.paying.placed": "Your order {orderid} is placed",
  "payment.paying.failed": "{reason}",
  "payment.paying.pageFailed": "The payment page could not be opened.",
  "payment.paying.tryAgain": "Try the payment again",
  "payment.paying.orderPlaced": "Order placed",
  "payment.paying.going": "Taking you to the payment page...",
  "payment.paying.amount": "Order {orderid}: {amount}",

  // An online order waiting for its payment (the checkout's top, /OrderSuccess).
  "payment.waiting.title": "Order {orderid} is waiting for its payment",
  "payment.waiting.text": "Its items are kept for you and nothing was charged. Pay for it now, or take it on delivery.",
  "payment.waiting.cash": "Or pay in cash or by UPI when it is delivered: that order is cancelled, and you check your cart out here with Cash on Delivery.",
  "payment.awaiting.heldUntil": "Its items are held for you until {when}; not paid by then, the order is cancelled.",
  "payment.awaiting.payNow": "Pay {amount} now",
  "payment.awaiting.opening": "Opening the payment page...",
  "payment.awaiting.switching": "Switching to Cash on Delivery...",
  "payment.awaiting.payOnDelivery": "Pay on delivery instead",
  "payment.awaiting.payFailed": "{reason}",
  "payment.awaiting.switchFailed": "{reason}",

  // /OrderSuccess.
  "payment.success.confirming": "Confirming your payment...",
  "payment.success.moment": "Order {orderid}: this takes a moment.",
  "payment.success.order": "Order",
  "payment.success.noOrder": "There is no order to show here.",
  "payment.success.notLoaded": "{reason}",
  "payment.success.myOrders": "My orders",
  "payment.success.declined": "Your payment did not go through",
  "payment.success.paid": "Payment received. Thank you!",
  "payment.success.placed": "Thank you! Your order is placed",
  "payment.success.payOnDelivery": "Pay {amount} when it is delivered.",
  "payment.success.keptPayAgain": "Your order is kept for you; nothing was charged. You can pay again now.",
  "payment.success.keptUntilPaid": "Your order is kept for you until it is paid.",
  "payment.success.tryAgain": "Try paying {amount} again",
  "payment.success.cash": "Or pay in cash or by UPI when it is delivered: this order is cancelled, and your cart, kept for you, is checked out again.",
  "payment.success.orderTotal": "Order total",
  "payment.success.track": "Track your order",
  "payment.success.continueShopping": "Continue shopping"
} as const
