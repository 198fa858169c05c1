// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/account.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/account.en.ts"

/** The texts of the area `account`: `const { t } = useTexts(accountTexts)`. */
export const accountTexts = textArea("account", compiled, () => import("../compiled/account.hi.ts"))
