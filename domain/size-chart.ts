import { type SizeChartId, SIZE_CHART_SIZES, type SizedProduct, sizeChartIdFor, sizeNamesOf } from "./size-chart-sizes.ts"

export type { SizeChartId, SizedProduct }

/**
 * Size charts for the product page (issue 19 item 8): one per kind of garment or shoe, in the
 * measurements Indian shops give (body measurements in inches for clothes, height in cm for
 * children, foot length in cm for shoes). Which chart a product has is decided in
 * domain/size-chart-sizes.ts, without these measurements, which the page fetches when its
 * "Size chart" button is pressed.
 */

/** One size's measurements, one value per column of its chart. */
export interface SizeChartRow {
  readonly size: string
  readonly values: ReadonlyArray<string>
}

/** A chart as the product page shows it: only the rows of the sizes the product comes in. */
export interface SizeChart {
  readonly id: SizeChartId
  readonly title: string
  /** The heading of the column that names the size ("Size", "Age", "Waist size"). */
  readonly sizeHeading: string
  /** The headings of the measurement columns, with their units. */
  readonly columns: ReadonlyArray<string>
  readonly rows: ReadonlyArray<SizeChartRow>
}

interface ChartDef extends Omit<SizeChart, "rows" | "title"> {
  /** Every size of the chart (SIZE_CHART_SIZES's, in its order): size name -> one value per column. */
  readonly sizes: Readonly<Record<string, ReadonlyArray<string>>>
}

/** The charts, each with the standard measurements of Indian retail. */
export const SIZE_CHARTS: Readonly<Record<SizeChartId, ChartDef>> = {
  "men-tops": {
    id: "men-tops",
    sizeHeading: "Size",
    columns: ["Chest (in)", "Length (in)", "Shoulder (in)"],
    sizes: {
      XS: ["36", "26", "16"],
      S: ["38", "27", "16.5"],
      M: ["40", "28", "17"],
      L: ["42", "29", "18"],
      XL: ["44", "30", "18.5"],
      XXL: ["46", "31", "19.5"],
      "3XL": ["48", "32", "20"]
    }
  },
  "men-kurtas": {
    id: "men-kurtas",
    sizeHeading: "Size",
    columns: ["Chest (in)", "Length (in)", "Shoulder (in)"],
    sizes: {
      XS: ["36", "39", "16"],
      S: ["38", "40", "16.5"],
      M: ["40", "41", "17"],
      L: ["42", "42", "18"],
      XL: ["44", "43", "18.5"],
      XXL: ["46", "44", "19.5"],
      "3XL": ["48", "45", "20"]
    }
  },
  "men-shirts": {
    id: "men-shirts",
    sizeHeading: "Size (collar, cm)",
    columns: ["Collar (in)", "Chest (in)", "Length (in)", "Shoulder (in)", "Fits like"],
    sizes: {
      "36": ["14", "36", "28", "16", "XS"],
      "38": ["15", "38", "29", "16.5", "S"],
      "39": ["15.5", "39", "29", "17", "S"],
      "40": ["15.75", "40", "29.5", "17.5", "M"],
      "42": ["16.5", "42", "30", "18", "L"],
      "44": ["17.25", "44", "30.5", "18.5", "XL"],
      "46": ["18", "46", "31", "19", "XXL"],
      "48": ["19", "48", "31.5", "19.5", "3XL"]
    }
  },
  "men-jeans": {
    id: "men-jeans",
    sizeHeading: "Waist size",
    columns: ["Waist (in)", "Waist (cm)", "Hip (in)", "Fits like"],
    sizes: {
      "28": ["28", "71", "35", "XS"],
      "30": ["30", "76", "37", "S"],
      "32": ["32", "81", "39", "M"],
      "34": ["34", "86", "41", "L"],
      "36": ["36", "91", "43", "XL"],
      "38": ["38", "97", "45", "XXL"],
      "40": ["40", "102", "47", "3XL"]
    }
  },
  women: {
    id: "women",
    sizeHeading: "Size",
    columns: ["Bust (in)", "Waist (in)", "Hip (in)"],
    sizes: {
      XS: ["32", "26", "35"],
      S: ["34", "28", "37"],
      M: ["36", "30", "39"],
      L: ["38", "32", "41"],
      XL: ["40", "34", "43"],
      XXL: ["42", "36", "45"],
      "3XL": ["44", "38", "47"]
    }
  },
  kids: {
    id: "kids",
    sizeHeading: "Age",
    columns: ["Height (cm)", "Chest (in)", "Waist (in)"],
    sizes: {
      "1-2Y": ["80–92", "20", "19.5"],
      "2-3Y": ["92–98", "21", "20"],
      "3-4Y": ["98–104", "22", "20.5"],
      "4-5Y": ["104–110", "22.5", "21"],
      "5-6Y": ["110–116", "23.5", "21.5"],
      "6-7Y": ["116–122", "24", "22"],
      "7-8Y": ["122–128", "25", "22.5"],
      "8-9Y": ["128–134", "26", "23"],
      "9-10Y": ["134–140", "27", "23.5"],
      "10-11Y": ["140–146", "28", "24"],
      "11-12Y": ["146–152", "29", "24.5"],
      "12-13Y": ["152–158", "30", "25"]
    }
  },
  infants: {
    id: "infants",
    sizeHeading: "Age",
    columns: ["Height (cm)", "Weight (kg)"],
    sizes: {
      "0-3 Month": ["50–61", "3–6"],
      "3-6 Month": ["61–67", "6–7.5"],
      "6-9 Month": ["67–72", "7.5–9"],
      "9-12 Month": ["72–76", "9–10"],
      "12-18 Month": ["76–83", "10–11.5"],
      "18-24 Month": ["83–90", "11.5–13"]
    }
  },
  "men-footwear": {
    id: "men-footwear",
    sizeHeading: "UK size",
    columns: ["EU", "US", "Foot length (cm)"],
    sizes: {
      "UK 5": ["39", "6", "23.8"],
      "UK 6": ["40", "7", "24.6"],
      "UK 7": ["41", "8", "25.4"],
      "UK 8": ["42", "9", "26.2"],
      "UK 9": ["43", "10", "27.1"],
      "UK 10": ["44", "11", "27.9"],
      "UK 11": ["45", "12", "28.8"],
      "UK 12": ["46", "13", "29.6"]
    }
  },
  "women-footwear": {
    id: "women-footwear",
    sizeHeading: "UK size",
    columns: ["EU", "US", "Foot length (cm)"],
    sizes: {
      "UK 2": ["35", "4", "21.6"],
      "UK 3": ["36", "5", "22.5"],
      "UK 4": ["37", "6", "23.3"],
      "UK 5": ["38", "7", "24.1"],
      "UK 6": ["39", "8", "25"],
      "UK 7": ["40", "9", "25.8"],
      "UK 8": ["41", "10", "26.6"],
      "UK 9": ["42", "11", "27.4"]
    }
  },
  "kids-footwear": {
    id: "kids-footwear",
    sizeHeading: "Age",
    columns: ["UK", "EU", "US", "Foot length (cm)"],
    // "(kids)": the children's run of UK and US sizes, which starts again at 1 after 13.
    sizes: {
      "0-6 Month": ["1 (kids)", "17", "2 (kids)", "10.5"],
      "6-12 Month": ["3 (kids)", "19", "4 (kids)", "11.7"],
      "12-18 Month": ["5 (kids)", "21", "6 (kids)", "13"],
      "2-3 Years": ["7 (kids)", "24", "8 (kids)", "14.6"],
      "4-5 Years": ["10 (kids)", "28", "11 (kids)", "17.1"],
      "6-7 Years": ["12 (kids)", "31", "13 (kids)", "18.7"],
      "8-9 Years": ["1", "33", "2", "20.3"],
      "10-11 Years": ["3", "35", "4", "21.9"],
      "12-13 Years": ["5", "38", "6", "23.5"]
    }
  }
}

/** The size chart for a product, with the rows of its sizes in the product's order; undefined when it has none (sizeChartIdFor). */
export const sizeChartFor = (product: SizedProduct): SizeChart | undefined => {
  const id = sizeChartIdFor(product)
  if (id === undefined) return undefined
  const { sizes: all, ...shown } = SIZE_CHARTS[id]
  return { ...shown, title: SIZE_CHART_SIZES[id].title, rows: sizeNamesOf(product).map((size) => ({ size, values: all[size]! })) }
}
