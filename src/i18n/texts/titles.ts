// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/titles.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/titles.en.ts"

/** The texts of the area `titles`: `const { t } = useTexts(titlesTexts)`. */
export const titlesTexts = textArea("titles", compiled, () => import("../compiled/titles.hi.ts"))
