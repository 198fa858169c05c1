// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/returns.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/returns.en.ts"

/** The texts of the area `returns`: `const { t } = useTexts(returnsTexts)`. */
export const returnsTexts = textArea("returns", compiled, () => import("../compiled/returns.hi.ts"))
