// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/browse.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/browse.en.ts"

/** The texts of the area `browse`: `const { t } = useTexts(browseTexts)`. */
export const browseTexts = textArea("browse", compiled, () => import("../compiled/browse.hi.ts"))
