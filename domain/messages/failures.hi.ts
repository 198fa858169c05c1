import type { Translation } from "../language.ts"
import type { messages as english } from "./failures.en.ts"

// Issue 39, ADR 064: a failed call's sentence in Hindi, by the failure's name.

export const messages: Translation<typeof english> = {
  "failures.BadRequest": "आपकी दी गई कोई जानकारी स्वीकार नहीं हो सकी; कृपया उसे जाँचकर फिर से कोशिश करें।",
  "failures.Unauthorized": "जारी रखने के लिए कृपया फिर से साइन इन करें।",
  "failures.Forbidden": "आपको ऐसा करने की अनुमति नहीं है।",
  "failures.NotFound": "आपने जो माँगा, वह हमें नहीं मिला।",
  "failures.Conflict": "यह अभी नहीं हो सका; कृपया फिर से कोशिश करें।",
  "failures.PayloadTooLarge": "यह भेजने के लिए बहुत बड़ा है; कृपया कुछ छोटा भेजें।",
  "failures.TooManyRequests": "बहुत ज़्यादा कोशिशें हो गईं; कृपया थोड़ी देर रुककर फिर से कोशिश करें।",
  "failures.ServiceUnavailable": "Bazaar अभी जवाब नहीं दे पा रहा है; कृपया थोड़ी देर में फिर से कोशिश करें।",
  "failures.CouponNotValid": "यह कूपन कोड इस ऑर्डर पर लागू नहीं होता।",
  "failures.OutOfStock": "कुछ आइटम अब माँगी गई मात्रा में स्टॉक में नहीं हैं; कृपया अपना कार्ट अपडेट करें।",
  "failures.CodeWrong": "OTP सही नहीं है; कृपया जाँचकर फिर से कोशिश करें।",
  "failures.CodeExpired": "OTP की समय-सीमा खत्म हो गई है; कृपया नया OTP मँगवाएँ।",
  "failures.NumberLocked": "इस नंबर के लिए बहुत ज़्यादा गलत OTP डाले गए; कृपया कुछ समय बाद फिर से कोशिश करें।",
  "failures.IdempotencyKeyReused": "यह चेकआउट पहले ही किसी दूसरे ऑर्डर के लिए इस्तेमाल हो चुका है; कृपया चेकआउट फिर से शुरू करें।",
  "failures.NotYourOrder": "आप सिर्फ़ अपने ही ऑर्डर देख सकते हैं।",
  "failures.OrderNotFound": "हमें वह ऑर्डर नहीं मिला।",
  "failures.OrderCannotChange": "इस ऑर्डर में अभी यह बदलाव नहीं किया जा सकता।",
  "failures.OnlinePaymentUnavailable": "ऑनलाइन भुगतान अभी उपलब्ध नहीं है; कृपया कैश ऑन डिलीवरी चुनें।",
  "failures.PaymentNotVerified": "भुगतान की पुष्टि नहीं हो सकी; इसे दर्ज नहीं किया गया।",
  "failures.AddressNotFound": "यह पता अब आपकी पता सूची में नहीं है; कृपया कोई दूसरा पता चुनें।",
  "failures.AddressLimitReached": "आपकी पता सूची भर गई है; कृपया पहले कोई पता हटाएँ।",
  "failures.AlreadyRegistered": "यह मोबाइल नंबर या ई-मेल पता पहले से रजिस्टर है; कृपया साइन इन करें।",
  "failures.AccountGone": "आपका खाता अब मौजूद नहीं है; कृपया फिर से साइन इन करें।",
  "failures.PincodeMismatch": "यह पिनकोड उस शहर और राज्य का नहीं है; कृपया इन्हें जाँचें।",
  "failures.UnpaidOrdersLimit": "आपके कुछ ऑनलाइन ऑर्डर का भुगतान बाकी है; कृपया पहले उनमें से किसी एक का भुगतान करें या उसे रद्द करें।",
  "failures.CashOnDeliveryLimit": "एक खाते से जितने कैश ऑन डिलीवरी ऑर्डर रास्ते में हो सकते हैं, आपके उतने हो चुके हैं; कृपया किसी डिलीवरी का इंतज़ार करें या कोई एक ऑर्डर रद्द करें।",
  "failures.OwnAccountRefused": "स्टाफ़ अपने ही खाते या ऑर्डर पर कार्रवाई नहीं कर सकता; यह किसी दूसरे स्टाफ़ सदस्य को करना होगा।",
  "failures.InvoiceNotAvailable": "इस ऑर्डर का टैक्स इनवॉइस अभी नहीं बना है: यह ऑर्डर कन्फ़र्म होने के बाद जारी होता है।",
  "failures.NotDeliverable": "हम इस पते पर इस तरह डिलीवरी नहीं करते; कृपया कोई दूसरा पता या भुगतान का तरीका चुनें।",
  "failures.ReturnNotAllowed": "यह रिटर्न या एक्सचेंज इस रूप में नहीं माँगा जा सकता; कृपया आइटम और ऑर्डर जाँचें।",
  "failures.ReturnCannotChange": "इस रिटर्न में अभी यह कदम नहीं उठाया जा सकता।",
  "failures.AccountBlocked": "यह खाता ब्लॉक है; कृपया Bazaar सपोर्ट से संपर्क करें।",
  "failures.RefundNotAllowed": "यह रिफ़ंड इस तरह नहीं किया जा सकता; कृपया आइटम और भुगतान की गई राशि जाँचें।",
  "failures.ImportRefused": "फ़ाइल में कुछ गड़बड़ियाँ हैं, इसलिए कुछ भी इम्पोर्ट नहीं हुआ; प्रीव्यू में हर पंक्ति की गड़बड़ी दी गई है।",
  "failures.Unreachable": "हम Bazaar से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।",
  "failures.UnreadableAnswer": "Bazaar का जवाब पढ़ा नहीं जा सका; कृपया फिर से कोशिश करें।"
}
