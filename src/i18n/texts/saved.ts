// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/saved.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/saved.en.ts"

/** The texts of the area `saved`: `const { t } = useTexts(savedTexts)`. */
export const savedTexts = textArea("saved", compiled, () => import("../compiled/saved.hi.ts"))
