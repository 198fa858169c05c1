// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/failures.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/failures.en.ts"

/** The texts of the area `failures`: `const { t } = useTexts(failuresTexts)`. */
export const failuresTexts = textArea("failures", compiled, () => import("../compiled/failures.hi.ts"))
