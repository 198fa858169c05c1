import { Link } from "@tanstack/react-router"
import type { WalletAnswer } from "#domain/http/returns.http.ts"
import { formatRupees } from "#domain/money.ts"
import { WALLET_MOVEMENT_TEXT } from "#domain/returns.ts"
import { formatWhen } from "../dates.ts"

/** "+₹250" or "−₹120.50": a movement's amount with its sign spelt out. */
export const signedRupees = (amount: number): string => `${amount < 0 ? "−" : "+"}${formatRupees(Math.abs(amount))}`

/**
 * My Account's wallet (issue 19 item 3, ADR 031): the balance and its latest movements, newest
 * first, with how many there are in all.
 */
export function WalletSection({ wallet, failed }: { readonly wallet: WalletAnswer | null; readonly failed: string | null }) {
  return (
    <section aria-labelledby="wallet" id="wallet">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="wallet" className="text-xl font-semibold">Wallet</h2>
        {wallet !== null && <p className="text-sm text-slate-600">Balance <span className="ml-1 text-lg font-bold text-slate-900" data-testid="wallet-balance">{formatRupees(wallet.balance)}</span></p>}
      </div>
      {failed !== null && <p role="alert" className="mt-2 text-sm text-red-700">{failed}</p>}
      {wallet !== null && (wallet.movements.length === 0 ? (
        <p className="mt-3 text-slate-600">No wallet money yet. Refunds of returns can come here, and you can spend them at checkout.</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Wallet movements, newest first</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">Date</th>
                <th scope="col" className="px-3 py-2 font-medium">What</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Amount</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Balance</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {wallet.movements.map((movement) => (
                <tr key={movement._id}>
                  <td className="hidden whitespace-nowrap px-3 py-2 text-slate-600 sm:table-cell">{formatWhen(movement.at)}</td>
                  <td className="px-3 py-2">
                    {/* A phone has no room for the date's column: it is read under what happened. */}
                    <span className="block text-xs text-slate-500 sm:hidden">{formatWhen(movement.at)}</span>
                    {WALLET_MOVEMENT_TEXT[movement.kind]}
                    {/* The shop's own credits, debits and refunds say why (ADR 039). */}
                    {(movement.kind === "shop-credit" || movement.kind === "shop-debit") && <span className="block text-xs text-slate-600">{movement.reason}</span>}
                    {movement.orderid !== null && (
                      <> · <Link to="/order-tracking/$orderId" params={{ orderId: movement.orderid }} className="text-orange-700 underline">{movement.orderid}</Link></>
                    )}
                  </td>
                  <td className={`whitespace-nowrap px-3 py-2 text-right font-semibold ${movement.amount < 0 ? "text-red-700" : "text-emerald-700"}`}>{signedRupees(movement.amount)}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">{formatRupees(movement.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {wallet !== null && wallet.total > wallet.movements.length && (
        <p className="mt-2 text-right text-sm text-slate-600">The latest {wallet.movements.length} of {wallet.total} movements.</p>
      )}
    </section>
  )
}
