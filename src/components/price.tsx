import { formatRupees } from "#domain/money.ts"
import { discountPercent } from "#domain/product.ts"
import { useTexts } from "../i18n/i18n.tsx"

/** Price, struck-through MRP and the discount: the one way a price is shown. */
export function Price({ Price: price, Mrp, size = "md" }: { readonly Price: number; readonly Mrp: number; readonly size?: "md" | "lg" }) {
  const off = discountPercent({ Price: price, Mrp })
  const { t } = useTexts()
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={size === "lg" ? "text-2xl font-bold" : "font-semibold"}>{formatRupees(price)}</span>
      {off > 0 && (
        <>
          <span className="text-sm text-slate-500 line-through" aria-label={t("price.mrp", { amount: formatRupees(Mrp) })}>{formatRupees(Mrp)}</span>
          <span className="text-sm font-semibold text-emerald-700">{t("price.off", { percent: off })}</span>
        </>
      )}
    </p>
  )
}
