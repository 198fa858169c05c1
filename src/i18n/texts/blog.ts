// Written by `npm run i18n:compile` (scripts/compile-messages.ts) for domain/messages/blog.*.ts: do not edit.
import { textArea } from "../i18n.tsx"
import { compiled } from "../compiled/blog.en.ts"

/** The texts of the area `blog`: `const { t } = useTexts(blogTexts)`. */
export const blogTexts = textArea("blog", compiled, () => import("../compiled/blog.hi.ts"))
