// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/errors.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/errors.en.ts"

/** The texts of the area `errors`: `const { t } = useTexts(errorsTexts)`. */
export const errorsTexts = textArea("errors", compiled, () => import("../compiled/errors.hi.ts"))
