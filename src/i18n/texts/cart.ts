// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/cart.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/cart.en.ts"

/** The texts of the area `cart`: `const { t } = useTexts(cartTexts)`. */
export const cartTexts = textArea("cart", compiled, () => import("../compiled/cart.hi.ts"))
