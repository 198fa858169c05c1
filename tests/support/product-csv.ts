import { stringify } from "csv-stringify/sync"
import { CSV_COLUMNS, type CsvRecord } from "#domain/product-csv.ts"

// Product files for the import's tests, journey and benchmark (ADR 038): new televisions of the
// seeded tag smart-tvs and brand bharat-electro, with real labels of the televisions group (§3).

export const TV_ATTRIBUTES = { Screen_type: "QLED", Display_resolution: "2160p", Refresh_rate: "240 Hz", Tv_screen_size: "139 cm (55 inch)", Star_rating: "4" }

/** The rows of `products` new products, `optionsEach` options each (one row per option). */
export const newProductRecords = (prefix: string, products: number, optionsEach = 1): Array<CsvRecord> =>
  Array.from({ length: products }, (_, i) =>
    Array.from({ length: optionsEach }, (_, o): CsvRecord => ({
      slug: `${prefix}-tv-${i + 1}`,
      name: `Bharat Electro ${prefix} TV ${i + 1}`,
      description: "A bright QLED picture for the living room.",
      category_tag: "smart-tvs",
      sub_category: "",
      category: "",
      super_category: "",
      brand: "bharat-electro",
      attribute_group: "televisions",
      attributes: JSON.stringify(TV_ATTRIBUTES),
      hsn: "",
      gst_rate: "",
      recommended: "no",
      trending: "no",
      hot: "no",
      show: "yes",
      pack_size: "43 inch",
      pack_size_first: "yes",
      thumbnail: "",
      slider: "",
      option: o === 0 ? "Black" : `Colour ${o + 1}`,
      option_first: o === 0 ? "yes" : "no",
      price: String(20_000 + i + o),
      mrp: String(30_000 + i + o),
      stock: "7"
    }))).flat()

export const csvOf = (records: ReadonlyArray<CsvRecord>): string => stringify(records as Array<CsvRecord>, { header: true, columns: [...CSV_COLUMNS] })
