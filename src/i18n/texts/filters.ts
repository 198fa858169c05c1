// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/filters.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/filters.en.ts"

/** The texts of the area `filters`: `const { t } = useTexts(filtersTexts)`. */
export const filtersTexts = textArea("filters", compiled, () => import("../compiled/filters.hi.ts"))
