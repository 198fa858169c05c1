// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/home.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/home.en.ts"

/** The texts of the area `home`: `const { t } = useTexts(homeTexts)`. */
export const homeTexts = textArea("home", compiled, () => import("../compiled/home.hi.ts"))
