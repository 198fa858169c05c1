// Issue 39: the demo catalogue's Hindi names, as an admin of an Indian shop would enter them, so the
// Hindi shop (/hi) shows them: every super category and category (the menus), the ethnic wear's
// subcategories and tags, a handful of brands, and the products of the sarees, kurtis and kurtas whose
// every part has a Hindi word (the rest keep only the shop's English). Keys are the English names.

export const SUPER_CATEGORIES_HI: Readonly<Record<string, string>> = {
  Clothing: "कपड़े",
  Electronics: "इलेक्ट्रॉनिक्स",
  Beauty: "ब्यूटी",
  "Home and furniture": "घर और फ़र्नीचर",
  Footwear: "फ़ुटवियर",
  "Toys & games": "खिलौने और गेम्स"
}

export const CATEGORIES_HI: Readonly<Record<string, string>> = {
  Men: "पुरुष",
  Women: "महिलाएँ",
  Kids: "बच्चे",
  "Mobile & Accessories": "मोबाइल और एक्सेसरीज़",
  "TV & Audio": "टीवी और ऑडियो",
  "Laptops & Computers": "लैपटॉप और कंप्यूटर",
  "Home Appliances": "घरेलू उपकरण",
  "Kitchen Appliances": "किचन उपकरण",
  "Personal Care": "पर्सनल केयर",
  Makeup: "मेकअप",
  Fragrances: "परफ़्यूम",
  "Ayurveda & Wellness": "आयुर्वेद और वेलनेस",
  "Men's Grooming": "पुरुषों की ग्रूमिंग",
  "Home Furnishing": "होम फ़र्निशिंग",
  Furniture: "फ़र्नीचर",
  "Kitchen & Dining": "किचन और डाइनिंग",
  "Home Decor": "होम डेकोर",
  "Men's Footwear": "पुरुषों के जूते",
  "Women's Footwear": "महिलाओं के जूते",
  "Kid's Footwear": "बच्चों के जूते",
  "Educational Toys": "शैक्षिक खिलौने",
  "Board Games": "बोर्ड गेम्स",
  "Outdoor Play": "आउटडोर खेल",
  "Soft Toys & Dolls": "सॉफ़्ट टॉय और गुड़िया",
  "Remote Control Toys": "रिमोट कंट्रोल खिलौने"
}

export const SUB_CATEGORIES_HI: Readonly<Record<string, string>> = {
  Sarees: "साड़ियाँ",
  Kurtis: "कुर्तियाँ",
  Kurtas: "कुर्ते",
  Televisions: "टीवी",
  Mobiles: "मोबाइल"
}

export const CATEGORY_TAGS_HI: Readonly<Record<string, string>> = {
  "Silk Sarees": "सिल्क साड़ियाँ",
  "Cotton Sarees": "कॉटन साड़ियाँ",
  "Georgette Sarees": "जॉर्जेट साड़ियाँ",
  "Banarasi Sarees": "बनारसी साड़ियाँ",
  "Anarkali Kurtis": "अनारकली कुर्तियाँ",
  "Straight Kurtis": "स्ट्रेट कुर्तियाँ",
  "Printed Kurtis": "प्रिंटेड कुर्तियाँ",
  "Cotton Kurtas": "कॉटन कुर्ते",
  "Festive Kurtas": "फ़ेस्टिव कुर्ते",
  "Kurta Pyjama Sets": "कुर्ता पायजामा सेट"
}

export const BRANDS_HI: Readonly<Record<string, string>> = {
  Raymonde: "रेमोंड",
  "Khadi Kraft": "खादी क्राफ़्ट",
  Sutradhar: "सूत्रधार",
  "Banaras Weaves": "बनारस वीव्स",
  Zariwala: "ज़रीवाला",
  "Bharat Electro": "भारत इलेक्ट्रो",
  "Kaveri Appliances": "कावेरी अप्लायंसेज़",
  "Jal Amrit": "जल अमृत"
}

/** The words of the products' names (nouns, adjectives, variants) of the subcategories that have Hindi products. */
const WORDS_HI: Readonly<Record<string, string>> = {
  // nouns
  Saree: "साड़ी",
  "Silk Saree": "सिल्क साड़ी",
  "Cotton Saree": "कॉटन साड़ी",
  "Georgette Saree": "जॉर्जेट साड़ी",
  "Banarasi Saree": "बनारसी साड़ी",
  Kurti: "कुर्ती",
  "Anarkali Kurti": "अनारकली कुर्ती",
  "Straight Kurti": "स्ट्रेट कुर्ती",
  "Printed Kurti": "प्रिंटेड कुर्ती",
  Kurta: "कुर्ता",
  "Cotton Kurta": "कॉटन कुर्ता",
  "Festive Kurta": "फ़ेस्टिव कुर्ता",
  "Silk Kurta": "सिल्क कुर्ता",
  "Kurta Pyjama Set": "कुर्ता पायजामा सेट",
  // adjectives
  Woven: "बुनी हुई",
  "Zari Border": "ज़री बॉर्डर वाली",
  Printed: "प्रिंटेड",
  Handloom: "हैंडलूम",
  Embroidered: "कढ़ाईदार",
  "Kanjeevaram Style": "कांजीवरम स्टाइल",
  "Block Print": "ब्लॉक प्रिंट",
  Rayon: "रेयॉन",
  Flared: "फ़्लेयर्ड",
  "A-Line": "ए-लाइन",
  Bandhani: "बांधनी",
  Straight: "स्ट्रेट",
  Chikankari: "चिकनकारी",
  Solid: "सॉलिड",
  Pathani: "पठानी",
  // variants ("" is none in both)
  "": "",
  "with Blouse Piece": "ब्लाउज़ पीस के साथ",
  "with Unstitched Blouse": "बिना सिले ब्लाउज़ के साथ",
  "with Palazzo": "पलाज़ो के साथ",
  "with Dupatta": "दुपट्टे के साथ",
  "(Calf Length)": "(पिंडली तक)",
  "with Mandarin Collar": "मैंडरिन कॉलर के साथ",
  "(Knee Length)": "(घुटनों तक)"
}

/** The subcategories whose products get Hindi names and descriptions, with the sentence about their goods (their template's `blurb`). */
const PRODUCT_BLURBS_HI: Readonly<Record<string, string>> = {
  Sarees: "इसका पल्लू ख़ूबसूरती से गिरता है और शाम के समारोहों में इसका बॉर्डर रोशनी में चमक उठता है।",
  Kurtis: "कॉलेज में गर्मी के दिन के लिए हल्की, और शाम की आउटिंग के लिए स्मार्ट।",
  Kurtas: "दिवाली की पूजा, ईद मिलन और संगीत की रातों के लिए बिल्कुल सही।"
}

/** The Clothing super category's description openings, in its `openers` order. */
const CLOTHING_OPENERS_HI: ReadonlyArray<string> = [
  "{brand} की ओर से {adjective} {noun}, भारतीय मौसम में रोज़ के आराम के लिए।",
  "{brand} पेश करता है {adjective} {noun}, आपके वॉर्डरोब के लिए एक स्मार्ट चुनाव।",
  "{brand} लाया है {adjective} {noun}, जो ऑफ़िस और पारिवारिक समारोह, दोनों में जँचे।"
]

/** DESCRIPTION_CLOSERS in Hindi, in their order. */
const CLOSERS_HI: ReadonlyArray<string> = [
  "पसंद न आए तो 7 दिन में आसान रिटर्न।",
  "ज़्यादातर पिनकोड पर कैश ऑन डिलीवरी उपलब्ध है।",
  "GST इनवॉइस के साथ, Bazaar के वेरिफ़ाइड विक्रेता से।",
  "हमारे सबसे नज़दीकी वेयरहाउस से 2 कामकाजी दिनों में भेजा जाता है।",
  "ऑर्डर करने से पहले साइज़ चार्ट ज़रूर देखें।"
]

/** What a product was made of, with the places of the opener and closer its English description took. */
export interface ProductParts {
  readonly subCategory: string
  readonly brand: string
  readonly adjective: string
  readonly noun: string
  readonly variant: string
  readonly opener: number
  readonly closer: number
}

/**
 * A product's Hindi name and description: both when its subcategory has Hindi products and every
 * part of its name has a Hindi word, else both null. Pure: the English rows are unchanged.
 */
export const productHindi = (parts: ProductParts): { readonly name: string | null; readonly description: string | null } => {
  const blurb = PRODUCT_BLURBS_HI[parts.subCategory]
  const brand = BRANDS_HI[parts.brand]
  const [adjective, noun, variant] = [parts.adjective, parts.noun, parts.variant].map((word) => WORDS_HI[word])
  const opener = CLOTHING_OPENERS_HI[parts.opener]
  const closer = CLOSERS_HI[parts.closer]
  if ([blurb, brand, adjective, noun, variant, opener, closer].some((part) => part === undefined)) return { name: null, description: null }
  const name = [brand, adjective, noun, variant].filter((part) => part !== "").join(" ")
  const fill = (text: string) => text.replace("{brand}", brand!).replace("{adjective}", adjective!).replace("{noun}", noun!)
  return { name, description: `${fill(opener!)} ${blurb} ${closer}` }
}
