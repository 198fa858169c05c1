import type { MoreRefusal } from "#domain/cart.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { cartTexts } from "../i18n/texts/cart.ts"

/**
 * Why one more unit cannot be added (domain/cart.ts `moreRefusal`, the one rule) in the page's
 * language: the cart's "+" and the 'Add to cart' of a product whose stock is all in the cart.
 */
export const useMoreRefusalText = (): ((refusal: MoreRefusal) => string) => {
  const { t } = useTexts(cartTexts)
  return (refusal) => {
    switch (refusal.reason) {
      case "soldOut":
        return t("cart.more.soldOut")
      case "allInCart":
        return t("cart.more.allInCart", { count: refusal.left })
      case "atMost":
        return t("cart.more.atMost", { max: refusal.max })
    }
  }
}
