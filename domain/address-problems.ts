// Issue 39 (ADR 064): what the address rules (domain/order.ts AddressInput) refuse in a field, by
// name and with its figures, so the address form says it in the page's language
// (`t("account.problem.addressNameLong", { max })`). The English is written here once: the Schema's
// messages (the server's 400s) are made from it, and the account's English messages read it
// (domain/messages/account.en.ts), so an English page shows what the server says, byte for byte.
// Nothing is imported here: domain/order.ts reads it as its schemas are made.

/** Each problem's English, its figures as `{name}` (ICU's plain argument, as the messages write them). */
export const ADDRESS_PROBLEM_WORDS = {
  AddressNameMissing: "Please enter the name.",
  AddressNameLong: "The name must be at most {max} characters.",
  AddressMobileShape: "The mobile number must have 10 digits and start with 6, 7, 8 or 9.",
  AddressHouseMissing: "Please enter the house or flat number.",
  AddressHouseLong: "The house or flat number must be at most {max} characters.",
  AddressStreetMissing: "Please enter the street.",
  AddressStreetLong: "The street must be at most {max} characters.",
  AddressLandmarkLong: "The landmark must be at most {max} characters.",
  AddressAreaMissing: "Please enter the area or locality.",
  AddressAreaLong: "The area or locality must be at most {max} characters.",
  AddressCityMissing: "Please enter the city.",
  AddressCityLong: "The city must be at most {max} characters.",
  AddressStateUnknown: "Choose one of India's 28 states or 8 union territories.",
  AddressPincodeShape: "The pincode must have 6 digits and must not start with 0.",
  AddressTypeUnknown: "Choose Home, Work or Other as the address type."
} as const

export type AddressProblemTag = keyof typeof ADDRESS_PROBLEM_WORDS

/** A field's problem: a text too long carries its most characters (`max`). */
export type AddressProblem = {
  readonly [T in AddressProblemTag]: T extends `${string}Long` ? { readonly _tag: T; readonly max: number } : { readonly _tag: T }
}[AddressProblemTag]

/** The English of a problem (the Schema's message, the server's 400). */
export const sayAddressProblem = (problem: AddressProblem): string =>
  ADDRESS_PROBLEM_WORDS[problem._tag].replace(/\{max\}/g, () => ("max" in problem ? String(problem.max) : ""))
