import type { Translation } from "../language.ts"
import type { messages as english } from "./sizechart.en.ts"

// Issue 39, ADR 064: the size chart in Hindi: measurements in the units Indian shops give (इंच,
// सेमी, किलो), the international size names (UK, EU, US) as they are.

export const messages: Translation<typeof english> = {
  "sizechart.yourChoice": "आपका चुना साइज़, {size}, हाइलाइट किया गया है।",
  "sizechart.caption": "इस प्रोडक्ट के साइज़ के नाप",
  "sizechart.chosen": "(आपका चुना साइज़)",
  "sizechart.howToMeasure": "नाप कैसे लें:",
  "sizechart.size": "साइज़",
  "sizechart.sizeCollar": "साइज़ (कॉलर, सेमी)",
  "sizechart.waistSize": "कमर का साइज़",
  "sizechart.age": "उम्र",
  "sizechart.ukSize": "UK साइज़",
  "sizechart.chestIn": "छाती (इंच)",
  "sizechart.lengthIn": "लंबाई (इंच)",
  "sizechart.shoulderIn": "कंधा (इंच)",
  "sizechart.collarIn": "कॉलर (इंच)",
  "sizechart.fitsLike": "इसके बराबर",
  "sizechart.waistIn": "कमर (इंच)",
  "sizechart.waistCm": "कमर (सेमी)",
  "sizechart.hipIn": "हिप (इंच)",
  "sizechart.bustIn": "बस्ट (इंच)",
  "sizechart.heightCm": "लंबाई (सेमी)",
  "sizechart.weightKg": "वज़न (किलो)",
  "sizechart.eu": "EU",
  "sizechart.us": "US",
  "sizechart.uk": "UK",
  "sizechart.footCm": "पैर की लंबाई (सेमी)",
  "sizechart.measureTops": "छाती: बाँहों के नीचे, सबसे चौड़े हिस्से के चारों ओर, टेप सीधा रखकर नापें; लंबाई कंधे के ऊपर से नीचे तक।",
  "sizechart.measureShirts": "कॉलर: गर्दन के निचले हिस्से के चारों ओर, टेप के नीचे एक उँगली रखकर नापें; छाती बाँहों के नीचे, सबसे चौड़े हिस्से के चारों ओर।",
  "sizechart.measureJeans": "कमर: जहाँ आप जींस पहनते हैं वहाँ चारों ओर नापें, टेप कसा हो पर तंग नहीं; हिप सबसे चौड़े हिस्से के चारों ओर।",
  "sizechart.measureWomen": "बस्ट सबसे चौड़े हिस्से पर, कमर सबसे पतले हिस्से पर और हिप सबसे चौड़े हिस्से पर, टेप सीधा रखकर नापें।",
  "sizechart.measureKids": "लंबाई: नंगे पैर दीवार से सटकर खड़े होकर; छाती बाँहों के नीचे, सबसे चौड़े हिस्से के चारों ओर। दो साइज़ के बीच हों तो बड़ा साइज़ चुनें।",
  "sizechart.measureInfants": "उम्र के बजाय अपने शिशु की लंबाई और वज़न से चुनें; दो साइज़ के बीच हों तो बड़ा साइज़ चुनें।",
  "sizechart.measureFootwear": "कागज़ पर खड़े होकर एड़ी और सबसे लंबी उँगली के सिरे पर निशान लगाएँ और दोनों निशानों के बीच की दूरी नापें; दो साइज़ के बीच हों तो बड़ा साइज़ चुनें।",
  "sizechart.measureKidsFootwear": "दिन के आख़िर में बड़े पैर को एड़ी से सबसे लंबी उँगली तक नापें, और बढ़ने के लिए अँगूठे की चौड़ाई जितनी जगह छोड़ें।"
}
