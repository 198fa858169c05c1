import type { Translation } from "../language.ts"
import type { messages as english } from "./orders.en.ts"

// Issue 39, ADR 064: the shopper's orders in Hindi, in the words Indian shops use (ऑर्डर, ट्रैक, रिटर्न).

export const messages: Translation<typeof english> = {
  "orders.emptyTitle": "अभी तक कोई ऑर्डर नहीं",
  "orders.emptyText": "ऑर्डर करने के बाद आप उसे पैक होने से लेकर अपने दरवाज़े तक पहुँचने तक यहाँ देख सकते हैं।",
  "orders.continueShopping": "खरीदारी जारी रखें",
  "orders.myAccount": "मेरा खाता"
}
