// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/payment.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/payment.en.ts"

/** The texts of the area `payment`: `const { t } = useTexts(paymentTexts)`. */
export const paymentTexts = textArea("payment", compiled, () => import("../compiled/payment.hi.ts"))
