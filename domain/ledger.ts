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
 * reads them in SQL: server/ledger/ledger.ts `orderMoney` and `walletBalanceSql`; migration 0037's
 * `bazaar_order_held` and `bazaar_wallet_balance` for its trigger); the rules below decide from those
 * sums where money may go. Paise inside, as every money rule here.
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

/** One order's money as its entries add up (paise): paid in from the wallet and from the payer, given back to each. */
export interface OrderMoney {
  readonly fromWallet: number
  readonly fromPayer: number
  readonly toWallet: number
  readonly toPayer: number
}

export const NO_MONEY: OrderMoney = { fromWallet: 0, fromPayer: 0, toWallet: 0, toPayer: 0 }

/** What the customer has paid for the order (paise). */
export const paidOf = (money: OrderMoney): number => money.fromWallet + money.fromPayer
/** What the shop has given back for it (paise). */
export const refundedOf = (money: OrderMoney): number => money.toWallet + money.toPayer
/** What the shop still holds for it: paid less refunded, never below zero (the database's trigger holds it). */
export const heldOf = (money: OrderMoney): number => paidOf(money) - refundedOf(money)

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
