// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/reviews.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/reviews.en.ts"

/** The texts of the area `reviews`: `const { t } = useTexts(reviewsTexts)`. */
export const reviewsTexts = textArea("reviews", compiled, () => import("../compiled/reviews.hi.ts"))
