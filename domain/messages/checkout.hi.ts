import type { Translation } from "../language.ts"
import type { messages as english } from "./checkout.en.ts"

// Issue 39, ADR 064: the checkout's frame and first steps in Hindi, in the words Indian shops use
// (चेकआउट, साइन इन, पता, डिलीवरी, मोबाइल, OTP).

export const messages: Translation<typeof english> = {
  "checkout.title": "चेकआउट",
  "checkout.empty": "आपके कार्ट में कोई प्रोडक्ट नहीं है",
  "checkout.continueShopping": "खरीदारी जारी रखें",
  "checkout.steps": "चेकआउट के चरण",
  "checkout.stepNumber": "चरण {number}",
  "checkout.step.signIn": "साइन इन",
  "checkout.step.address": "डिलीवरी का पता",
  "checkout.step.payment": "भुगतान",
  "checkout.step.review": "जाँचें और ऑर्डर करें",

  "checkout.signIn.title": "चेकआउट के लिए साइन इन करें",
  "checkout.signIn.register": "अपना खाता बनाएँ",
  "checkout.signIn.hint": "हम आपके मोबाइल नंबर पर 6 अंकों का OTP भेजेंगे; आपका कार्ट जैसा है वैसा ही रहेगा।",

  "checkout.address.title": "डिलीवरी कहाँ करें?",
  "checkout.address.none": "आपका कोई पता अभी सेव नहीं है।",
  "checkout.address.mobile": "मोबाइल: {mobile}",
  "checkout.address.type.Home": "घर",
  "checkout.address.type.Work": "ऑफ़िस",
  "checkout.address.type.Other": "अन्य",
  "checkout.address.save": "पता सेव करें",
  "checkout.address.add": "नया पता जोड़ें",
  "checkout.address.addFirst": "डिलीवरी के लिए एक पता जोड़ें।",
  "checkout.address.choose": "डिलीवरी के लिए एक पता चुनें।",
  "checkout.address.deliverHere": "यहाँ डिलीवर करें"
}
