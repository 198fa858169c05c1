import { fromPaise } from "./money.ts"

/**
 * Issue 32 (docs/decisions/041-one-ledger.md): one append-only ledger for every rupee. Each entry
 * moves an amount from one account to another, both of one customer's money:
 *
 * - `payer`: the customer's own money outside the shop (UPI, card, cash handed over on delivery);
 * - `wallet`: their Bazaar wallet, which the shop owes them;
 * - `order`: what the shop holds for one of their orders;
 * - `shop`: the shop's own money, which goodwill credits come from and debits go to.
 *
 * An order's paid, refunded and held amounts and a wallet's balance are sums of entries (the server
 * asks the database for them: `bazaar_order_held`, `bazaar_wallet_balance`, migration 0037); the
 * rules below decide from those sums where money may go. Paise inside, as every money rule here.
 */

export const LEDGER_ACCOUNTS = ["payer", "wallet", "order", "shop"] as const
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number]

/** What moved the money; each kind moves it one way only (the table's CHECK says which). */
export const LEDGER_KINDS = [
  "opening-balance",
  "order-payment",
  "online-payment",
  "cash-on-delivery",
  "cancel-refund",
  "return-refund",
  "order-refund",
  "late-payment-refund",
  "shop-credit",
  "shop-debit"
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** The way each kind moves money: its source and its destination (a refund: to the wallet or the payer). */
export const KIND_ROUTES: Record<LedgerKind, { readonly from: LedgerAccount; readonly to: ReadonlyArray<LedgerAccount> }> = {
  "opening-balance": { from: "shop", to: ["wallet"] },
  "order-payment": { from: "wallet", to: ["order"] },
  "online-payment": { from: "payer", to: ["order"] },
  "cash-on-delivery": { from: "payer", to: ["order"] },
  "cancel-refund": { from: "order", to: ["wallet", "payer"] },
  "return-refund": { from: "order", to: ["wallet", "payer"] },
  "order-refund": { from: "order", to: ["wallet", "payer"] },
  "late-payment-refund": { from: "order", to: ["payer"] },
  "shop-credit": { from: "shop", to: ["wallet"] },
  "shop-debit": { from: "wallet", to: ["shop"] }
}

/** One movement as the rules read it (amount in paise, positive). */
export interface Movement {
  readonly from: LedgerAccount
  readonly to: LedgerAccount
  readonly amount: number
}

/** One order's money as its entries add up (paise): paid in from the wallet and from the payer, given back to each. */
export interface OrderMoney {
  readonly fromWallet: number
  readonly fromPayer: number
  readonly toWallet: number
  readonly toPayer: number
}

export const NO_MONEY: OrderMoney = { fromWallet: 0, fromPayer: 0, toWallet: 0, toPayer: 0 }

/** The sums of one order's movements. */
export const orderMoneyOf = (movements: ReadonlyArray<Movement>): OrderMoney =>
  movements.reduce<OrderMoney>((money, m) => ({
    fromWallet: money.fromWallet + (m.to === "order" && m.from === "wallet" ? m.amount : 0),
    fromPayer: money.fromPayer + (m.to === "order" && m.from === "payer" ? m.amount : 0),
    toWallet: money.toWallet + (m.from === "order" && m.to === "wallet" ? m.amount : 0),
    toPayer: money.toPayer + (m.from === "order" && m.to === "payer" ? m.amount : 0)
  }), NO_MONEY)

/** What the customer has paid for the order (paise). */
export const paidOf = (money: OrderMoney): number => money.fromWallet + money.fromPayer
/** What the shop has given back for it (paise). */
export const refundedOf = (money: OrderMoney): number => money.toWallet + money.toPayer
/** What the shop still holds for it: paid less refunded, never below zero (the database's trigger holds it). */
export const heldOf = (money: OrderMoney): number => paidOf(money) - refundedOf(money)

/** A wallet's balance from its movements (paise): what came in less what went out. */
export const walletBalanceOf = (movements: ReadonlyArray<Movement>): number =>
  movements.reduce((balance, m) => balance + (m.to === "wallet" ? m.amount : 0) - (m.from === "wallet" ? m.amount : 0), 0)

/** Where a refund goes, in paise: the part back to the wallet and the part back to the original payment. */
export interface RefundParts {
  readonly toWallet: number
  readonly toPayer: number
}

/**
 * What a cancellation gives back: everything the order still holds, the wallet's own money to the
 * wallet first (what came from it and has not gone back), the rest to the original payment. A
 * cancellation after a refund so gives back only what is unrefunded.
 */
export const cancellationRefund = (money: OrderMoney): RefundParts => {
  const held = Math.max(0, heldOf(money))
  const toWallet = Math.min(held, Math.max(0, money.fromWallet - money.toWallet))
  return { toWallet, toPayer: held - toWallet }
}

/** The rupees of refund parts, for rows and sentences. */
export const partsInRupees = (parts: RefundParts) => ({ toWallet: fromPaise(parts.toWallet), toOriginal: fromPaise(parts.toPayer) })

/** The entries a refund of `parts` writes (none for a zero part): to the wallet, then to the payer. */
export const refundMovements = (parts: RefundParts): ReadonlyArray<Movement> => [
  ...(parts.toWallet > 0 ? [{ from: "order" as const, to: "wallet" as const, amount: parts.toWallet }] : []),
  ...(parts.toPayer > 0 ? [{ from: "order" as const, to: "payer" as const, amount: parts.toPayer }] : [])
]
