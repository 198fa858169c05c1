import type { Translation } from "../language.ts"
import type { messages as english } from "./blog.en.ts"

// Issue 39, ADR 064: the blog's own words in Hindi; the posts stay as written.

export const messages: Translation<typeof english> = {
  "blog.title": "Bazaar ब्लॉग",
  "blog.lead": "खरीदारी गाइड, त्योहारों के लिए आइडिया और हमारी दुकान कैसे काम करती है।",
  "blog.empty": "अभी कोई पोस्ट नहीं है।",
  "blog.continueShopping": "खरीदारी जारी रखें",
  "blog.readMore": "आगे पढ़ें",
  "blog.pages": "ब्लॉग के पेज",
  "blog.newer": "नई पोस्ट",
  "blog.older": "पुरानी पोस्ट",
  "blog.pageOf": "पेज {page} / {pages}",
  "blog.allPosts": "सभी पोस्ट"
}
