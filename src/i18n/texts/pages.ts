// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/pages.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/pages.en.ts"

/** The texts of the area `pages`: `const { t } = useTexts(pagesTexts)`. */
export const pagesTexts = textArea("pages", compiled, () => import("../compiled/pages.hi.ts"))
