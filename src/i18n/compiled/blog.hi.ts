// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/blog.hi.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/blog.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "blog.title": ["Bazaar ब्लॉग"],
  "blog.lead": ["खरीदारी गाइड, त्योहारों के लिए आइडिया और हमारी दुकान कैसे काम करती है।"],
  "blog.empty": ["अभी कोई पोस्ट नहीं है।"],
  "blog.continueShopping": ["खरीदारी जारी रखें"],
  "blog.readMore": ["आगे पढ़ें"],
  "blog.pages": ["ब्लॉग के पेज"],
  "blog.newer": ["नई पोस्ट"],
  "blog.older": ["पुरानी पोस्ट"],
  "blog.pageOf": ["पेज ",["page"]," / ",["pages"]],
  "blog.allPosts": ["सभी पोस्ट"]
}
