// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/orders.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/orders.en.ts"

/** The texts of the area `orders`: `const { t } = useTexts(ordersTexts)`. */
export const ordersTexts = textArea("orders", compiled, () => import("../compiled/orders.hi.ts"))
