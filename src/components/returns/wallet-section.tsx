import { Link } from "@tanstack/react-router"
import type { WalletAnswer } from "#domain/http/returns.http.ts"
import { formatRupees } from "#domain/money.ts"
import type { ReturnsKey } from "#domain/messages/returns.en.ts"
import type { WalletMovementKind } from "#domain/returns.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { returnsTexts } from "../../i18n/texts/returns.ts"
import { formatWhen } from "../dates.ts"
import { useFailureSentence } from "../failure-sentence.ts"

/** "+₹250" or "−₹120.50": a movement's amount with its sign spelt out. */
export const signedRupees = (amount: number): string => `${amount < 0 ? "−" : "+"}${formatRupees(Math.abs(amount))}`

/** A movement's kind in the page's words (domain/returns.ts WALLET_MOVEMENT_TEXT's English, by value). */
const movementKey = (kind: WalletMovementKind): ReturnsKey => `returns.movement.${kind}`

/**
 * My Account's wallet (issue 19 item 3, ADR 031): the balance and its latest movements, newest
 * first, with how many there are in all; or what its read failed with (null: none), said in the page's language.
 */
export function WalletSection({ wallet, failed }: { readonly wallet: WalletAnswer | null; readonly failed: unknown }) {
  const { t, language } = useTexts(returnsTexts)
  const problem = useFailureSentence(failed)
  return (
    <section aria-labelledby="wallet" id="wallet">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="wallet" className="text-xl font-semibold">{t("returns.wallet")}</h2>
        {wallet !== null && <p className="text-sm text-slate-600">{t("returns.balance")} <span className="ml-1 text-lg font-bold text-slate-900" data-testid="wallet-balance">{formatRupees(wallet.balance)}</span></p>}
      </div>
      {problem !== null && <p role="alert" className="mt-2 text-sm text-red-700">{problem}</p>}
      {wallet !== null && (wallet.movements.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("returns.walletEmpty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("returns.movements")}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">{t("returns.date")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("returns.what")}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{t("returns.amount")}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{t("returns.balance")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {wallet.movements.map((movement) => (
                <tr key={movement._id}>
                  <td className="hidden whitespace-nowrap px-3 py-2 text-slate-600 sm:table-cell">{formatWhen(movement.at, language)}</td>
                  <td className="break-words px-3 py-2">
                    {/* A phone has no room for the date's column: it is read under what happened. */}
                    <span className="block text-xs text-slate-500 sm:hidden">{formatWhen(movement.at, language)}</span>
                    {t(movementKey(movement.kind))}
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
        <p className="mt-2 text-right text-sm text-slate-600">{t("returns.latestOf", { shown: wallet.movements.length, total: wallet.total })}</p>
      )}
    </section>
  )
}
