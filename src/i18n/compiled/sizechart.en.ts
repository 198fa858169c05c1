// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/sizechart.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/sizechart.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "sizechart.yourChoice": ["Your choice, ",["size"],", is highlighted."],
  "sizechart.caption": ["Measurements for the sizes of this product"],
  "sizechart.chosen": ["(your choice)"],
  "sizechart.howToMeasure": ["How to measure:"],
  "sizechart.size": ["Size"],
  "sizechart.sizeCollar": ["Size (collar, cm)"],
  "sizechart.waistSize": ["Waist size"],
  "sizechart.age": ["Age"],
  "sizechart.ukSize": ["UK size"],
  "sizechart.chestIn": ["Chest (in)"],
  "sizechart.lengthIn": ["Length (in)"],
  "sizechart.shoulderIn": ["Shoulder (in)"],
  "sizechart.collarIn": ["Collar (in)"],
  "sizechart.fitsLike": ["Fits like"],
  "sizechart.waistIn": ["Waist (in)"],
  "sizechart.waistCm": ["Waist (cm)"],
  "sizechart.hipIn": ["Hip (in)"],
  "sizechart.bustIn": ["Bust (in)"],
  "sizechart.heightCm": ["Height (cm)"],
  "sizechart.weightKg": ["Weight (kg)"],
  "sizechart.eu": ["EU"],
  "sizechart.us": ["US"],
  "sizechart.uk": ["UK"],
  "sizechart.footCm": ["Foot length (cm)"],
  "sizechart.measureTops": ["Chest: round the fullest part, under the arms, with the tape level; length from the top of the shoulder down."],
  "sizechart.measureShirts": ["Collar: round the base of the neck with one finger under the tape; chest round the fullest part, under the arms."],
  "sizechart.measureJeans": ["Waist: round where you wear your jeans, tape snug but not tight; hip round the fullest part."],
  "sizechart.measureWomen": ["Bust round the fullest part, waist at the narrowest, hip round the fullest part, with the tape level."],
  "sizechart.measureKids": ["Height: barefoot against a wall; chest round the fullest part, under the arms. Between two sizes, choose the larger."],
  "sizechart.measureInfants": ["Choose by your baby's length and weight rather than age; between two sizes, choose the larger."],
  "sizechart.measureFootwear": ["Stand on a sheet of paper, mark your heel and longest toe, and measure between the marks; between two sizes, choose the larger."],
  "sizechart.measureKidsFootwear": ["Measure the longer foot at the end of the day, heel to longest toe, and leave a thumb's width to grow into."]
}
