// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/sizechart.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/sizechart.en.ts"

/** The texts of the area `sizechart`: `const { t } = useTexts(sizechartTexts)`. */
export const sizechartTexts = textArea("sizechart", compiled, () => import("../compiled/sizechart.hi.ts"))
