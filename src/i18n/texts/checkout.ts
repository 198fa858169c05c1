// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/checkout.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/checkout.en.ts"

/** The texts of the area `checkout`: `const { t } = useTexts(checkoutTexts)`. */
export const checkoutTexts = textArea("checkout", compiled, () => import("../compiled/checkout.hi.ts"))
