// The seed catalogue as plain data: super categories (§1), categories, subcategories, tags, brands,
// product templates, sliders and blog posts. Brand names are made up; any likeness is accidental.
import type { ProductShape } from "./images.ts"

import { slugify } from "#domain/common.ts"

export { slugify }

/** A pack size option: its name and how its price compares with one unit of the pack size. */
export interface PackOptionDef {
  readonly name: string
  readonly factor: number
}

/** How to make products for a subcategory: name parts, pack sizes, options, prices, attributes. */
export interface ProductTemplate {
  readonly nouns: ReadonlyArray<string>
  readonly adjectives: ReadonlyArray<string>
  /** Trailing phrase of the name; "" means none. */
  readonly variants: ReadonlyArray<string>
  /** In ascending order; a product offers a run of 1 to `maxPackSizes` of them. */
  readonly packSizes: ReadonlyArray<string>
  readonly maxPackSizes: number
  /** Price rise from one pack size to the next (0.15 = 15%). */
  readonly packSizeStep: number
  readonly options: ReadonlyArray<PackOptionDef>
  readonly maxOptions: number
  /** MRP range of the smallest pack size, whole rupees. */
  readonly mrp: readonly [number, number]
  /** Largest discount in percent (at most 60). */
  readonly maxDiscount: number
  readonly attributes: Readonly<Record<string, ReadonlyArray<string>>>
  readonly shape: ProductShape
  /** One sentence about the goods, in Indian English. */
  readonly blurb: string
}

export interface CategoryTagDef {
  readonly name: string
  readonly status: boolean
  /** Overrides the subcategory's nouns for products under this tag. */
  readonly nouns?: ReadonlyArray<string>
}

export interface SubCategoryDef {
  readonly name: string
  readonly slugUrl: string
  readonly status: boolean
  readonly tags: ReadonlyArray<CategoryTagDef>
  readonly product: ProductTemplate
}

export interface CategoryDef {
  readonly name: string
  readonly slugUrl: string
  readonly status: boolean
  readonly subCategories: ReadonlyArray<SubCategoryDef>
}

export interface SuperCategoryDef {
  readonly name: string
  readonly slugUrl: string
  readonly showProducts: boolean
  readonly categories: ReadonlyArray<CategoryDef>
  /** Openings of product descriptions; {brand}, {adjective} and {noun} are filled in. */
  readonly openers: ReadonlyArray<string>
}

export interface BrandDef {
  readonly name: string
  readonly slugUrl: string
  readonly show: boolean
  /** Slugs of the subcategories the brand sells in; its categories follow from them. */
  readonly sells: ReadonlyArray<string>
}

export interface MainHomeSliderDef {
  readonly name: string
  readonly caption: string
  /** A category slug the slide links to. */
  readonly slugUrl: string
}

export interface ThreeSliderDef {
  readonly name: string
  readonly caption: string
  readonly superCategory: string
  readonly slugUrl: string
}

export interface BlogPostDef {
  readonly title: string
  readonly slugUrl: string
  readonly summary: string
  /** Paragraphs separated by a blank line. */
  readonly body: string
  readonly publishedAt: string
}

// ---------------------------------------------------------------------------------------------
// Small builders that keep the data below readable.

const tag = (name: string, nouns?: ReadonlyArray<string>): CategoryTagDef =>
  nouns === undefined ? { name, status: true } : { name, status: true, nouns }
const hiddenTag = (name: string, nouns?: ReadonlyArray<string>): CategoryTagDef => ({ ...tag(name, nouns), status: false })

const sub = (name: string, tags: ReadonlyArray<CategoryTagDef>, product: ProductTemplate): SubCategoryDef => ({
  name,
  slugUrl: slugify(name),
  status: true,
  tags,
  product
})

const category = (name: string, subCategories: ReadonlyArray<SubCategoryDef>, status = true): CategoryDef => ({
  name,
  slugUrl: slugify(name),
  status,
  subCategories
})

const options = (...names: ReadonlyArray<string>): ReadonlyArray<PackOptionDef> => names.map((name) => ({ name, factor: 1 }))
const packs = (...counts: ReadonlyArray<number>): ReadonlyArray<PackOptionDef> =>
  counts.map((n) => ({ name: `Pack of ${n}`, factor: n }))

type TemplateInput = Omit<ProductTemplate, "maxPackSizes" | "packSizeStep" | "maxOptions" | "maxDiscount" | "shape"> &
  Partial<Pick<ProductTemplate, "maxPackSizes" | "packSizeStep" | "maxOptions" | "maxDiscount" | "shape">>

const ADULT_SIZES = ["S", "M", "L", "XL", "XXL"]
const WOMEN_SIZES = ["XS", "S", "M", "L", "XL"]
const KIDS_SIZES = ["1-2Y", "3-4Y", "5-6Y", "7-8Y", "9-10Y", "11-12Y"]
const INFANT_SIZES = ["0-3 Month", "3-6 Month", "6-9 Month", "9-12 Month"]
const MEN_SHOE_SIZES = ["UK 6", "UK 7", "UK 8", "UK 9", "UK 10", "UK 11"]
const WOMEN_SHOE_SIZES = ["UK 3", "UK 4", "UK 5", "UK 6", "UK 7", "UK 8"]
const KIDS_SHOE_SIZES = ["4-5 Years", "6-7 Years", "8-9 Years", "10-11 Years", "12-13 Years"]

const BASIC_COLOURS = options("Navy Blue", "Black", "White", "Olive Green", "Maroon", "Grey Melange", "Sky Blue", "Mustard Yellow")
const ETHNIC_COLOURS = options("Maroon", "Mustard", "Peach", "Teal", "Rani Pink", "Off White", "Bottle Green", "Royal Blue")
const DENIM_COLOURS = options("Light Blue", "Mid Blue", "Dark Blue", "Black", "Charcoal Grey")
const GADGET_COLOURS = options("Midnight Black", "Ocean Blue", "Aurora Green", "Lavender", "Starlight Silver")
const APPLIANCE_COLOURS = options("White", "Silver", "Graphite Grey", "Wine Red")
const SHOE_COLOURS = options("Black", "Tan Brown", "White", "Navy Blue", "Olive", "Grey")
const HOME_COLOURS = options("Indigo", "Terracotta", "Beige", "Sage Green", "Mustard", "Ivory")
const WOOD_FINISHES = options("Walnut Finish", "Teak Finish", "Honey Oak Finish", "Wenge Finish")
const TOY_COLOURS = options("Red", "Blue", "Yellow", "Green", "Multicolour")
const BEAUTY_PACKS = packs(1, 2, 3)

const apparel = (t: TemplateInput): ProductTemplate => ({
  maxPackSizes: 3,
  packSizeStep: 0,
  maxOptions: 3,
  maxDiscount: 60,
  shape: "shirt",
  ...t
})
const gadget = (t: TemplateInput): ProductTemplate => ({
  maxPackSizes: 2,
  packSizeStep: 0.14,
  maxOptions: 3,
  maxDiscount: 40,
  shape: "phone",
  ...t
})
const beauty = (t: Omit<TemplateInput, "options"> & Partial<Pick<ProductTemplate, "options">>): ProductTemplate => ({
  maxPackSizes: 2,
  packSizeStep: 0.7,
  maxOptions: 2,
  maxDiscount: 45,
  shape: "bottle",
  options: BEAUTY_PACKS,
  ...t
})
const homeGoods = (t: TemplateInput): ProductTemplate => ({
  maxPackSizes: 2,
  packSizeStep: 0.3,
  maxOptions: 3,
  maxDiscount: 55,
  shape: "pot",
  ...t
})
const footwear = (t: Omit<TemplateInput, "options"> & Partial<Pick<ProductTemplate, "options">>): ProductTemplate => ({
  maxPackSizes: 3,
  packSizeStep: 0,
  maxOptions: 2,
  maxDiscount: 60,
  shape: "shoe",
  options: SHOE_COLOURS,
  ...t
})
const toy = (t: Omit<TemplateInput, "options"> & Partial<Pick<ProductTemplate, "options">>): ProductTemplate => ({
  maxPackSizes: 2,
  packSizeStep: 0.35,
  maxOptions: 2,
  maxDiscount: 50,
  shape: "blocks",
  options: TOY_COLOURS,
  ...t
})

// ---------------------------------------------------------------------------------------------
// §1 super categories, in this order.

const clothing: SuperCategoryDef = {
  name: "Clothing",
  slugUrl: slugify("Clothing"),
  showProducts: true,
  openers: [
    "This {adjective} {noun} from {brand} is made for everyday comfort in Indian weather.",
    "Add a smart {noun} to your wardrobe with this {adjective} pick from {brand}.",
    "{brand} brings you a {adjective} {noun} that looks as good at the office as it does at a family function."
  ],
  categories: [
    category("Men", [
      sub(
        "T-Shirts",
        [tag("Round Neck T-Shirts", ["Round Neck T-Shirt"]), tag("Polo T-Shirts", ["Polo T-Shirt"]), tag("Printed T-Shirts", ["Printed T-Shirt"])],
        apparel({
          nouns: ["T-Shirt"],
          adjectives: ["Classic", "Everyday", "Slim Fit", "Regular Fit", "Bio-Wash", "Solid"],
          variants: ["", "with Chest Pocket", "(Combo Ready)", "for Everyday Wear"],
          packSizes: ADULT_SIZES,
          options: BASIC_COLOURS,
          mrp: [399, 1499],
          attributes: { Fabric: ["Cotton", "Cotton Blend", "Polyester"], Sleeve: ["Half Sleeve", "Full Sleeve"], "Wash care": ["Machine Wash", "Hand Wash"] },
          blurb: "Soft, breathable fabric keeps you fresh through long, humid days."
        })
      ),
      sub(
        "Shirts",
        [tag("Formal Shirts", ["Formal Shirt"]), tag("Casual Shirts", ["Casual Shirt"]), tag("Linen Shirts", ["Linen Shirt"])],
        apparel({
          nouns: ["Shirt"],
          adjectives: ["Checked", "Striped", "Solid", "Oxford", "Printed", "Textured"],
          variants: ["", "with Spread Collar", "with Button-Down Collar", "with Chest Pocket"],
          packSizes: ["38", "40", "42", "44", "46"],
          options: options("White", "Light Blue", "Pink", "Lavender", "Navy Blue", "Olive Green"),
          mrp: [699, 2999],
          attributes: { Fabric: ["Cotton", "Linen", "Cotton Linen", "Poly Cotton"], Sleeve: ["Full Sleeve", "Half Sleeve"], Fit: ["Slim", "Regular"] },
          blurb: "A crisp collar and a neat placket make it an easy choice for work and weddings alike."
        })
      ),
      sub(
        "Jeans",
        [tag("Slim Fit Jeans", ["Slim Fit Jeans"]), tag("Regular Fit Jeans", ["Regular Fit Jeans"])],
        apparel({
          nouns: ["Jeans"],
          adjectives: ["Stretchable", "Mid-Rise", "Faded", "Clean Look", "Washed"],
          variants: ["", "(Ankle Length)", "with Five Pockets"],
          packSizes: ["28", "30", "32", "34", "36", "38"],
          options: DENIM_COLOURS,
          mrp: [999, 3499],
          attributes: { Fabric: ["Denim", "Stretch Denim"], Rise: ["Mid Rise", "Low Rise"], Closure: ["Button and Zip"] },
          blurb: "Sturdy denim with a little stretch, so you can sit cross-legged without a second thought."
        })
      ),
      sub(
        "Kurtas",
        [tag("Cotton Kurtas", ["Cotton Kurta"]), tag("Festive Kurtas", ["Festive Kurta", "Silk Kurta"]), tag("Kurta Pyjama Sets", ["Kurta Pyjama Set"])],
        apparel({
          nouns: ["Kurta"],
          adjectives: ["Handloom", "Straight", "Chikankari", "Printed", "Solid", "Pathani"],
          variants: ["", "with Mandarin Collar", "(Knee Length)"],
          packSizes: ADULT_SIZES,
          options: ETHNIC_COLOURS,
          mrp: [599, 3999],
          attributes: { Fabric: ["Cotton", "Khadi", "Silk Blend", "Linen"], Sleeve: ["Full Sleeve", "Three-Quarter Sleeve"], Occasion: ["Festive", "Casual", "Wedding"] },
          blurb: "Perfect for Diwali pujas, Eid gatherings and sangeet nights."
        })
      )
    ]),
    category("Women", [
      sub(
        "Sarees",
        [tag("Silk Sarees", ["Silk Saree"]), tag("Cotton Sarees", ["Cotton Saree"]), tag("Georgette Sarees", ["Georgette Saree"]), tag("Banarasi Sarees", ["Banarasi Saree"])],
        apparel({
          nouns: ["Saree"],
          adjectives: ["Woven", "Zari Border", "Printed", "Handloom", "Embroidered", "Kanjeevaram Style"],
          variants: ["with Blouse Piece", "with Unstitched Blouse", ""],
          packSizes: ["Free Size"],
          maxPackSizes: 1,
          options: ETHNIC_COLOURS,
          mrp: [799, 8999],
          attributes: { Fabric: ["Silk Blend", "Cotton", "Georgette", "Chiffon", "Art Silk"], "Saree Length": ["5.5 m", "6.3 m with blouse"], Occasion: ["Wedding", "Festive", "Daily Wear"] },
          blurb: "The drape falls gracefully and the border catches the light beautifully at evening functions.",
          shape: "saree"
        })
      ),
      sub(
        "Kurtis",
        [tag("Anarkali Kurtis", ["Anarkali Kurti"]), tag("Straight Kurtis", ["Straight Kurti"]), tag("Printed Kurtis", ["Printed Kurti"])],
        apparel({
          nouns: ["Kurti"],
          adjectives: ["Block Print", "Rayon", "Flared", "A-Line", "Embroidered", "Bandhani"],
          variants: ["", "with Palazzo", "with Dupatta", "(Calf Length)"],
          packSizes: WOMEN_SIZES,
          options: ETHNIC_COLOURS,
          mrp: [499, 2999],
          attributes: { Fabric: ["Rayon", "Cotton", "Viscose", "Cotton Blend"], Sleeve: ["Three-Quarter Sleeve", "Sleeveless", "Full Sleeve"], "Kurti Length": ["Knee Length", "Calf Length"] },
          blurb: "Light enough for a summer day at college, smart enough for an evening out."
        })
      ),
      sub(
        "Dresses",
        [tag("Maxi Dresses", ["Maxi Dress"]), tag("A-Line Dresses", ["A-Line Dress"])],
        apparel({
          nouns: ["Dress"],
          adjectives: ["Floral", "Tiered", "Smocked", "Solid", "Polka Dot"],
          variants: ["", "with Belt", "(Midi Length)"],
          packSizes: WOMEN_SIZES,
          options: options("Black", "Red", "Emerald Green", "Peach", "Navy Blue", "Yellow"),
          mrp: [699, 3499],
          attributes: { Fabric: ["Georgette", "Crepe", "Cotton", "Rayon"], Sleeve: ["Short Sleeve", "Sleeveless", "Puff Sleeve"], Neck: ["V-Neck", "Round Neck", "Square Neck"] },
          blurb: "A flowing silhouette that works for brunches, birthdays and weekend getaways."
        })
      ),
      sub(
        "Tops",
        [tag("Crop Tops", ["Crop Top"]), tag("Tunics", ["Tunic"])],
        apparel({
          nouns: ["Top"],
          adjectives: ["Casual", "Ruffled", "Striped", "Printed", "Ribbed"],
          variants: ["", "(Regular Fit)", "with Tie-Up Detail"],
          packSizes: WOMEN_SIZES,
          options: BASIC_COLOURS,
          mrp: [349, 1499],
          attributes: { Fabric: ["Cotton", "Rayon", "Polyester"], Sleeve: ["Short Sleeve", "Sleeveless", "Full Sleeve"] },
          blurb: "Pairs easily with jeans, skirts or palazzos."
        })
      )
    ]),
    category("Kids", [
      sub(
        "Boys' Clothing",
        [tag("Boys' T-Shirts", ["T-Shirt"]), tag("Boys' Ethnic Wear", ["Kurta Pyjama Set", "Sherwani Set"])],
        apparel({
          nouns: ["T-Shirt"],
          adjectives: ["Cartoon Print", "Superhero", "Cotton", "Striped", "Festive"],
          variants: ["", "(Pack of 1)", "for Boys"],
          packSizes: KIDS_SIZES,
          options: options("Red", "Royal Blue", "Yellow", "White", "Green"),
          mrp: [299, 1999],
          attributes: { Fabric: ["Cotton", "Cotton Blend", "Silk Blend"], Sleeve: ["Half Sleeve", "Full Sleeve"] },
          blurb: "Soft on young skin and tough enough for the playground."
        })
      ),
      sub(
        "Girls' Clothing",
        [tag("Frocks", ["Frock", "Party Frock"]), tag("Girls' Lehengas", ["Lehenga Choli"])],
        apparel({
          nouns: ["Frock"],
          adjectives: ["Party Wear", "Floral", "Net", "Cotton", "Sequinned"],
          variants: ["", "for Girls", "with Hair Band"],
          packSizes: KIDS_SIZES,
          options: options("Pink", "Peach", "Lilac", "Yellow", "Red"),
          mrp: [399, 2999],
          attributes: { Fabric: ["Cotton", "Net", "Georgette", "Silk Blend"], Occasion: ["Party", "Festive", "Casual"] },
          blurb: "Twirl-ready and comfortable for birthday parties and family weddings."
        })
      ),
      sub(
        "Infant Wear",
        [tag("Rompers", ["Romper"]), tag("Baby Sets", ["Baby Clothing Set", "Jhabla Set"])],
        apparel({
          nouns: ["Romper"],
          adjectives: ["Organic Cotton", "Soft", "Printed", "Snap Button"],
          variants: ["", "(Pack of 1)", "for Babies"],
          packSizes: INFANT_SIZES,
          options: options("Baby Pink", "Baby Blue", "Mint Green", "Lemon Yellow", "White"),
          mrp: [299, 1299],
          attributes: { Fabric: ["Organic Cotton", "Cotton", "Muslin"], Sleeve: ["Half Sleeve", "Full Sleeve", "Sleeveless"] },
          blurb: "Gentle, skin-friendly fabric with easy snaps for quick nappy changes."
        })
      )
    ]),
    // Hidden by the shop until winter: status false (admins switch it on in November).
    category(
      "Winter Wear",
      [
        sub(
          "Jackets",
          [tag("Bomber Jackets", ["Bomber Jacket"]), tag("Puffer Jackets", ["Puffer Jacket"])],
          apparel({
            nouns: ["Jacket"],
            adjectives: ["Quilted", "Windcheater", "Hooded", "Lightweight"],
            variants: ["", "with Zip Pockets"],
            packSizes: ADULT_SIZES,
            options: options("Black", "Olive Green", "Navy Blue", "Maroon"),
            mrp: [1299, 4999],
            attributes: { Fabric: ["Nylon", "Polyester"], Sleeve: ["Full Sleeve"] },
            blurb: "Warm enough for Delhi winters and light enough to pack for a Manali trip."
          })
        ),
        sub(
          "Sweaters",
          [tag("Cardigans", ["Cardigan"]), tag("Pullovers", ["Pullover"])],
          apparel({
            nouns: ["Sweater"],
            adjectives: ["Cable Knit", "Woollen", "V-Neck", "Solid"],
            variants: ["", "(Full Sleeve)"],
            packSizes: ADULT_SIZES,
            options: options("Charcoal Grey", "Beige", "Maroon", "Navy Blue"),
            mrp: [799, 2999],
            attributes: { Fabric: ["Wool Blend", "Acrylic", "Merino Wool"], Neck: ["V-Neck", "Round Neck", "High Neck"] },
            blurb: "A cosy knit for chilly mornings and late-evening chai on the terrace."
          })
        )
      ],
      false
    )
  ]
}

const electronics: SuperCategoryDef = {
  name: "Electronics",
  slugUrl: slugify("Electronics"),
  showProducts: true,
  openers: [
    "The {brand} {adjective} {noun} packs dependable performance at a sensible price.",
    "Upgrade your setup with this {adjective} {noun} from {brand}, built for everyday Indian use.",
    "{brand} designed this {adjective} {noun} to handle voltage fluctuations and long hours of use."
  ],
  categories: [
    category("Mobile & Accessories", [
      sub(
        "Mobiles",
        [tag("Smartphones", ["Smartphone"]), tag("5G Phones", ["5G Smartphone"]), hiddenTag("Feature Phones", ["Feature Phone"])],
        gadget({
          nouns: ["Smartphone"],
          adjectives: ["Nova", "Neo", "Prime", "Pro", "Max", "Lite", "Ultra"],
          variants: ["", "with 50 MP Camera", "with 6000 mAh Battery", "(Dual SIM)"],
          packSizes: ["4 GB + 64 GB", "6 GB + 128 GB", "8 GB + 128 GB", "8 GB + 256 GB", "12 GB + 256 GB"],
          options: GADGET_COLOURS,
          mrp: [7999, 44999],
          attributes: { Display: ["6.5 inch HD+", "6.7 inch FHD+ AMOLED", "6.6 inch FHD+"], Battery: ["5000 mAh", "6000 mAh"], "Bluetooth version": ["5.0", "5.1", "5.2", "5.3"], Warranty: ["1 Year"] },
          blurb: "A big battery and a bright display get you through UPI payments, cricket streams and video calls all day."
        })
      ),
      sub(
        "Chargers",
        [tag("Fast Chargers", ["Fast Charger"]), tag("Wireless Chargers", ["Wireless Charging Pad"])],
        gadget({
          nouns: ["Charger"],
          adjectives: ["Turbo", "Dual Port", "Compact", "GaN"],
          variants: ["", "with Type-C Cable", "(BIS Certified)"],
          packSizes: ["18 W", "25 W", "33 W", "65 W"],
          packSizeStep: 0.25,
          options: options("White", "Black"),
          maxOptions: 2,
          mrp: [399, 2499],
          maxDiscount: 60,
          attributes: { Output: ["Type-C", "USB-A + Type-C"], "Power requirement": ["220v", "230v", "240v"], Warranty: ["6 Month", "1 Year"] },
          blurb: "Charges most phones from 0 to 50% in about half an hour."
        })
      ),
      sub(
        "Power Banks",
        [tag("10000 mAh Power Banks", ["Power Bank"]), tag("20000 mAh Power Banks", ["Power Bank"])],
        gadget({
          nouns: ["Power Bank"],
          adjectives: ["Slim", "Fast Charging", "Pocket", "Rugged"],
          variants: ["", "with Triple Output", "(22.5 W)"],
          packSizes: ["10000 mAh", "20000 mAh", "30000 mAh"],
          packSizeStep: 0.35,
          options: options("Black", "Blue", "White"),
          mrp: [799, 2999],
          maxDiscount: 60,
          attributes: { Capacity: ["10000 mAh", "20000 mAh"], Ports: ["2", "3"], Warranty: ["6 Month", "1 Year"] },
          blurb: "Keeps your phone alive on long train journeys and during power cuts."
        })
      ),
      sub(
        "Headphones",
        [tag("True Wireless Earbuds", ["TWS Earbuds"]), tag("Neckbands", ["Bluetooth Neckband"]), tag("Over-Ear Headphones", ["Over-Ear Headphones"])],
        gadget({
          nouns: ["Headphones"],
          adjectives: ["Bass Boost", "ANC", "Sports", "Studio", "Wireless"],
          variants: ["", "with 40 Hours Playback", "with ENC Mic", "(IPX5)"],
          packSizes: ["Standard"],
          maxPackSizes: 1,
          options: options("Jet Black", "Ice Blue", "Pearl White", "Forest Green"),
          mrp: [799, 7999],
          maxDiscount: 60,
          attributes: { "Bluetooth version": ["5.0", "5.1", "5.2", "5.3"], "Wired_wireless": ["Wireless"], Warranty: ["1 Year"] },
          blurb: "Punchy bass and clear calls for your commute, gym session or late-night web series.",
          shape: "headphones"
        })
      )
    ]),
    category("TV & Audio", [
      sub(
        "Televisions",
        [tag("Smart TVs", ["Smart LED TV"]), tag("4K Ultra HD TVs", ["4K Ultra HD Smart TV"]), tag("QLED TVs", ["QLED Smart TV"])],
        gadget({
          nouns: ["Smart TV"],
          adjectives: ["Vista", "Cinema", "FrameLess", "Bezel-Less", "Crystal"],
          variants: ["", "with Dolby Audio", "with Built-in Chromecast", "(2026 Model)"],
          packSizes: ["32 inch", "43 inch", "50 inch", "55 inch", "65 inch"],
          packSizeStep: 0.35,
          options: options("Black"),
          maxOptions: 1,
          mrp: [12999, 49999],
          attributes: { "Screen type": ["LED", "QLED", "OLED", "Smart"], "Display resolution": ["1080p", "2160p"], "Refresh rate": ["60hz", "120Hz"], Warranty: ["1 Year"] },
          blurb: "Watch IPL matches, OTT shows and family movie nights in vivid colour.",
          shape: "tv"
        })
      ),
      sub(
        "Soundbars",
        [tag("Bluetooth Soundbars", ["Soundbar"]), tag("Dolby Atmos Soundbars", ["Dolby Atmos Soundbar"])],
        gadget({
          nouns: ["Soundbar"],
          adjectives: ["Boom", "Cinematic", "Slim", "Party"],
          variants: ["", "with Wireless Subwoofer", "(2.1 Channel)"],
          packSizes: ["80 W", "120 W", "160 W", "300 W"],
          packSizeStep: 0.3,
          options: options("Black", "Grey"),
          maxOptions: 1,
          mrp: [2999, 24999],
          attributes: { Channels: ["2.0", "2.1", "5.1"], "Bluetooth version": ["5.0", "5.3"], Warranty: ["1 Year"] },
          blurb: "Fills the living room with rich dialogue and thumping bass.",
          shape: "tv"
        })
      ),
      sub(
        "Home Theatres",
        [tag("5.1 Home Theatres", ["5.1 Home Theatre System"])],
        gadget({
          nouns: ["Home Theatre System"],
          adjectives: ["Dhamaka", "Concert", "Surround", "Tower"],
          variants: ["", "with FM and USB", "with Karaoke Mic"],
          packSizes: ["100 W", "200 W", "500 W"],
          packSizeStep: 0.3,
          options: options("Black"),
          maxOptions: 1,
          mrp: [4999, 29999],
          attributes: { Channels: ["5.1", "4.1"], Inputs: ["USB, AUX, Bluetooth", "HDMI ARC, Optical, Bluetooth"], Warranty: ["1 Year"] },
          blurb: "Turns every festival get-together into a proper party.",
          shape: "tv"
        })
      ),
      sub(
        "Streaming Devices",
        [tag("Streaming Sticks", ["Streaming Stick"])],
        gadget({
          nouns: ["Streaming Stick"],
          adjectives: ["4K", "HD", "Lite", "Max"],
          variants: ["", "with Voice Remote"],
          packSizes: ["Standard"],
          maxPackSizes: 1,
          options: options("Black"),
          maxOptions: 1,
          mrp: [2499, 6999],
          attributes: { "Display resolution": ["1080p", "2160p"], Connectivity: ["Wi-Fi, HDMI"], Warranty: ["1 Year"] },
          blurb: "Turns any TV with an HDMI port into a smart TV in minutes."
        })
      )
    ]),
    category("Laptops & Computers", [
      sub(
        "Laptops",
        [tag("Thin and Light Laptops", ["Thin and Light Laptop"]), tag("Gaming Laptops", ["Gaming Laptop"]), tag("2-in-1 Laptops", ["2-in-1 Laptop"])],
        gadget({
          nouns: ["Laptop"],
          adjectives: ["AirBook", "ProBook", "Vector", "Swift", "Zenith"],
          variants: ["", "with Backlit Keyboard", "(Windows 11 Home)", "with MS Office"],
          packSizes: ["8 GB RAM / 512 GB SSD", "16 GB RAM / 512 GB SSD", "16 GB RAM / 1 TB SSD"],
          packSizeStep: 0.18,
          options: options("Natural Silver", "Space Grey", "Mica Blue"),
          mrp: [34999, 99999],
          maxDiscount: 35,
          attributes: { Processor: ["Core i5 13th Gen", "Ryzen 5 7000 Series", "Core i7 13th Gen", "Ryzen 7 7000 Series"], "Screen size": ["14 inch", "15.6 inch"], Warranty: ["1 Year"] },
          blurb: "Handles office work, online classes and a bit of weekend gaming with ease.",
          shape: "laptop"
        })
      ),
      sub(
        "Pen Drives",
        [tag("USB 3.0 Pen Drives", ["USB 3.0 Pen Drive"]), tag("OTG Pen Drives", ["Dual OTG Pen Drive"])],
        gadget({
          nouns: ["Pen Drive"],
          adjectives: ["Metal", "Swivel", "Ultra Fit", "Flash"],
          variants: ["", "(Type-C and USB-A)"],
          packSizes: ["32 GB", "64 GB", "128 GB", "256 GB"],
          packSizeStep: 0.45,
          options: options("Silver", "Black", "Red"),
          mrp: [349, 1999],
          maxDiscount: 60,
          attributes: { Interface: ["USB 3.0", "USB 3.2"], Warranty: ["1 Year"] },
          blurb: "Carry assignments, photos and presentations in your pocket."
        })
      ),
      sub(
        "Hard Drives",
        [tag("External Hard Drives", ["External Hard Drive"]), tag("Portable SSDs", ["Portable SSD"])],
        gadget({
          nouns: ["External Hard Drive"],
          adjectives: ["Portable", "Rugged", "Slim", "Desk"],
          variants: ["", "with Type-C Cable"],
          packSizes: ["512GB", "1TB", "2TB", "4TB"],
          packSizeStep: 0.5,
          options: options("Black", "Blue", "Red"),
          mrp: [3999, 14999],
          attributes: { "Hard drive type": ["HDD", "SDD"], "Solid state type": ["SSD", "M.2 NVMe"], Warranty: ["1 Year"] },
          blurb: "Back up years of family photos and work files in one place."
        })
      ),
      sub(
        "Keyboards",
        [tag("Wireless Keyboards", ["Wireless Keyboard"]), tag("Mechanical Keyboards", ["Mechanical Keyboard"])],
        gadget({
          nouns: ["Keyboard"],
          adjectives: ["Silent", "RGB", "Compact", "Multi-Device"],
          variants: ["", "with Hindi Keycaps", "with Mouse Combo"],
          packSizes: ["Standard"],
          maxPackSizes: 1,
          options: options("Black", "White", "Grey"),
          mrp: [699, 6999],
          maxDiscount: 55,
          attributes: { "Wired_wireless": ["Wired", "Wireless"], Frequency: ["2.4 GHz"], Warranty: ["1 Year"] },
          blurb: "Comfortable keys for long typing sessions at home or in the office.",
          shape: "laptop"
        })
      )
    ]),
    category("Home Appliances", [
      sub(
        "Washing Machines",
        [tag("Front Load Washing Machines", ["Front Load Washing Machine"]), tag("Top Load Washing Machines", ["Top Load Washing Machine"])],
        gadget({
          nouns: ["Washing Machine"],
          adjectives: ["Fully Automatic", "Semi Automatic", "Inverter", "Smart"],
          variants: ["", "with In-built Heater", "(5 Star)"],
          packSizes: ["6 kg", "7 kg", "8 kg", "9 kg"],
          packSizeStep: 0.12,
          options: APPLIANCE_COLOURS,
          maxOptions: 2,
          mrp: [11999, 44999],
          attributes: { Star_rating: ["3", "4", "5"], "Wash programmes": ["8", "12", "15"], Warranty: ["1 Year"] },
          blurb: "Hard-water friendly wash programmes take care of kurtas, sarees and school uniforms.",
          shape: "appliance"
        })
      ),
      sub(
        "Air Conditioners",
        [tag("Split ACs", ["Split AC"]), tag("Window ACs", ["Window AC"])],
        gadget({
          nouns: ["Inverter AC"],
          adjectives: ["Convertible 5-in-1", "Copper", "Turbo Cool", "Smart"],
          variants: ["", "(5 Star)", "(3 Star)", "with PM 2.5 Filter"],
          packSizes: ["1 Ton", "1.5 Ton", "2 Ton"],
          packSizeStep: 0.15,
          options: options("White"),
          maxOptions: 1,
          mrp: [27999, 59999],
          maxDiscount: 35,
          attributes: { Star_rating: ["3", "4", "5"], "Power requirement": ["230v"], Warranty: ["1 Year"] },
          blurb: "Cools quickly even when it is 45 degrees outside.",
          shape: "appliance"
        })
      ),
      sub(
        "Refrigerators",
        [tag("Double Door Refrigerators", ["Double Door Refrigerator"]), tag("Single Door Refrigerators", ["Single Door Refrigerator"])],
        gadget({
          nouns: ["Refrigerator"],
          adjectives: ["Frost Free", "Direct Cool", "Convertible", "Inverter"],
          variants: ["", "with Base Stand Drawer", "(4 Star)"],
          packSizes: ["190 L", "240 L", "260 L", "340 L"],
          packSizeStep: 0.15,
          options: options("Silver", "Wine Red", "Blue Floral", "Black Steel"),
          maxOptions: 2,
          mrp: [14999, 54999],
          attributes: { Star_rating: ["2", "3", "4", "5"], "Defrost type": ["Frost Free", "Direct Cool"], Warranty: ["1 Year"] },
          blurb: "Roomy shelves for dabbas, sabzi and bottles of cold water in summer.",
          shape: "appliance"
        })
      ),
      sub(
        "Water Purifiers",
        [tag("RO Water Purifiers", ["RO Water Purifier"]), tag("UV Water Purifiers", ["UV Water Purifier"])],
        gadget({
          nouns: ["Water Purifier"],
          adjectives: ["RO+UV", "Mineral", "Copper", "Alkaline"],
          variants: ["", "with TDS Controller"],
          packSizes: ["7 L", "8 L", "10 L"],
          packSizeStep: 0.1,
          options: options("White and Blue", "Black"),
          maxOptions: 2,
          mrp: [8999, 24999],
          attributes: { "Purification": ["RO+UV+UF", "UV+UF"], Warranty: ["1 Year"] },
          blurb: "Safe drinking water for the whole family, whatever your municipal supply.",
          shape: "appliance"
        })
      )
    ]),
    category("Kitchen Appliances", [
      sub(
        "Mixer Grinders",
        [tag("Mixer Grinders 750 W", ["Mixer Grinder"]), tag("Juicer Mixer Grinders", ["Juicer Mixer Grinder"])],
        gadget({
          nouns: ["Mixer Grinder"],
          adjectives: ["Super", "Turbo", "Kitchen King", "Power"],
          variants: ["", "with 3 Jars", "with 4 Jars"],
          packSizes: ["500 W", "750 W", "1000 W"],
          packSizeStep: 0.2,
          options: options("White and Red", "Black and Grey", "White and Blue"),
          maxOptions: 2,
          mrp: [2499, 8999],
          maxDiscount: 50,
          attributes: { Jars: ["3", "4"], Speed: ["3 Speed with Pulse"], Warranty: ["1 Year"] },
          blurb: "Grinds idli batter, chutneys and masalas in no time.",
          shape: "appliance"
        })
      ),
      sub(
        "Microwave Ovens",
        [tag("Convection Microwaves", ["Convection Microwave Oven"]), tag("Solo Microwaves", ["Solo Microwave Oven"])],
        gadget({
          nouns: ["Microwave Oven"],
          adjectives: ["Smart", "Grill", "Auto Cook", "Compact"],
          variants: ["", "with 200+ Indian Menus"],
          packSizes: ["20 L", "25 L", "28 L", "32 L"],
          packSizeStep: 0.15,
          options: options("Black", "Silver"),
          maxOptions: 1,
          mrp: [5999, 19999],
          attributes: { Type: ["Solo", "Grill", "Convection"], Warranty: ["1 Year"] },
          blurb: "Reheats rotis and bakes a cake for Sunday evening.",
          shape: "appliance"
        })
      ),
      sub(
        "Induction Cooktops",
        [tag("Induction Cooktops", ["Induction Cooktop"])],
        gadget({
          nouns: ["Induction Cooktop"],
          adjectives: ["Touch Panel", "Push Button", "Slim"],
          variants: ["", "with Indian Menu Options"],
          packSizes: ["1600 W", "2000 W", "2200 W"],
          packSizeStep: 0.12,
          options: options("Black"),
          maxOptions: 1,
          mrp: [1999, 4999],
          maxDiscount: 50,
          attributes: { Control: ["Touch", "Push Button"], "Power requirement": ["230v"], Warranty: ["1 Year"] },
          blurb: "A handy second burner for hostel rooms and busy kitchens.",
          shape: "appliance"
        })
      ),
      sub(
        "Electric Kettles",
        [tag("Stainless Steel Kettles", ["Electric Kettle"]), tag("Travel Kettles", ["Travel Kettle"])],
        gadget({
          nouns: ["Electric Kettle"],
          adjectives: ["Quick Boil", "Steel", "Cool Touch"],
          variants: ["", "with Auto Shut-Off"],
          packSizes: ["1 L", "1.5 L", "1.8 L"],
          packSizeStep: 0.12,
          options: options("Silver", "Black", "White"),
          maxOptions: 2,
          mrp: [799, 2499],
          maxDiscount: 55,
          attributes: { Material: ["Stainless Steel"], Warranty: ["1 Year"] },
          blurb: "Boils water for chai, Maggi and green tea in a couple of minutes.",
          shape: "bottle"
        })
      )
    ])
  ]
}

const beautySuper: SuperCategoryDef = {
  name: "Beauty",
  slugUrl: slugify("Beauty"),
  showProducts: true,
  openers: [
    "{brand} {adjective} {noun} is dermatologically tested and suitable for Indian skin and hair.",
    "Treat yourself to this {adjective} {noun} from {brand}, made without parabens.",
    "The {adjective} {noun} by {brand} blends traditional ingredients with modern care."
  ],
  categories: [
    category("Personal Care", [
      sub(
        "Skincare, Bath & Body",
        [tag("Face Wash", ["Face Wash"]), tag("Moisturisers", ["Moisturiser", "Day Cream"]), tag("Sunscreens", ["Sunscreen SPF 50"]), tag("Body Lotions", ["Body Lotion"])],
        beauty({
          nouns: ["Face Wash"],
          adjectives: ["Neem and Tulsi", "Vitamin C", "Aloe Vera", "Ubtan", "Charcoal", "Rose Water"],
          variants: ["", "for Oily Skin", "for All Skin Types", "for Dry Skin"],
          packSizes: ["50 ml", "100 ml", "200 ml"],
          mrp: [149, 699],
          attributes: { "Skin type": ["All Skin Types", "Oily Skin", "Dry Skin", "Sensitive Skin"], Ingredient: ["Neem", "Turmeric", "Aloe Vera", "Niacinamide"] },
          blurb: "Gentle enough for daily use, even through the sticky monsoon months."
        })
      ),
      sub(
        "Hair Care",
        [tag("Shampoos", ["Shampoo"]), tag("Hair Oils", ["Hair Oil"]), tag("Conditioners", ["Conditioner"])],
        beauty({
          nouns: ["Shampoo"],
          adjectives: ["Onion", "Bhringraj", "Amla", "Argan", "Anti-Dandruff", "Coconut"],
          variants: ["", "for Hair Fall Control", "for Frizzy Hair"],
          packSizes: ["100 ml", "200 ml", "400 ml"],
          mrp: [199, 899],
          attributes: { "Hair type": ["All Hair Types", "Dry Hair", "Oily Scalp"], Ingredient: ["Bhringraj", "Amla", "Onion", "Coconut"] },
          blurb: "Inspired by dadi's champi, for strong and shiny hair."
        })
      ),
      sub(
        "Oral Care",
        [tag("Herbal Toothpastes", ["Herbal Toothpaste"]), tag("Toothbrushes", ["Toothbrush"])],
        beauty({
          nouns: ["Toothpaste"],
          adjectives: ["Clove", "Neem", "Charcoal", "Sensitive", "Fresh Mint"],
          variants: ["", "for Strong Gums"],
          packSizes: ["100 g", "150 g", "200 g"],
          packSizeStep: 0.4,
          options: packs(1, 2, 4),
          mrp: [59, 249],
          attributes: { Flavour: ["Mint", "Clove", "Cinnamon"], Ingredient: ["Neem", "Clove Oil", "Activated Charcoal"] },
          blurb: "Fights germs and keeps your breath fresh from morning to night."
        })
      )
    ]),
    category("Makeup", [
      sub(
        "Lipsticks",
        [tag("Matte Lipsticks", ["Matte Lipstick"]), tag("Liquid Lipsticks", ["Liquid Lipstick"])],
        beauty({
          nouns: ["Lipstick"],
          adjectives: ["Long Stay", "Creamy", "Velvet", "Transfer-Proof"],
          variants: ["", "(Shade Brick Red)", "(Shade Nude Pink)", "(Shade Berry Wine)"],
          packSizes: ["3.5 g", "4.2 g"],
          packSizeStep: 0.15,
          options: packs(1, 2),
          mrp: [199, 999],
          attributes: { Finish: ["Matte", "Satin", "Glossy"], Shade: ["Brick Red", "Nude Pink", "Berry Wine", "Coral"] },
          blurb: "Rich colour that lasts through a full day of office and an evening party.",
          shape: "lipstick"
        })
      ),
      sub(
        "Kajal & Eyeliners",
        [tag("Kajal", ["Kajal"]), tag("Eyeliners", ["Eyeliner"])],
        beauty({
          nouns: ["Kajal"],
          adjectives: ["Smudge-Proof", "Intense Black", "Ayurvedic", "Waterproof"],
          variants: ["", "with Almond Oil"],
          packSizes: ["0.35 g", "1.2 g"],
          packSizeStep: 0.3,
          options: packs(1, 2, 3),
          mrp: [99, 499],
          attributes: { Finish: ["Matte", "Glossy"], Ingredient: ["Camphor", "Almond Oil", "Castor Oil"] },
          blurb: "Defines your eyes for up to 12 hours without smudging.",
          shape: "lipstick"
        })
      ),
      sub(
        "Foundations",
        [tag("Liquid Foundations", ["Liquid Foundation"]), tag("Compact Powders", ["Compact Powder"])],
        beauty({
          nouns: ["Foundation"],
          adjectives: ["Matte Finish", "Dewy", "Full Coverage", "Lightweight"],
          variants: ["", "(Shade Warm Beige)", "(Shade Natural)", "with SPF 20"],
          packSizes: ["9 g", "30 ml"],
          packSizeStep: 0.5,
          options: packs(1, 2),
          mrp: [249, 1499],
          attributes: { Finish: ["Matte", "Dewy", "Natural"], Shade: ["Ivory", "Natural", "Warm Beige", "Honey"] },
          blurb: "Shades made for Indian skin tones, from wheatish to dusky."
        })
      ),
      sub(
        "Nail Paints",
        [tag("Gel Nail Paints", ["Gel Nail Paint"])],
        beauty({
          nouns: ["Nail Paint"],
          adjectives: ["Gel Finish", "Quick Dry", "Glitter", "Chip-Resistant"],
          variants: ["", "(Shade Mehendi Green)", "(Shade Sindoori Red)"],
          packSizes: ["6 ml", "9 ml"],
          packSizeStep: 0.3,
          options: packs(1, 3),
          mrp: [99, 399],
          attributes: { Finish: ["Gel", "Glossy", "Shimmer"] },
          blurb: "A salon-style shine at home, in colours for every festival."
        })
      )
    ]),
    category("Fragrances", [
      sub(
        "Perfumes",
        [tag("Eau de Parfum", ["Eau de Parfum"]), tag("Attars", ["Attar", "Roll-On Attar"])],
        beauty({
          nouns: ["Perfume"],
          adjectives: ["Oud", "Mogra", "Sandalwood", "Vetiver", "Rose", "Citrus"],
          variants: ["", "for Men", "for Women", "(Long Lasting)"],
          packSizes: ["8 ml", "50 ml", "100 ml"],
          packSizeStep: 0.8,
          options: packs(1, 2),
          mrp: [299, 2499],
          attributes: { "Fragrance family": ["Woody", "Floral", "Fresh", "Oriental"], Concentration: ["EDP", "Attar Oil"] },
          blurb: "A lingering fragrance inspired by the perfumeries of Kannauj."
        })
      ),
      sub(
        "Deodorants",
        [tag("Body Sprays", ["Body Spray"]), tag("Roll-Ons", ["Roll-On Deodorant"])],
        beauty({
          nouns: ["Deodorant"],
          adjectives: ["Fresh", "Sport", "Aqua", "Intense"],
          variants: ["", "for Men", "for Women"],
          packSizes: ["50 ml", "150 ml", "200 ml"],
          packSizeStep: 0.4,
          options: packs(1, 2, 3),
          mrp: [149, 499],
          attributes: { "Fragrance family": ["Fresh", "Woody", "Citrus"], "Alcohol free": ["Yes", "No"] },
          blurb: "Keeps you fresh through crowded metro rides and humid afternoons."
        })
      )
    ]),
    category("Ayurveda & Wellness", [
      sub(
        "Ayurvedic Skin Care",
        [tag("Ubtan & Face Packs", ["Ubtan Face Pack", "Multani Mitti Face Pack"]), tag("Kumkumadi Oils", ["Kumkumadi Face Oil"])],
        beauty({
          nouns: ["Face Pack"],
          adjectives: ["Haldi Chandan", "Saffron", "Multani Mitti", "Kesar"],
          variants: ["", "for Glowing Skin", "for Tan Removal"],
          packSizes: ["30 ml", "50 g", "100 g"],
          mrp: [199, 1299],
          attributes: { "Skin type": ["All Skin Types", "Oily Skin", "Dry Skin"], Ingredient: ["Turmeric", "Sandalwood", "Saffron", "Multani Mitti"] },
          blurb: "A time-honoured Ayurvedic recipe for a natural glow before the wedding season."
        })
      ),
      sub(
        "Essential Oils",
        [tag("Aromatherapy Oils", ["Essential Oil"])],
        beauty({
          nouns: ["Essential Oil"],
          adjectives: ["Pure Lavender", "Eucalyptus", "Lemongrass", "Tea Tree", "Peppermint"],
          variants: ["", "for Diffusers"],
          packSizes: ["15 ml", "30 ml", "100 ml"],
          packSizeStep: 0.6,
          options: packs(1, 2),
          mrp: [199, 999],
          attributes: { Ingredient: ["Lavender", "Eucalyptus", "Lemongrass", "Tea Tree"], Use: ["Aromatherapy", "Massage", "Diffuser"] },
          blurb: "A few drops in a diffuser make the home calm after a long day."
        })
      )
    ]),
    category("Men's Grooming", [
      sub(
        "Beard Care",
        [tag("Beard Oils", ["Beard Oil"]), tag("Beard Wash", ["Beard Wash"])],
        beauty({
          nouns: ["Beard Oil"],
          adjectives: ["Growth", "Softening", "Woody", "Almond and Thyme"],
          variants: ["", "for Patchy Beard"],
          packSizes: ["30 ml", "50 ml"],
          packSizeStep: 0.5,
          options: packs(1, 2),
          mrp: [249, 799],
          attributes: { Ingredient: ["Almond Oil", "Argan Oil", "Jojoba Oil"], "Skin type": ["All Skin Types"] },
          blurb: "Tames an unruly beard and keeps the skin beneath it healthy."
        })
      ),
      sub(
        "Shaving",
        [tag("Shaving Creams", ["Shaving Cream"]), tag("Razors", ["Razor"])],
        beauty({
          nouns: ["Shaving Cream"],
          adjectives: ["Sensitive", "Menthol", "Sandal", "Lather Rich"],
          variants: ["", "for Smooth Shave"],
          packSizes: ["70 g", "100 g"],
          packSizeStep: 0.3,
          options: packs(1, 2, 3),
          mrp: [99, 399],
          attributes: { "Skin type": ["Sensitive Skin", "Normal Skin"] },
          blurb: "A rich lather for a close shave without the burn."
        })
      ),
      sub(
        "Trimmers",
        [tag("Beard Trimmers", ["Beard Trimmer"])],
        gadget({
          nouns: ["Beard Trimmer"],
          adjectives: ["Cordless", "Precision", "Titanium Blade", "Turbo"],
          variants: ["", "with 20 Length Settings", "(90 Minutes Runtime)"],
          packSizes: ["Standard"],
          maxPackSizes: 1,
          options: options("Black", "Blue", "Grey"),
          mrp: [999, 3999],
          maxDiscount: 50,
          attributes: { Runtime: ["60 Minutes", "90 Minutes", "120 Minutes"], Charging: ["USB Type-C"], Warranty: ["1 Year", "6 Month"] },
          blurb: "Even trims from stubble to a full beard, anywhere you travel.",
          shape: "phone"
        })
      )
    ])
  ]
}

const homeAndFurniture: SuperCategoryDef = {
  name: "Home and furniture",
  slugUrl: slugify("Home and furniture"),
  showProducts: true,
  openers: [
    "Give your home a fresh look with this {adjective} {noun} from {brand}.",
    "{brand} crafted this {adjective} {noun} to last through years of daily use.",
    "The {adjective} {noun} by {brand} brings warmth and order to Indian homes of every size."
  ],
  categories: [
    category("Home Furnishing", [
      sub(
        "Kitchen Table Linen",
        [tag("Table Runners", ["Table Runner"]), tag("Table Covers", ["Table Cover"]), tag("Kitchen Towels", ["Kitchen Towel Set"]), tag("Aprons", ["Apron"])],
        homeGoods({
          nouns: ["Table Runner"],
          adjectives: ["Block Print", "Handwoven", "Jacquard", "Kalamkari", "Cotton"],
          variants: ["", "(Set of 2)", "for 6 Seater Table"],
          packSizes: ["Small", "Medium", "Large"],
          packSizeStep: 0.25,
          options: HOME_COLOURS,
          mrp: [299, 1499],
          maxDiscount: 60,
          attributes: { Material: ["Cotton", "Linen", "Poly Cotton"], Pattern: ["Block Print", "Solid", "Checked"] },
          blurb: "Hand block printed by artisans in Sanganer and machine washable.",
          shape: "bed"
        })
      ),
      sub(
        "Bedsheets",
        [tag("Double Bedsheets", ["Double Bedsheet with 2 Pillow Covers"]), tag("Single Bedsheets", ["Single Bedsheet with 1 Pillow Cover"])],
        homeGoods({
          nouns: ["Bedsheet"],
          adjectives: ["Jaipuri", "Floral", "Geometric", "Microfibre", "300 TC Cotton"],
          variants: ["", "(Fitted)", "(Flat)"],
          packSizes: ["Single", "Double", "Queen", "King"],
          packSizeStep: 0.2,
          options: HOME_COLOURS,
          mrp: [499, 2999],
          maxDiscount: 60,
          attributes: { Material: ["Cotton", "Microfibre", "Glace Cotton"], "Thread count": ["144", "180", "210", "300"] },
          blurb: "Colourfast prints that stay bright wash after wash.",
          shape: "bed"
        })
      ),
      sub(
        "Curtains",
        [tag("Door Curtains", ["Door Curtain"]), tag("Window Curtains", ["Window Curtain"])],
        homeGoods({
          nouns: ["Curtain"],
          adjectives: ["Blackout", "Sheer", "Jacquard", "Room Darkening"],
          variants: ["", "(Pack of 2)", "with Eyelet Rings"],
          packSizes: ["5 ft", "7 ft", "9 ft"],
          packSizeStep: 0.2,
          options: HOME_COLOURS,
          mrp: [399, 2499],
          attributes: { Material: ["Polyester", "Cotton", "Velvet"], Pattern: ["Solid", "Floral", "Damask"] },
          blurb: "Keeps out the harsh afternoon sun and keeps rooms cool.",
          shape: "bed"
        })
      ),
      sub(
        "Cushion Covers",
        [tag("Cotton Cushion Covers", ["Cushion Cover Set"])],
        homeGoods({
          nouns: ["Cushion Cover"],
          adjectives: ["Embroidered", "Mirror Work", "Ikat", "Velvet"],
          variants: ["", "(Set of 5)"],
          packSizes: ["12 x 12 inch", "16 x 16 inch", "18 x 18 inch"],
          packSizeStep: 0.15,
          options: HOME_COLOURS,
          mrp: [299, 1499],
          attributes: { Material: ["Cotton", "Velvet", "Jute"], Closure: ["Zip"] },
          blurb: "An easy way to dress up the sofa before guests arrive for Diwali.",
          shape: "sofa"
        })
      )
    ]),
    category("Furniture", [
      sub(
        "Sofas",
        [tag("3 Seater Sofas", ["3 Seater Sofa"]), tag("Sofa Cum Beds", ["Sofa Cum Bed"])],
        homeGoods({
          nouns: ["Sofa"],
          adjectives: ["Fabric", "Leatherette", "Chesterfield", "Modern"],
          variants: ["", "with Cushions", "(DIY Assembly)"],
          packSizes: ["2 Seater", "3 Seater", "L-Shaped"],
          packSizeStep: 0.3,
          options: options("Grey", "Beige", "Teal Blue", "Brown"),
          mrp: [12999, 59999],
          maxDiscount: 50,
          attributes: { Material: ["Solid Wood Frame", "Engineered Wood Frame"], Upholstery: ["Fabric", "Leatherette", "Velvet"] },
          blurb: "Deep seats for long family chats and cricket matches on TV.",
          shape: "sofa"
        })
      ),
      sub(
        "Beds",
        [tag("King Size Beds", ["King Size Bed"]), tag("Queen Size Beds", ["Queen Size Bed"])],
        homeGoods({
          nouns: ["Bed"],
          adjectives: ["Sheesham Wood", "Engineered Wood", "Hydraulic Storage", "Upholstered"],
          variants: ["", "with Box Storage", "(Without Mattress)"],
          packSizes: ["Single", "Queen", "King"],
          packSizeStep: 0.2,
          options: WOOD_FINISHES,
          mrp: [14999, 69999],
          maxDiscount: 50,
          attributes: { Material: ["Sheesham Wood", "Engineered Wood", "Mango Wood"], Storage: ["Box Storage", "Hydraulic Storage", "No Storage"] },
          blurb: "Solid construction and generous storage for quilts and winter clothes.",
          shape: "bed"
        })
      ),
      sub(
        "Dining Sets",
        [tag("4 Seater Dining Sets", ["4 Seater Dining Set"]), tag("6 Seater Dining Sets", ["6 Seater Dining Set"])],
        homeGoods({
          nouns: ["Dining Set"],
          adjectives: ["Sheesham Wood", "Glass Top", "Marble Top", "Foldable"],
          variants: ["", "with Bench", "with Cushioned Chairs"],
          packSizes: ["4 Seater", "6 Seater"],
          packSizeStep: 0.35,
          options: WOOD_FINISHES,
          mrp: [14999, 64999],
          maxDiscount: 50,
          attributes: { Material: ["Sheesham Wood", "Engineered Wood", "Metal"], "Top material": ["Wood", "Glass", "Marble"] },
          blurb: "Sized for family meals and the occasional festive feast.",
          shape: "sofa"
        })
      ),
      sub(
        "Study Tables",
        [tag("Computer Tables", ["Computer Table"]), tag("Kids Study Tables", ["Kids Study Table"])],
        homeGoods({
          nouns: ["Study Table"],
          adjectives: ["Compact", "Foldable", "Engineered Wood", "Wall Mounted"],
          variants: ["", "with Drawer", "with Bookshelf"],
          packSizes: ["Small", "Medium", "Large"],
          packSizeStep: 0.2,
          options: WOOD_FINISHES,
          mrp: [2999, 14999],
          attributes: { Material: ["Engineered Wood", "Sheesham Wood", "Metal"], Assembly: ["DIY", "Carpenter Assembly"] },
          blurb: "A tidy corner for work-from-home days and board exam preparation.",
          shape: "laptop"
        })
      )
    ]),
    category("Kitchen & Dining", [
      sub(
        "Cookware",
        [tag("Pressure Cookers", ["Pressure Cooker"]), tag("Kadhais", ["Kadhai"]), tag("Tawas", ["Tawa", "Dosa Tawa"])],
        homeGoods({
          nouns: ["Pressure Cooker"],
          adjectives: ["Hard Anodised", "Triply Stainless Steel", "Non-Stick", "Cast Iron", "Aluminium"],
          variants: ["", "with Lid", "(Induction Base)", "(Gas and Induction Compatible)"],
          packSizes: ["2 L", "3 L", "5 L"],
          packSizeStep: 0.25,
          options: options("Black", "Silver"),
          maxOptions: 1,
          mrp: [699, 3999],
          attributes: { Material: ["Stainless Steel", "Hard Anodised Aluminium", "Cast Iron"], "Induction compatible": ["Yes", "No"] },
          blurb: "Cooks dal, rice and biryani evenly, whistle after whistle.",
          shape: "pot"
        })
      ),
      sub(
        "Dinnerware",
        [tag("Dinner Sets", ["Dinner Set"]), tag("Steel Thalis", ["Steel Thali Set"])],
        homeGoods({
          nouns: ["Dinner Set"],
          adjectives: ["Melamine", "Bone China", "Stainless Steel", "Ceramic", "Copper Finish"],
          variants: ["", "(24 Pieces)", "(32 Pieces)"],
          packSizes: ["Set for 4", "Set for 6", "Set for 8"],
          packSizeStep: 0.3,
          options: options("White", "Floral Print", "Blue Pottery", "Plain Steel"),
          mrp: [999, 6999],
          attributes: { Material: ["Melamine", "Bone China", "Stainless Steel", "Ceramic"], "Microwave safe": ["Yes", "No"] },
          blurb: "Serve a full thali with katoris to match.",
          shape: "pot"
        })
      ),
      sub(
        "Storage Containers",
        [tag("Steel Dabbas", ["Steel Dabba Set"]), tag("Glass Jars", ["Glass Jar Set"])],
        homeGoods({
          nouns: ["Container Set"],
          adjectives: ["Airtight", "Stackable", "Stainless Steel", "Borosilicate Glass"],
          variants: ["", "(Set of 3)", "(Set of 6)"],
          packSizes: ["500 ml", "1 L", "2 L"],
          packSizeStep: 0.3,
          options: options("Steel", "Clear", "Green Lid", "Red Lid"),
          mrp: [299, 1999],
          attributes: { Material: ["Stainless Steel", "Glass", "BPA-free Plastic"] },
          blurb: "Keeps dals, atta and masalas fresh and pest-free.",
          shape: "pot"
        })
      ),
      sub(
        "Water Bottles",
        [tag("Copper Bottles", ["Copper Water Bottle"]), tag("Insulated Bottles", ["Insulated Steel Bottle"])],
        homeGoods({
          nouns: ["Water Bottle"],
          adjectives: ["Leak-Proof", "Insulated", "Pure Copper", "Sports"],
          variants: ["", "(Hot and Cold)"],
          packSizes: ["500 ml", "750 ml", "1 L"],
          packSizeStep: 0.15,
          options: options("Copper", "Steel", "Black", "Sky Blue"),
          mrp: [299, 1499],
          attributes: { Material: ["Copper", "Stainless Steel"], Insulated: ["Yes", "No"] },
          blurb: "Keeps water cold for school, office and long drives.",
          shape: "bottle"
        })
      )
    ]),
    category("Home Decor", [
      sub(
        "Wall Decor",
        [tag("Wall Clocks", ["Wall Clock"]), tag("Wall Paintings", ["Madhubani Painting", "Wall Painting"])],
        homeGoods({
          nouns: ["Wall Clock"],
          adjectives: ["Wooden", "Vintage", "Silent Sweep", "Handpainted"],
          variants: ["", "for Living Room", "(Set of 3)"],
          packSizes: ["Small", "Medium", "Large"],
          packSizeStep: 0.3,
          options: options("Brown", "Gold", "Black", "Multicolour"),
          mrp: [499, 3999],
          attributes: { Material: ["Wood", "Metal", "Canvas"], Style: ["Traditional", "Modern", "Folk Art"] },
          blurb: "A conversation piece for the drawing room wall.",
          shape: "lamp"
        })
      ),
      sub(
        "Lighting",
        [tag("Diyas & Candles", ["Diya Set", "Scented Candle"]), tag("Table Lamps", ["Table Lamp"]), tag("String Lights", ["LED String Lights"])],
        homeGoods({
          nouns: ["Table Lamp"],
          adjectives: ["Brass", "Terracotta", "Festive", "Warm White", "Handcrafted"],
          variants: ["", "for Diwali", "(Set of 4)"],
          packSizes: ["Small", "Medium", "Large"],
          packSizeStep: 0.3,
          options: options("Gold", "Warm White", "Multicolour", "Copper"),
          mrp: [199, 2999],
          maxDiscount: 60,
          attributes: { Material: ["Brass", "Terracotta", "Metal", "Wax"], Power: ["Electric", "None"] },
          blurb: "Makes the house glow for Diwali, weddings and cosy evenings.",
          shape: "lamp"
        })
      ),
      sub(
        "Showpieces",
        [tag("Idols & Figurines", ["Ganesha Idol", "Buddha Figurine"]), tag("Decorative Vases", ["Decorative Vase"])],
        homeGoods({
          nouns: ["Showpiece"],
          adjectives: ["Brass", "Resin", "Marble", "Dokra Art", "Handcrafted"],
          variants: ["", "for Home Temple", "for Gifting"],
          packSizes: ["6 inch", "9 inch", "12 inch"],
          packSizeStep: 0.35,
          options: options("Gold", "Antique Brass", "White", "Multicolour"),
          mrp: [399, 4999],
          attributes: { Material: ["Brass", "Resin", "Marble", "Metal"], Style: ["Traditional", "Tribal Art", "Modern"] },
          blurb: "A thoughtful gift for griha pravesh and festive visits.",
          shape: "lamp"
        })
      )
    ])
  ]
}

const footwearSuper: SuperCategoryDef = {
  name: "Footwear",
  slugUrl: slugify("Footwear"),
  showProducts: true,
  openers: [
    "Step out in style with these {adjective} {noun} from {brand}.",
    "{brand} {adjective} {noun} are cushioned for long walks on Indian roads.",
    "These {adjective} {noun} by {brand} are light, durable and easy to wipe clean."
  ],
  // §3: exactly these three Footwear categories.
  categories: [
    category("Men's Footwear", [
      sub(
        "Sports Shoes",
        [tag("Running Shoes", ["Running Shoes"]), tag("Walking Shoes", ["Walking Shoes"])],
        footwear({
          nouns: ["Sports Shoes"],
          adjectives: ["Lightweight", "Breathable Mesh", "Cushioned", "Trail", "Memory Foam"],
          variants: ["", "for Men", "with Lace-Up Closure"],
          packSizes: MEN_SHOE_SIZES,
          mrp: [999, 4999],
          attributes: { "Sports shoe type": ["Running", "Walking", "Training"], "Sole material": ["EVA", "Rubber", "Phylon"], "Number of pairs": ["1"] },
          blurb: "A grippy sole and soft cushioning for morning walks in the park."
        })
      ),
      sub(
        "Formal Shoes",
        [tag("Derby Shoes", ["Derby Shoes"]), tag("Loafers", ["Loafers"])],
        footwear({
          nouns: ["Formal Shoes"],
          adjectives: ["Genuine Leather", "Patent", "Classic", "Brogue"],
          variants: ["", "for Men", "(Office Wear)"],
          packSizes: MEN_SHOE_SIZES,
          options: options("Black", "Tan Brown", "Dark Brown"),
          mrp: [1299, 5999],
          attributes: { "Formal shoe type": ["Derby", "Oxford", "Loafer", "Monk Strap"], "Upper material": ["Genuine Leather", "Synthetic Leather"], "Number of pairs": ["1"] },
          blurb: "Polished good looks for interviews, office days and weddings."
        })
      ),
      sub(
        "Casual Shoes",
        [tag("Sneakers", ["Sneakers"]), tag("Boat Shoes", ["Boat Shoes"])],
        footwear({
          nouns: ["Sneakers"],
          adjectives: ["Canvas", "Chunky", "Low-Top", "Slip-On"],
          variants: ["", "for Men"],
          packSizes: MEN_SHOE_SIZES,
          mrp: [799, 3999],
          attributes: { "Casual shoe type": ["Sneakers", "Boat Shoes", "Slip-Ons"], "Upper material": ["Canvas", "Synthetic", "Suede"], "Number of pairs": ["1"] },
          blurb: "Goes with jeans, chinos and even a kurta on a relaxed weekend."
        })
      ),
      sub(
        "Sandals & Floaters",
        [tag("Floaters", ["Floaters"]), tag("Kolhapuri Chappals", ["Kolhapuri Chappals"])],
        footwear({
          nouns: ["Sandals"],
          adjectives: ["Handcrafted", "Outdoor", "Comfort", "Leather"],
          variants: ["", "for Men"],
          packSizes: MEN_SHOE_SIZES,
          options: options("Tan Brown", "Black", "Olive", "Natural"),
          mrp: [399, 2499],
          attributes: { "Sandal type": ["Floaters", "Kolhapuri", "Slides"], "Sole material": ["Rubber", "Leather", "EVA"] },
          blurb: "Monsoon-friendly straps that dry quickly after a splash."
        })
      )
    ]),
    category("Women's Footwear", [
      sub(
        "Heels",
        [tag("Block Heels", ["Block Heels"]), tag("Stilettos", ["Stilettos"])],
        footwear({
          nouns: ["Heels"],
          adjectives: ["Embellished", "Party Wear", "Strappy", "Comfort"],
          variants: ["", "for Women"],
          packSizes: WOMEN_SHOE_SIZES,
          options: options("Gold", "Black", "Nude", "Silver", "Maroon"),
          mrp: [799, 3999],
          attributes: { "Heel type": ["Block", "Stiletto", "Kitten"], "Heel height": ["2 inch", "3 inch", "4 inch"] },
          blurb: "Stand tall through the sangeet and the reception without aching feet."
        })
      ),
      sub(
        "Flats",
        [tag("Juttis", ["Juttis", "Mojaris"]), tag("Ballerinas", ["Ballerinas"])],
        footwear({
          nouns: ["Flats"],
          adjectives: ["Embroidered", "Phulkari", "Cushioned", "Classic"],
          variants: ["", "for Women"],
          packSizes: WOMEN_SHOE_SIZES,
          options: options("Gold", "Red", "Black", "Multicolour", "Pink"),
          mrp: [499, 2499],
          attributes: { "Flat type": ["Jutti", "Ballerina", "Mojari"], "Upper material": ["Leather", "Fabric", "Synthetic"] },
          blurb: "Hand-embroidered and perfect with lehengas, suits and jeans alike."
        })
      ),
      sub(
        "Wedges",
        [tag("Wedge Sandals", ["Wedge Sandals"])],
        footwear({
          nouns: ["Wedges"],
          adjectives: ["Cork", "Platform", "Braided", "Casual"],
          variants: ["", "for Women"],
          packSizes: WOMEN_SHOE_SIZES,
          options: options("Tan", "Black", "Beige", "White"),
          mrp: [699, 2999],
          attributes: { "Wedge type": ["Platform", "Cork", "Espadrille"], "Heel height": ["2 inch", "3 inch"] },
          blurb: "Extra height with all-day comfort for office and outings."
        })
      ),
      sub(
        "Women's Sports Shoes",
        [tag("Training Shoes", ["Training Shoes", "Running Shoes"])],
        footwear({
          nouns: ["Sports Shoes"],
          adjectives: ["Lightweight", "Knit", "Cushioned", "Breathable"],
          variants: ["", "for Women"],
          packSizes: WOMEN_SHOE_SIZES,
          options: options("Pink", "White", "Lavender", "Black", "Grey"),
          mrp: [999, 4499],
          attributes: { "Sports shoe type": ["Running", "Training", "Walking"], "Sole material": ["EVA", "Rubber"] },
          blurb: "Springy cushioning for yoga class, the gym and evening jogs."
        })
      )
    ]),
    category("Kid's Footwear", [
      sub(
        "School Shoes",
        [tag("Black School Shoes", ["School Shoes"])],
        footwear({
          nouns: ["School Shoes"],
          adjectives: ["Velcro", "Lace-Up", "Scuff-Resistant", "Polishable"],
          variants: ["", "for Boys", "for Girls"],
          packSizes: KIDS_SHOE_SIZES,
          options: options("Black", "White"),
          mrp: [399, 1499],
          attributes: { "Children's shoe size": ["4 Years", "6 Years", "8 Years", "10 Years"], Closure: ["Velcro", "Lace-Up"] },
          blurb: "Made to survive a full school year of assemblies and PT periods."
        })
      ),
      sub(
        "Kids' Sandals",
        [tag("Velcro Sandals", ["Velcro Sandals"])],
        footwear({
          nouns: ["Sandals"],
          adjectives: ["Cartoon", "Light-Weight", "Waterproof", "Comfort"],
          variants: ["", "for Kids"],
          packSizes: KIDS_SHOE_SIZES,
          options: options("Blue", "Pink", "Red", "Yellow"),
          mrp: [299, 999],
          attributes: { Closure: ["Velcro", "Buckle"], "Sole material": ["EVA", "Rubber"] },
          blurb: "Quick to put on, easy to wash and ready for puddles."
        })
      ),
      sub(
        "Infant Booties",
        [tag("Soft Booties", ["Booties"])],
        footwear({
          nouns: ["Booties"],
          adjectives: ["Knitted", "Soft Sole", "Anti-Slip", "Musical"],
          variants: ["", "for Babies"],
          packSizes: ["0-6 Month", "6-12 Month", "12-18 Month"],
          options: options("Baby Pink", "Baby Blue", "White", "Yellow"),
          mrp: [199, 799],
          attributes: { "Infant shoe size": ["1 Month", "6 Month", "1 Year"], "Number of pairs": ["1", "2"] },
          blurb: "Keeps tiny feet warm while they learn to walk."
        })
      ),
      sub(
        "Kids' Sports Shoes",
        [tag("Light-Up Shoes", ["Light-Up Shoes"]), tag("Kids' Running Shoes", ["Running Shoes"])],
        footwear({
          nouns: ["Sports Shoes"],
          adjectives: ["LED", "Lightweight", "Superhero", "Glitter"],
          variants: ["", "for Kids"],
          packSizes: KIDS_SHOE_SIZES,
          options: options("Blue", "Pink", "Black", "Red"),
          mrp: [499, 1999],
          attributes: { "Children's shoe size": ["6 Years", "8 Years", "10 Years", "12 Years"], Closure: ["Velcro", "Lace-Up"] },
          blurb: "Bright, bouncy and built for running around in the society compound."
        })
      )
    ])
  ]
}

const toysAndGames: SuperCategoryDef = {
  name: "Toys & games",
  slugUrl: slugify("Toys & games"),
  showProducts: true,
  openers: [
    "Spark curiosity with the {brand} {adjective} {noun}, tested for safety and made with non-toxic materials.",
    "The {adjective} {noun} from {brand} makes a wonderful birthday or Children's Day gift.",
    "Hours of screen-free fun with this {adjective} {noun} by {brand}."
  ],
  categories: [
    category("Educational Toys", [
      sub(
        "Puzzles",
        [tag("Jigsaw Puzzles", ["Jigsaw Puzzle"]), tag("3D Puzzles", ["3D Puzzle"])],
        toy({
          nouns: ["Jigsaw Puzzle"],
          adjectives: ["Map of India", "Wildlife", "Monuments of India", "Alphabet", "Solar System"],
          variants: ["", "for Kids 5+", "for Family"],
          packSizes: ["100 Pieces", "250 Pieces", "500 Pieces", "1000 Pieces"],
          options: options("Multicolour"),
          maxOptions: 1,
          mrp: [199, 1499],
          attributes: { "Age group": ["3+ Years", "5+ Years", "8+ Years", "12+ Years"], Material: ["Cardboard", "Wood"] },
          blurb: "Builds patience and general knowledge one piece at a time."
        })
      ),
      sub(
        "Building Blocks",
        [tag("Construction Sets", ["Construction Set", "Building Blocks Set"])],
        toy({
          nouns: ["Building Blocks"],
          adjectives: ["Creative", "City", "Junior", "Engineering"],
          variants: ["", "with Storage Box"],
          packSizes: ["100 Pieces", "250 Pieces", "500 Pieces"],
          mrp: [299, 2999],
          attributes: { "Age group": ["3+ Years", "6+ Years", "8+ Years"], Material: ["ABS Plastic"] },
          blurb: "Encourages little engineers to imagine and build."
        })
      ),
      sub(
        "STEM Kits",
        [tag("Science Kits", ["Science Kit"]), tag("Robotics Kits", ["Robotics Kit"])],
        toy({
          nouns: ["Science Kit"],
          adjectives: ["DIY", "Chemistry", "Electronics", "Solar"],
          variants: ["", "with Activity Book", "(Hindi and English Manual)"],
          packSizes: ["Starter", "Advanced"],
          packSizeStep: 0.6,
          options: options("Multicolour"),
          maxOptions: 1,
          mrp: [499, 3999],
          attributes: { "Age group": ["6+ Years", "8+ Years", "10+ Years", "14+ Years"], Batteries: ["Included", "Not Included"] },
          blurb: "Hands-on experiments that make school science come alive."
        })
      )
    ]),
    category("Board Games", [
      sub(
        "Family Board Games",
        [tag("Ludo & Snakes and Ladders", ["Ludo and Snakes and Ladders Board"]), tag("Business Games", ["Business Board Game"])],
        toy({
          nouns: ["Board Game"],
          adjectives: ["Classic", "Deluxe", "Travel", "Magnetic", "Wooden"],
          variants: ["", "for Family Game Night", "(2-6 Players)"],
          packSizes: ["Travel Size", "Standard"],
          packSizeStep: 0.5,
          options: options("Multicolour"),
          maxOptions: 1,
          mrp: [199, 1499],
          attributes: { "Age group": ["5+ Years", "8+ Years"], Players: ["2-4", "2-6"] },
          blurb: "Brings the whole family to the table during vacations and power cuts."
        })
      ),
      sub(
        "Card Games",
        [tag("Playing Cards", ["Playing Cards"]), tag("Party Card Games", ["Party Card Game"])],
        toy({
          nouns: ["Card Game"],
          adjectives: ["Plastic Coated", "Party", "Quick Play", "Classic"],
          variants: ["", "(2 Decks)"],
          packSizes: ["1 Deck", "2 Decks"],
          packSizeStep: 0.8,
          options: options("Red", "Blue"),
          mrp: [99, 599],
          attributes: { "Age group": ["7+ Years", "12+ Years"], Players: ["2-8", "2-10"] },
          blurb: "Perfect for train journeys, picnics and Diwali card parties."
        })
      ),
      sub(
        "Chess & Carrom",
        [tag("Carrom Boards", ["Carrom Board"]), tag("Chess Sets", ["Chess Set"])],
        toy({
          nouns: ["Carrom Board"],
          adjectives: ["Tournament", "Wooden", "Magnetic", "Folding"],
          variants: ["", "with Coins and Striker", "(Full Size)"],
          packSizes: ["20 inch", "26 inch", "32 inch"],
          packSizeStep: 0.4,
          options: options("Natural Wood", "Dark Brown"),
          mrp: [499, 4999],
          attributes: { "Age group": ["6+ Years", "8+ Years"], Material: ["Plywood", "Wood", "Plastic"] },
          blurb: "A smooth playing surface for long summer-holiday championships.",
          shape: "blocks"
        })
      )
    ]),
    category("Outdoor Play", [
      sub(
        "Cricket Sets",
        [tag("Kids' Cricket Kits", ["Cricket Kit", "Cricket Bat"])],
        toy({
          nouns: ["Cricket Kit"],
          adjectives: ["Kashmir Willow", "Plastic", "Tennis Ball", "Junior"],
          variants: ["", "with Stumps and Ball", "(Size 5)"],
          packSizes: ["Size 3", "Size 5", "Full Size"],
          packSizeStep: 0.25,
          options: options("Natural"),
          maxOptions: 1,
          mrp: [399, 3499],
          attributes: { "Age group": ["5+ Years", "8+ Years", "12+ Years"], Material: ["Kashmir Willow", "Plastic", "Poplar Willow"] },
          blurb: "Everything needed for a gully cricket match after school.",
          shape: "ball"
        })
      ),
      sub(
        "Cycles",
        [tag("Kids' Cycles", ["Kids Cycle"]), tag("Tricycles", ["Tricycle"])],
        toy({
          nouns: ["Kids Cycle"],
          adjectives: ["Sporty", "Princess", "Superhero", "BMX"],
          variants: ["", "with Training Wheels", "with Basket"],
          packSizes: ["12 inch", "16 inch", "20 inch"],
          packSizeStep: 0.2,
          options: options("Red", "Blue", "Pink", "Black"),
          mrp: [2499, 8999],
          attributes: { "Age group": ["2-4 Years", "4-7 Years", "7-10 Years"], Brakes: ["Caliper", "V-Brake"] },
          blurb: "Sturdy frame and comfortable seat for evening rides around the colony.",
          shape: "ball"
        })
      ),
      sub(
        "Balls",
        [tag("Footballs", ["Football"]), tag("Basketballs", ["Basketball"])],
        toy({
          nouns: ["Football"],
          adjectives: ["Machine Stitched", "Training", "Match", "Rubber"],
          variants: ["", "(Size 5)", "(Size 3)"],
          packSizes: ["Size 3", "Size 4", "Size 5"],
          packSizeStep: 0.1,
          mrp: [299, 1499],
          attributes: { "Age group": ["5+ Years", "10+ Years", "14+ Years"], Material: ["PVC", "PU", "Rubber"] },
          blurb: "Holds its shape on rough school grounds and muddy monsoon pitches.",
          shape: "ball"
        })
      )
    ]),
    category("Soft Toys & Dolls", [
      sub(
        "Soft Toys",
        [tag("Teddy Bears", ["Teddy Bear"]), tag("Animal Soft Toys", ["Elephant Soft Toy", "Tiger Soft Toy"])],
        toy({
          nouns: ["Teddy Bear"],
          adjectives: ["Cuddly", "Huggable", "Super Soft", "Giant"],
          variants: ["", "with Bow", "for Kids"],
          packSizes: ["30 cm", "60 cm", "90 cm"],
          packSizeStep: 0.6,
          options: options("Brown", "Pink", "White", "Blue"),
          mrp: [299, 2499],
          attributes: { "Age group": ["0+ Years", "3+ Years"], Material: ["Polyester Fibre", "Plush"] },
          blurb: "A soft cuddle buddy for bedtime and long car journeys.",
          shape: "teddy"
        })
      ),
      sub(
        "Dolls",
        [tag("Fashion Dolls", ["Fashion Doll"]), tag("Doll Houses", ["Doll House"])],
        toy({
          nouns: ["Doll"],
          adjectives: ["Fashion", "Saree Wearing", "Princess", "Doctor"],
          variants: ["", "with Accessories", "(Set of 2)"],
          packSizes: ["Standard", "Deluxe"],
          packSizeStep: 0.5,
          options: options("Pink", "Purple", "Multicolour"),
          mrp: [399, 2999],
          attributes: { "Age group": ["3+ Years", "5+ Years"], Material: ["Plastic", "Vinyl"] },
          blurb: "Endless pretend play, from dressing up to running a tiny household.",
          shape: "teddy"
        })
      )
    ]),
    category("Remote Control Toys", [
      sub(
        "RC Cars",
        [tag("Rock Crawlers", ["Rock Crawler"]), tag("Stunt Cars", ["Stunt Car"])],
        toy({
          nouns: ["RC Car"],
          adjectives: ["High Speed", "Off-Road", "360 Degree", "Rechargeable"],
          variants: ["", "with Rechargeable Battery", "(1:16 Scale)"],
          packSizes: ["1:24 Scale", "1:16 Scale", "1:12 Scale"],
          packSizeStep: 0.4,
          options: options("Red", "Blue", "Green", "Orange"),
          mrp: [799, 4999],
          attributes: { "Age group": ["6+ Years", "8+ Years"], Frequency: ["2.4 GHz"], Batteries: ["Included"] },
          blurb: "Zooms over tiles, carpets and garden paths with ease."
        })
      ),
      sub(
        "Drones",
        [tag("Camera Drones", ["Camera Drone"]), tag("Mini Drones", ["Mini Drone"])],
        toy({
          nouns: ["Drone"],
          adjectives: ["Foldable", "Beginner", "Altitude Hold", "HD Camera"],
          variants: ["", "with Extra Battery"],
          packSizes: ["Standard", "Combo"],
          packSizeStep: 0.4,
          options: options("Black", "Grey"),
          mrp: [1999, 9999],
          maxDiscount: 45,
          attributes: { "Age group": ["12+ Years", "14+ Years"], Frequency: ["2.4 GHz", "5GHz"], Batteries: ["Included"] },
          blurb: "Easy to fly for beginners, with one-key take-off and landing."
        })
      )
    ])
  ]
}

/** The catalogue tree: the six super categories of §1, in order. */
export const CATALOGUE: ReadonlyArray<SuperCategoryDef> = [clothing, electronics, beautySuper, homeAndFurniture, footwearSuper, toysAndGames]

/** Closing sentences for descriptions, shared by all goods. */
export const DESCRIPTION_CLOSERS: ReadonlyArray<string> = [
  "Easy 7-day returns if it is not quite right.",
  "Cash on Delivery is available on most pincodes.",
  "Sold by a verified Bazaar seller with a GST invoice.",
  "Ships within 2 working days from our nearest warehouse.",
  "Please check the size chart before ordering."
]

// ---------------------------------------------------------------------------------------------
// Brands, each tied to the subcategories it sells in.

const brand = (name: string, sells: ReadonlyArray<string>, show = true): BrandDef => ({ name, slugUrl: slugify(name), show, sells })

export const BRANDS: ReadonlyArray<BrandDef> = [
  // Clothing
  brand("Raymonde", ["shirts", "t-shirts", "jeans", "kurtas", "jackets"]),
  brand("Khadi Kraft", ["kurtas", "sarees", "kurtis"]),
  brand("Sutradhar", ["sarees", "kurtis", "dresses", "tops"]),
  brand("Banaras Weaves", ["sarees", "kurtas"]),
  brand("Desi Denim Co.", ["jeans", "t-shirts", "tops", "jackets"]),
  brand("Zariwala", ["kurtas", "sarees", "girls-clothing", "boys-clothing"]),
  brand("Chhota Nawab", ["boys-clothing", "girls-clothing", "infant-wear"]),
  brand("Little Lotus", ["infant-wear", "girls-clothing", "boys-clothing"]),
  brand("Himalayan Wool Co.", ["sweaters", "jackets"], false),
  brand("Urban Patang", ["t-shirts", "shirts", "dresses", "tops"]),
  // Electronics
  brand("Bharat Electro", ["televisions", "soundbars", "home-theatres", "washing-machines", "refrigerators"]),
  brand("Zentrix Mobile", ["mobiles", "chargers", "power-banks", "headphones"]),
  brand("Lumio", ["mobiles", "headphones", "streaming-devices", "televisions"]),
  brand("VoltEdge", ["chargers", "power-banks", "pen-drives", "keyboards"]),
  brand("Navratna Audio", ["headphones", "soundbars", "home-theatres"]),
  brand("Kaveri Appliances", ["washing-machines", "refrigerators", "air-conditioners", "water-purifiers", "microwave-ovens"]),
  brand("Shakti Home Appliances", ["mixer-grinders", "induction-cooktops", "electric-kettles", "microwave-ovens"]),
  brand("Dhruva Computers", ["laptops", "keyboards", "hard-drives"]),
  brand("Megabyte India", ["pen-drives", "hard-drives", "keyboards"]),
  brand("Thanda Cool", ["air-conditioners", "refrigerators"]),
  brand("Jal Amrit", ["water-purifiers", "electric-kettles"]),
  brand("StreamDesi", ["streaming-devices"], false),
  // Beauty
  brand("Vedic Glow", ["ayurvedic-skin-care", "skincare,-bath--body", "hair-care"]),
  brand("Neem Tree Naturals", ["skincare,-bath--body", "hair-care", "oral-care"]),
  brand("Kesar & Co.", ["skincare,-bath--body", "ayurvedic-skin-care", "perfumes"]),
  brand("Rang Rasiya", ["lipsticks", "kajal--eyeliners", "nail-paints", "foundations"]),
  brand("Sheesha Cosmetics", ["foundations", "lipsticks", "kajal--eyeliners"]),
  brand("Kannauj Attar House", ["perfumes", "deodorants", "essential-oils"]),
  brand("Gentry Grooming", ["beard-care", "shaving", "trimmers", "deodorants"]),
  brand("Tulsi Botanics", ["hair-care", "essential-oils", "oral-care"]),
  // Home and furniture
  brand("Jaipur Threads", ["kitchen-table-linen", "bedsheets", "curtains", "cushion-covers"]),
  brand("Sundaram Home", ["bedsheets", "curtains", "kitchen-table-linen", "wall-decor"]),
  brand("Woodcraft Jodhpur", ["sofas", "beds", "dining-sets", "study-tables"]),
  brand("Sheesham Story", ["beds", "dining-sets", "study-tables", "showpieces"]),
  brand("Rasoi Ratna", ["cookware", "dinnerware", "storage-containers"]),
  brand("Steelwala", ["storage-containers", "water-bottles", "dinnerware", "cookware"]),
  brand("Tawa & Co.", ["cookware"], false),
  brand("Diya Decor", ["lighting", "showpieces", "wall-decor"]),
  brand("Kalakriti Crafts", ["wall-decor", "showpieces", "cushion-covers", "lighting"]),
  // Footwear
  brand("Charan Footwear", ["formal-shoes", "casual-shoes", "sandals--floaters", "school-shoes"]),
  brand("Paduka & Co.", ["sandals--floaters", "flats", "wedges", "heels"]),
  brand("Jutti Junction", ["flats", "heels"]),
  brand("Stride India", ["sports-shoes", "womens-sports-shoes", "kids-sports-shoes", "casual-shoes"]),
  brand("Kolhapur Leather Works", ["sandals--floaters", "formal-shoes", "flats"]),
  brand("Tiny Toes", ["school-shoes", "kids-sandals", "infant-booties", "kids-sports-shoes"]),
  brand("Runwell Sports", ["sports-shoes", "womens-sports-shoes", "casual-shoes"]),
  // Toys & games
  brand("Khel Khilone", ["family-board-games", "card-games", "chess--carrom", "soft-toys"]),
  brand("Chatur Toys", ["puzzles", "building-blocks", "stem-kits"]),
  brand("Vigyan Kits", ["stem-kits", "puzzles", "drones"]),
  brand("Gully Cricket Co.", ["cricket-sets", "balls"]),
  brand("Lattoo Toys", ["rc-cars", "building-blocks", "drones"]),
  brand("Gudiya Dolls", ["dolls", "soft-toys"]),
  brand("Pedal Pals", ["cycles", "balls"])
]

// ---------------------------------------------------------------------------------------------
// Sliders (§3) and blog posts (DESIGN §4).

export const MAIN_HOME_SLIDERS: ReadonlyArray<MainHomeSliderDef> = [
  { name: "Festive Ethnic Edit", caption: "Sarees, kurtis and more, up to 60% off", slugUrl: "women" },
  { name: "Smartphone Carnival", caption: "5G phones from ₹9,999 with no-cost EMI", slugUrl: "mobile--accessories" },
  { name: "Kurtas for Every Occasion", caption: "Handloom, chikankari and festive picks", slugUrl: "men" },
  { name: "Back to School", caption: "Uniform-ready shoes, bags and clothes for kids", slugUrl: "kids" },
  { name: "Home Makeover Sale", caption: "Bedsheets, curtains and table linen from ₹299", slugUrl: "home-furnishing" }
]

export const THREE_SLIDERS: ReadonlyArray<ThreeSliderDef> = [
  { name: "Wedding Season Wardrobe", caption: "Ethnic wear for every function", superCategory: "Clothing", slugUrl: "women" },
  { name: "Big Screen Days", caption: "Smart TVs and soundbars at festive prices", superCategory: "Electronics", slugUrl: "tv--audio" },
  { name: "Glow Naturally", caption: "Ayurvedic skincare and wellness", superCategory: "Beauty", slugUrl: "ayurveda--wellness" }
]

export const BLOG_POSTS: ReadonlyArray<BlogPostDef> = [
  {
    title: "Your Festive Season Shopping Checklist",
    slugUrl: "festive-season-shopping-checklist",
    summary: "From Navratri to Diwali, a simple plan to shop for clothes, gifts and home decor without last-minute panic.",
    publishedAt: "2026-09-20T09:00:00.000Z",
    body: [
      "The festive season in India is a marathon, not a sprint. Navratri, Dussehra, Karva Chauth, Dhanteras, Diwali and Bhai Dooj come one after another, and each brings its own list of clothes to buy, gifts to wrap and corners of the house to spruce up.",
      "Start with a list for each occasion and a budget for each list. Buy ethnic wear early, because tailoring blouses and altering kurtas takes at least a week when every tailor in the market is busy. Keep a few general gifts, such as dry fruit boxes, diya sets and showpieces, ready for unexpected visitors.",
      "For the home, wash curtains and cushion covers a fortnight before Diwali, and check last year's string lights before you buy new ones. Finally, pay attention to delivery dates: order at least five days before the festival, and choose Cash on Delivery if you prefer to pay when the parcel reaches you."
    ].join("\n\n")
  },
  {
    title: "Monsoon Care for Your Footwear",
    slugUrl: "monsoon-care-for-footwear",
    summary: "Keep leather shoes, sneakers and sandals in good shape through the rains with these simple habits.",
    publishedAt: "2026-07-05T09:00:00.000Z",
    body: [
      "Heavy showers, waterlogged streets and damp cupboards are hard on footwear. Leather formal shoes are the first to suffer: water leaves white salt marks and can make the leather crack once it dries.",
      "Stuff wet shoes with old newspaper and let them dry at room temperature, never in front of a heater or in direct sun. Wipe leather with a damp cloth, then apply a thin layer of polish or wax to keep water out. Canvas sneakers can be washed by hand with mild detergent and dried in the shade.",
      "For daily commuting in the rains, switch to floaters, rubber sandals or waterproof shoes, and keep your good pairs for the office. A few silica gel sachets in the shoe rack keep fungus away until the monsoon is over."
    ].join("\n\n")
  },
  {
    title: "How to Choose a Smartphone Under ₹20,000",
    slugUrl: "choosing-a-smartphone-under-20000",
    summary: "Battery, display, camera and software updates: what really matters when you buy a budget phone.",
    publishedAt: "2026-08-12T09:00:00.000Z",
    body: [
      "The budget segment is the most crowded part of the Indian phone market, and the spec sheets can look almost identical. Begin with how you use your phone: a student who streams lectures needs a big battery and a good display, while a small business owner may care most about call quality and WhatsApp performance.",
      "A 5000 mAh battery and at least 6 GB of RAM are sensible minimums today. Choose 128 GB of storage if you shoot a lot of video, and check that the phone supports the 5G bands used by your operator. A 120Hz display makes scrolling smooth, but an AMOLED panel matters more if you watch films outdoors.",
      "Finally, ask how many years of software updates the brand promises, and check where the nearest service centre is. A slightly older phone with reliable service often serves better than the newest model with none nearby."
    ].join("\n\n")
  },
  {
    title: "Caring for Your Silk Sarees",
    slugUrl: "caring-for-silk-sarees",
    summary: "Dry cleaning, folding and storage tips to keep Kanjeevaram and Banarasi sarees beautiful for decades.",
    publishedAt: "2026-05-18T09:00:00.000Z",
    body: [
      "A good silk saree is often handed down from mother to daughter, so it deserves a little care. Always dry clean it the first few times, as the colours of handwoven silk can bleed in water.",
      "After wearing, air the saree in the shade for a few hours before folding it. Change the folds every two or three months so that the zari does not crack along the creases, and wrap each saree in a soft muslin or cotton cloth rather than plastic.",
      "Keep neem leaves or a few cloves in the cupboard instead of naphthalene balls, which can stain silk. If the zari starts to tarnish, take it to a specialist rather than trying to polish it at home."
    ].join("\n\n")
  },
  {
    title: "Summer Skincare for Humid Days",
    slugUrl: "summer-skincare-for-humid-days",
    summary: "A light, simple routine for the Indian summer: cleanse, hydrate and never skip sunscreen.",
    publishedAt: "2026-04-10T09:00:00.000Z",
    body: [
      "Summers in most Indian cities are hot, humid and dusty, and heavy creams only make the skin feel sticky. Switch to a gentle face wash with neem or tea tree twice a day, and use a gel-based moisturiser instead of a cream.",
      "Sunscreen is the one product you should never skip, even on cloudy days or when you stay indoors near a window. Choose SPF 30 or more, apply a generous amount, and reapply after three hours if you are out and about.",
      "Drink plenty of water, nimbu pani and coconut water, and keep an aloe vera gel in the fridge for soothing sunburn. Once a week, a multani mitti face pack helps control oil and tan."
    ].join("\n\n")
  },
  {
    title: "Setting Up a Kitchen in a Rented Flat",
    slugUrl: "setting-up-a-kitchen-in-a-rented-flat",
    summary: "The essential cookware, appliances and containers for a first home, without overspending.",
    publishedAt: "2026-06-22T09:00:00.000Z",
    body: [
      "Moving to a new city for work often means setting up a kitchen from scratch. Begin with the basics: a 3 litre pressure cooker, a kadhai, a tawa and a saucepan will cover most everyday Indian cooking.",
      "An induction cooktop is a smart buy if the flat does not have a gas connection yet, but make sure your cookware has an induction base. A mixer grinder with two or three jars handles chutneys, masalas and batters.",
      "Airtight steel or glass containers keep dals and atta fresh, and stackable sets save space on small shelves. Buy a dinner set for four even if you live alone: friends will visit sooner than you think."
    ].join("\n\n")
  },
  {
    title: "Choosing the Right Toy for Every Age",
    slugUrl: "choosing-the-right-toy-for-every-age",
    summary: "What to buy for toddlers, school-going children and pre-teens, and how to keep it safe.",
    publishedAt: "2026-10-14T09:00:00.000Z",
    body: [
      "The best toys grow with a child's abilities. For toddlers, choose soft toys and large building blocks with no small parts that can be swallowed, and check the age mark on the box.",
      "Children between five and eight love puzzles, board games and simple science kits that they can finish with a little help. Ludo and carrom are still favourites for family evenings, and they teach children to take turns and lose gracefully.",
      "Pre-teens enjoy robotics kits, remote control cars and drones, which build patience and problem-solving skills. Whatever you buy, look for non-toxic materials and sturdy construction, and spend time playing together: that is what children remember most."
    ].join("\n\n")
  }
]
