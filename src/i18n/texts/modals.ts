// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/modals.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/modals.en.ts"

/** The texts of the area `modals`: `const { t } = useTexts(modalsTexts)`. */
export const modalsTexts = textArea("modals", compiled, () => import("../compiled/modals.hi.ts"))
