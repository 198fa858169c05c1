// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/product.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/product.en.ts"

/** The texts of the area `product`: `const { t } = useTexts(productTexts)`. */
export const productTexts = textArea("product", compiled, () => import("../compiled/product.hi.ts"))
