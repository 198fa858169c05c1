import { formatPromisedDate } from "./dates.ts"
import { formatRupees } from "./money.ts"
import type { Refusal, RefusalWords, StockProblem, StockProblemWords } from "./refusals.ts"

// Issue 39 (ADR 064): the Hindi of every refusal the server words itself (domain/refusals.ts), as
// a Hindi page says it (src/components/failure-sentence.ts fetches this module the first time a
// Hindi page shows a failure; no page's start-up carries it). Written for shoppers, not word by
// word from the English (domain/refusal-words.ts); prices, order numbers, codes and dates keep
// Latin digits, as the Hindi pages do. Names the shop stores (a state, a product, a size) stay as
// stored. The same texts the account's screens said before say the same here.

const MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"] as const

/** "28 नवंबर 2026": a coupon's first or last day (the Hindi pages' dates, src/components/dates.ts). */
const couponDay = (iso: string): string => {
  const [y, m, d] = iso.split("-").map(Number)
  return `${d} ${MONTHS[m! - 1]} ${y}`
}

/** A list of names joined as Hindi joins the last: "क, ख या ग". */
const eitherOf = (names: ReadonlyArray<string>): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} या ${names.at(-1)}`

const STATUS = { 0: "रद्द", 1: "ऑर्डर मिला", 2: "तैयार हो रहा है", 3: "भेज दिया गया", 4: "डिलीवरी के लिए निकला", 5: "डिलीवर हो गया" } as const

// As the order pages say a payment's state (the `orders` area's `orders.payment.*`).
const PAYMENT = { Pending: "भुगतान बाकी", Paid: "भुगतान हो गया", Failed: "भुगतान नहीं हुआ", Refunded: "रिफ़ंड हो गया" } as const

const codWhom = (established: boolean) => (established ? "एक खाते" : "पहली डिलीवरी से पहले किसी खाते")

const STOCK: StockProblemWords = {
  NoLongerSold: () => "यह प्रोडक्ट अब नहीं बिकता; कृपया इसे अपने कार्ट से हटाएँ।",
  SoldOut: ({ name }) => `${name} का स्टॉक खत्म हो गया है।`,
  OnlyLeft: ({ name, left, asked }) => `${name} सिर्फ़ ${left} ${left === 1 ? "बचा है" : "बचे हैं"}; आपने ${asked} माँगे हैं।`
}

const sayStockProblem = (problem: StockProblem): string => (STOCK[problem._tag] as (problem: StockProblem) => string)(problem)

const RATE_LIMITED: { readonly [L in Extract<Refusal, { readonly _tag: "RateLimited" }>["limit"]]: string } = {
  contact: "आपने पिछले एक घंटे में कई संदेश भेजे हैं; हम उनका जवाब देंगे। कृपया अगला संदेश भेजने से पहले थोड़ा रुकें।",
  search: "आपके कनेक्शन से बहुत ज़्यादा खोजें हुई हैं; कृपया थोड़ा रुककर फिर कोशिश करें।",
  suggest: "आपके कनेक्शन से बहुत ज़्यादा सुझाव माँगे गए हैं; कृपया थोड़ा रुककर फिर कोशिश करें।",
  facets: "आपके कनेक्शन से फ़िल्टर बहुत बार बदले गए हैं; कृपया थोड़ा रुककर फिर कोशिश करें।",
  listings: "आपके कनेक्शन से बहुत ज़्यादा फ़िल्टर या क्रम वाली सूचियाँ माँगी गई हैं; कृपया थोड़ा रुककर फिर कोशिश करें।",
  closest: "आपके कनेक्शन से बहुत ज़्यादा वर्तनी सुझाव माँगे गए हैं; कृपया थोड़ा रुककर फिर कोशिश करें।",
  emailLookup: "आपके कनेक्शन से बहुत ज़्यादा ई-मेल जाँचे गए हैं; कृपया थोड़ा रुककर फिर कोशिश करें।",
  pages: "आपके कनेक्शन से बहुत ज़्यादा पेज माँगे गए हैं; कृपया थोड़ा रुककर फिर कोशिश करें।",
  reviewWrites: "आपने पिछले एक घंटे में कई रिव्यू लिखे या बदले हैं; कृपया अगले से पहले कुछ देर रुकें।",
  helpfulVotes: "आपने पिछले एक घंटे में कई रिव्यू को मददगार बताया है; कृपया और बताने से पहले कुछ देर रुकें।",
  paymentTokens: "पिछले एक घंटे में आपके खाते से भुगतान की बहुत ज़्यादा कोशिशें हुई हैं; कृपया बाद में फिर कोशिश करें।"
}

export const REFUSAL_WORDS_HI: RefusalWords = {
  CouponUnknown: ({ code }) => `कूपन कोड '${code}' मान्य नहीं है।`,
  CouponNotYet: ({ code, startsOn }) => `${code} ${couponDay(startsOn)} से इस्तेमाल किया जा सकता है।`,
  CouponEnded: ({ code, endsOn }) => `${code} की अवधि ${couponDay(endsOn)} को खत्म हो गई।`,
  CouponFirstOrderOnly: ({ code }) => `${code} सिर्फ़ पहले ऑर्डर के लिए है, और आप पहले ऑर्डर कर चुके हैं।`,
  CouponMinimum: ({ code, minOrder, short }) => `${code} के लिए कम से कम ${formatRupees(minOrder)} का ऑर्डर चाहिए; ${formatRupees(short)} का सामान और जोड़ें।`,
  CouponUsed: ({ code, limit }) => (limit === 1 ? `आप ${code} पहले ही इस्तेमाल कर चुके हैं।` : `आप ${code} ${limit} बार इस्तेमाल कर चुके हैं, जितनी बार इसकी अनुमति है।`),
  CouponUsedUp: ({ code }) => `${code} जितनी बार इस्तेमाल हो सकता था, हो चुका है।`,
  NotDeliveredTo: ({ state }) => `माफ़ कीजिए, हम अभी ${state} में डिलीवरी नहीं करते; कृपया किसी दूसरी जगह का पता चुनें।`,
  NoCashOnDeliveryIn: ({ state }) => `${state} में कैश ऑन डिलीवरी उपलब्ध नहीं है; कृपया ऑनलाइन भुगतान करें।`,
  UnpaidOrders: ({ orders }) =>
    `आपके ${orders} ऑनलाइन ऑर्डर भुगतान का इंतज़ार कर रहे हैं, जितने एक ग्राहक रख सकता है उतने। कृपया पहले किसी एक का भुगतान करें या उसे रद्द करें।`,
  UnpaidUnits: ({ most, wouldHold }) =>
    `भुगतान का इंतज़ार कर रहे ऑनलाइन ऑर्डर में ज़्यादा से ज़्यादा ${most} सामान हो सकते हैं; इस ऑर्डर के साथ आपके ${wouldHold} हो जाएँगे। ` +
    "कृपया पहले इंतज़ार कर रहे ऑर्डर का भुगतान करें, या कम सामान मँगाएँ।",
  CodOrders: ({ orders, established }) =>
    `आपके ${orders} कैश ऑन डिलीवरी ऑर्डर रास्ते में हैं, जितने ${established ? "एक खाते में एक साथ" : "पहली डिलीवरी से पहले किसी खाते में"} हो सकते हैं। ` +
    "कृपया किसी एक की डिलीवरी का इंतज़ार करें, या जिसकी अब ज़रूरत नहीं उसे रद्द करें।",
  CodUnits: ({ most, wouldHold, established }) =>
    `${codWhom(established)} के लिए, रास्ते में चल रहे कैश ऑन डिलीवरी ऑर्डर में ज़्यादा से ज़्यादा ${most} सामान हो सकते हैं; ` +
    `इस ऑर्डर के साथ आपके ${wouldHold} हो जाएँगे। कृपया कम सामान मँगाएँ, या किसी डिलीवरी का इंतज़ार करें।`,
  CodValue: ({ most, wouldCome, established }) =>
    `${codWhom(established)} के लिए, रास्ते में चल रहे कैश ऑन डिलीवरी ऑर्डर ज़्यादा से ज़्यादा ${formatRupees(most)} के हो सकते हैं; ` +
    `इस ऑर्डर के साथ आपके ${formatRupees(wouldCome)} के हो जाएँगे। कृपया कम मँगाएँ, या किसी डिलीवरी का इंतज़ार करें।`,
  StockProblems: ({ problems }) => problems.map(sayStockProblem).join(" "),
  JustSoldOut: ({ name }) => `${name} अभी-अभी बिक गया।`,
  CodeWrongTries: ({ triesLeft }) => (triesLeft === 1 ? "OTP सही नहीं है; अब 1 कोशिश बाकी है।" : `OTP सही नहीं है; अब ${triesLeft} कोशिशें बाकी हैं।`),
  CodeExpiredOrOther: () => "इस OTP की समय-सीमा खत्म हो गई है या यह इस नंबर पर नहीं भेजा गया था; नया OTP मँगाएँ।",
  CodeUsed: () => "यह OTP पहले ही इस्तेमाल हो चुका है; नया OTP मँगाएँ।",
  NumberLockedFor: ({ minutes }) => `इस नंबर पर कई बार गलत OTP डाला गया; ${minutes} मिनट बाद फिर कोशिश करें।`,
  ResendWait: ({ seconds }) => `OTP अभी-अभी भेजा गया है; आप ${seconds} सेकंड बाद नया OTP मँगा सकते हैं।`,
  TooManyCodes: ({ minutes }) => `इस नंबर के लिए बहुत सारे OTP मँगाए गए हैं; ${minutes} मिनट बाद फिर कोशिश करें।`,
  TooManyFromNetwork: ({ minutes }) => `आपके नेटवर्क से बहुत सारे OTP मँगाए गए हैं; ${minutes} मिनट बाद फिर कोशिश करें।`,
  SmsFailed: () => "अभी SMS से OTP नहीं भेजा जा सका; कृपया थोड़ी देर में फिर कोशिश करें।",
  NoSession: () => "कृपया पहले साइन इन करें: कोई मान्य सेशन नहीं है।",
  MobileRegistered: () => "यह मोबाइल नंबर पहले से रजिस्टर्ड है; कृपया साइन इन करें।",
  EmailRegistered: () => "यह ई-मेल पता पहले से किसी दूसरे खाते में रजिस्टर्ड है।",
  Registered: () => "यह मोबाइल नंबर या ई-मेल पता पहले से रजिस्टर्ड है।",
  AddressLimit: ({ max }) => `आप ज़्यादा से ज़्यादा ${max} पते रख सकते हैं; पहले कोई एक पता हटाएँ।`,
  PincodeState: ({ pincode, states, state }) => `पिनकोड ${pincode} ${eitherOf(states)} में है, ${state} में नहीं। कृपया पिनकोड या राज्य जाँच लें।`,
  PincodeCity: ({ pincode, cities, city }) => `पिनकोड ${pincode} ${eitherOf(cities)} में है, ${city} में नहीं। कृपया पिनकोड या शहर जाँच लें।`,
  NoOrderAwaitingPayment: () => "आपका कोई ऑनलाइन ऑर्डर भुगतान का इंतज़ार नहीं कर रहा।",
  NoSuchOrder: ({ orderid }) => `आपका कोई ऑर्डर ${orderid} नहीं है।`,
  PaidOnDelivery: ({ orderid }) => `ऑर्डर ${orderid} का भुगतान कैश ऑन डिलीवरी से होगा।`,
  NotAwaitingPayment: ({ orderid, payment }) => `ऑर्डर ${orderid} भुगतान का इंतज़ार नहीं कर रहा (उसका भुगतान: ${PAYMENT[payment]})।`,
  PaymentAttempts: ({ most }) => `एक ऑर्डर के लिए एक घंटे में ज़्यादा से ज़्यादा ${most} बार भुगतान की कोशिश हो सकती है; कृपया बाद में फिर कोशिश करें।`,
  ReturnNotDelivered: ({ orderid, status }) => `सिर्फ़ डिलीवर हो चुका ऑर्डर ही लौटाया या बदला जा सकता है; ऑर्डर ${orderid} की स्थिति: ${STATUS[status]}।`,
  ReturnWindowClosed: ({ orderid, closedOn, days }) =>
    `ऑर्डर ${orderid} को लौटाने की समय-सीमा डिलीवरी के ${days} दिन बाद, ${formatPromisedDate(closedOn, "hi")} को खत्म हो गई।`,
  ReturnAllAsked: ({ orderid }) => `ऑर्डर ${orderid} का हर सामान पहले ही वापस माँगा जा चुका है।`,
  ReturnNoSuchItem: ({ orderid, item }) => `ऑर्डर ${orderid} में सामान नंबर ${item} नहीं है।`,
  ReturnLineTaken: ({ name, option }) => `${name} (${option}) पहले ही वापस माँगा जा चुका है या उसका रिफ़ंड हो चुका है।`,
  ReturnOnlyLeft: ({ name, option, left, asked }) => `${name} (${option}) में से अब सिर्फ़ ${left} वापस माँगे जा सकते हैं, ${asked} नहीं।`,
  ReturnCashToWallet: () => "इस ऑर्डर का भुगतान कैश ऑन डिलीवरी से हुआ था, इसलिए इसका रिफ़ंड आपके Bazaar वॉलेट में जाएगा।",
  ReturnOverPaid: ({ orderid, refundable, asked }) =>
    `ऑर्डर ${orderid} में ${formatRupees(refundable)} का भुगतान है जिसका रिफ़ंड नहीं हुआ; इन सामानों का रिफ़ंड ${formatRupees(asked)} होगा। कृपया Bazaar सपोर्ट से संपर्क करें।`,
  ExchangeOtherProduct: ({ name }) => `${name} को सिर्फ़ इसी प्रोडक्ट के दूसरे साइज़ से बदला जा सकता है।`,
  ExchangeSameSize: ({ name }) => `${name} को बदलने के लिए कोई दूसरा साइज़ चुनें।`,
  ExchangeOtherColour: ({ name, colour, wanted }) =>
    `${name} को सिर्फ़ ${colour} में ही दूसरे साइज़ से बदला जा सकता है; ${wanted} में चाहिए तो इसे लौटाएँ और वह नया ऑर्डर करें।`,
  ExchangeOtherPrice: ({ name, size, price, paid }) =>
    `${size} साइज़ में ${name} की कीमत ${formatRupees(price)} है, आपके चुकाए ${formatRupees(paid)} नहीं; ` +
    "बदलाव सिर्फ़ उसी कीमत के साइज़ से होता है, इसलिए इसे लौटाएँ और वह साइज़ नया ऑर्डर करें।",
  ExchangeOnlyLeft: ({ name, size, left }) =>
    `${size} साइज़ में ${name} सिर्फ़ ${left} ${left === 1 ? "बचा है" : "बचे हैं"}; कोई दूसरा साइज़ चुनें या इसे लौटा दें।`,
  RateLimited: ({ limit }) => RATE_LIMITED[limit]
}

/** A refusal's Hindi sentence. */
export const sayRefusalInHindi = (refusal: Refusal): string => (REFUSAL_WORDS_HI[refusal._tag] as (refusal: Refusal) => string)(refusal)
