// Seed images (DESIGN §5): small, deterministic SVGs drawn from a label and a colour seed.
// Same input, same bytes: the image id is the hash of the bytes, so URLs stay stable across seeds.

/** The outline drawn on a product illustration. */
export type ProductShape =
  | "shirt"
  | "saree"
  | "phone"
  | "tv"
  | "laptop"
  | "headphones"
  | "appliance"
  | "bottle"
  | "lipstick"
  | "sofa"
  | "pot"
  | "lamp"
  | "bed"
  | "shoe"
  | "blocks"
  | "ball"
  | "teddy"

export type SvgImage =
  | { readonly kind: "tile"; readonly label: string; readonly seed: string }
  | { readonly kind: "product"; readonly label: string; readonly seed: string; readonly shape: ProductShape }
  | { readonly kind: "banner"; readonly label: string; readonly seed: string; readonly caption: string }
  | { readonly kind: "bannerMobile"; readonly label: string; readonly seed: string; readonly caption: string }
  | { readonly kind: "cover"; readonly label: string; readonly seed: string }
  | { readonly kind: "logo"; readonly label: string; readonly seed: string }

/** Text escaped for XML character data and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;"
  )

/** FNV-1a, 32 bits: a stable number from a string. */
export const hash32 = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

// Labels are cut on a character boundary (not inside a surrogate pair) before escaping,
// so an escape sequence is never split.
const clip = (text: string, max: number): string => {
  const chars = Array.from(text.trim())
  return chars.length <= max ? chars.join("") : chars.slice(0, max - 1).join("").trimEnd() + "…"
}

const initialOf = (label: string): string => {
  const first = Array.from(label.trim())[0] ?? "B"
  return first.toUpperCase()
}

interface Palette {
  readonly light: string
  readonly mid: string
  readonly deep: string
}

const palette = (seed: string): Palette => {
  const hue = hash32(seed) % 360
  const hue2 = (hue + 35) % 360
  return {
    light: `hsl(${hue},70%,93%)`,
    mid: `hsl(${hue2},65%,80%)`,
    deep: `hsl(${hue},55%,32%)`
  }
}

const FONT = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif"`

// Outlines on a 100×100 grid, filled with the palette's deep colour.
const SHAPES: Record<ProductShape, string> = {
  shirt: `<path d="M30 18 42 12Q50 21 58 12L70 18 86 34 75 45 68 39V88H32V39L25 45 14 34Z"/>`,
  saree: `<path d="M28 12H58L74 30 64 88H22L30 48 24 30Z"/><path d="M58 12 74 30 64 88H54L62 30Z" opacity=".6"/>`,
  phone: `<rect x="32" y="8" width="36" height="84" rx="7"/><rect x="36" y="16" width="28" height="62" rx="2" fill="#fff" opacity=".35"/><circle cx="50" cy="85" r="3" fill="#fff" opacity=".6"/>`,
  tv: `<rect x="8" y="18" width="84" height="52" rx="4"/><rect x="13" y="23" width="74" height="42" fill="#fff" opacity=".3"/><path d="M42 70H58L62 80H38Z"/>`,
  laptop: `<rect x="20" y="22" width="60" height="40" rx="3"/><rect x="24" y="26" width="52" height="32" fill="#fff" opacity=".3"/><path d="M10 66H90L84 76H16Z"/>`,
  headphones: `<path d="M18 60V48A32 32 0 0 1 82 48V60H74V48A24 24 0 0 0 26 48V60Z"/><rect x="14" y="56" width="18" height="30" rx="6"/><rect x="68" y="56" width="18" height="30" rx="6"/>`,
  appliance: `<rect x="22" y="8" width="56" height="84" rx="6"/><circle cx="50" cy="56" r="20" fill="#fff" opacity=".35"/><rect x="30" y="16" width="20" height="5" rx="2" fill="#fff" opacity=".6"/>`,
  bottle: `<path d="M42 8H58V22Q72 30 72 46V84Q72 92 64 92H36Q28 92 28 84V46Q28 30 42 22Z"/><rect x="34" y="50" width="32" height="24" rx="3" fill="#fff" opacity=".4"/>`,
  lipstick: `<path d="M40 34 44 12 60 20V34Z"/><rect x="36" y="34" width="28" height="14"/><rect x="32" y="48" width="36" height="44" rx="4"/>`,
  sofa: `<path d="M12 46Q12 38 20 38H24V28Q24 22 30 22H70Q76 22 76 28V38H80Q88 38 88 46V72H80V82H72V72H28V82H20V72H12Z"/>`,
  pot: `<path d="M26 38Q50 20 74 38Z"/><path d="M18 42H82V68Q82 84 66 84H34Q18 84 18 68Z"/><rect x="6" y="46" width="14" height="6" rx="3"/><rect x="80" y="46" width="14" height="6" rx="3"/>`,
  lamp: `<path d="M34 12H66L78 46H22Z"/><rect x="47" y="46" width="6" height="34"/><ellipse cx="50" cy="84" rx="20" ry="6"/>`,
  bed: `<path d="M10 30H20V52H80V40H90V84H82V74H18V84H10Z"/><rect x="22" y="42" width="22" height="10" rx="4" fill="#fff" opacity=".5"/>`,
  shoe: `<path d="M8 58Q10 40 22 40L36 45Q44 34 54 40L62 49Q80 52 90 63Q94 72 86 76H14Q6 73 8 58Z"/>`,
  blocks: `<rect x="14" y="50" width="34" height="34" rx="3"/><rect x="52" y="50" width="34" height="34" rx="3" opacity=".8"/><rect x="33" y="14" width="34" height="34" rx="3" opacity=".9"/>`,
  ball: `<circle cx="50" cy="50" r="38"/><path d="M14 40Q50 58 86 40M14 60Q50 42 86 60" stroke="#fff" stroke-width="3" fill="none" opacity=".6"/>`,
  teddy: `<circle cx="30" cy="24" r="10"/><circle cx="70" cy="24" r="10"/><circle cx="50" cy="36" r="22"/><ellipse cx="50" cy="72" rx="26" ry="22"/><circle cx="50" cy="40" r="7" fill="#fff" opacity=".5"/>`
}

const svg = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

const gradient = (p: Palette): string =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient></defs>`

const fontSizeFor = (text: string, base: number, widthChars: number): number =>
  Math.max(Math.round(base * 0.55), Math.min(base, Math.floor((base * widthChars) / Math.max(1, Array.from(text).length))))

/**
 * How wide a line of text is drawn, as a share of its font size per character, on the safe side:
 * the font is the reader's system font (DejaVu Sans on Debian, whose bold is wide), not one we ship.
 */
export const EM_PER_CHAR = { bold: 0.72, regular: 0.6 } as const

/**
 * Issue 33: a title or caption in lines of at most `maxChars` characters, words kept whole, at most
 * `maxLines` lines (the last one clipped only when the text cannot fit at all), instead of one line
 * cut with "…" (the home page's offer at 390 px, the blog covers' titles).
 */
export const wrapLines = (text: string, maxChars: number, maxLines: number): ReadonlyArray<string> => {
  const lines: Array<string> = []
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && Array.from(`${last} ${word}`).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length <= maxLines) return lines
  return [...lines.slice(0, maxLines - 1), clip(lines.slice(maxLines - 1).join(" "), maxChars)]
}

/** The largest font size, at most `base`, at which every line fits `width` (by EM_PER_CHAR). */
export const fittingFontSize = (lines: ReadonlyArray<string>, base: number, width: number, weight: keyof typeof EM_PER_CHAR): number => {
  const longest = Math.max(1, ...lines.map((line) => Array.from(line).length))
  return Math.min(base, Math.floor(width / (longest * EM_PER_CHAR[weight])))
}

/** Lines of text, one `<text>` each, the first baseline at `y`. */
const textLines = (lines: ReadonlyArray<string>, x: number, y: number, size: number, lineHeight: number, attributes: string): string =>
  lines.map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" ${attributes} font-size="${size}">${escapeXml(line)}</text>`).join("")

/** The SVG document for an image, as text. */
export const svgText = (image: SvgImage): string => {
  const p = palette(image.seed)
  switch (image.kind) {
    case "tile": {
      const label = clip(image.label, 22)
      return svg(
        300,
        300,
        `${gradient(p)}<rect width="300" height="300" rx="24" fill="url(#g)"/>` +
          `<circle cx="150" cy="120" r="62" fill="${p.deep}" opacity=".9"/>` +
          `<text x="150" y="142" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff">${escapeXml(initialOf(image.label))}</text>` +
          `<text x="150" y="236" text-anchor="middle" ${FONT} font-size="${fontSizeFor(label, 26, 16)}" font-weight="600" fill="${p.deep}">${escapeXml(label)}</text>`
      )
    }
    case "product": {
      const label = clip(image.label, 26)
      return svg(
        600,
        600,
        `${gradient(p)}<rect width="600" height="600" fill="url(#g)"/>` +
          `<g transform="translate(150 90) scale(3)" fill="${p.deep}">${SHAPES[image.shape]}</g>` +
          `<circle cx="530" cy="70" r="40" fill="#fff" opacity=".85"/>` +
          `<text x="530" y="86" text-anchor="middle" ${FONT} font-size="44" font-weight="700" fill="${p.deep}">${escapeXml(initialOf(image.label))}</text>` +
          `<text x="300" y="530" text-anchor="middle" ${FONT} font-size="${fontSizeFor(label, 40, 22)}" font-weight="600" fill="${p.deep}">${escapeXml(label)}</text>`
      )
    }
    case "banner": {
      const label = clip(image.label, 34)
      const caption = clip(image.caption, 56)
      return svg(
        1200,
        400,
        `${gradient(p)}<rect width="1200" height="400" fill="url(#g)"/>` +
          `<circle cx="1040" cy="200" r="260" fill="${p.deep}" opacity=".18"/><circle cx="1090" cy="120" r="120" fill="#fff" opacity=".35"/>` +
          `<text x="80" y="190" ${FONT} font-size="${fittingFontSize([label], 72, 1200 - 80 - 60, "bold")}" font-weight="800" fill="${p.deep}">${escapeXml(label)}</text>` +
          `<text x="82" y="260" ${FONT} font-size="${fittingFontSize([caption], 34, 1200 - 82 - 60, "regular")}" fill="${p.deep}" opacity=".85">${escapeXml(caption)}</text>` +
          `<rect x="82" y="300" width="190" height="52" rx="26" fill="${p.deep}"/>` +
          `<text x="177" y="334" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="#fff">Shop now</text>`
      )
    }
    case "cover": {
      // A blog post's cover (16:9): the whole title in up to three lines, sized to fit, no call to action.
      const lines = wrapLines(image.label, 20, 3)
      const size = fittingFontSize(lines, 80, 1280 - 96 - 96, "bold")
      const lineHeight = Math.round(size * 1.2)
      const top = 360 - ((lines.length - 1) * lineHeight) / 2
      return svg(
        1280,
        720,
        `${gradient(p)}<rect width="1280" height="720" fill="url(#g)"/>` +
          `<circle cx="1080" cy="160" r="300" fill="${p.deep}" opacity=".16"/><circle cx="1140" cy="560" r="140" fill="#fff" opacity=".35"/>` +
          `<rect x="96" y="${Math.round(top - size - 40)}" width="120" height="12" rx="6" fill="${p.deep}"/>` +
          textLines(lines, 96, Math.round(top), size, lineHeight, `${FONT} font-weight="800" fill="${p.deep}"`) +
          `<text x="96" y="${Math.round(top + (lines.length - 1) * lineHeight + 70)}" ${FONT} font-size="34" fill="${p.deep}" opacity=".8">The Bazaar blog</text>`
      )
    }
    case "bannerMobile": {
      // The home page's offer on a phone (issue 33): the name and the caption each in up to two lines,
      // sized to fit, where the caption used to be cut ("up to 60…").
      const title = wrapLines(image.label, 16, 2)
      const titleSize = fittingFontSize(title, 56, 600 - 80, "bold")
      const caption = wrapLines(image.caption, 30, 2)
      const captionSize = fittingFontSize(caption, 28, 600 - 80, "regular")
      const titleLine = Math.round(titleSize * 1.15)
      const captionLine = Math.round(captionSize * 1.3)
      const titleTop = 290 - (title.length - 1) * titleLine
      const captionTop = 290 + Math.round(captionSize * 1.8)
      const button = Math.min(470, captionTop + (caption.length - 1) * captionLine + 36)
      return svg(
        600,
        600,
        `${gradient(p)}<rect width="600" height="600" fill="url(#g)"/>` +
          `<circle cx="480" cy="150" r="170" fill="${p.deep}" opacity=".18"/>` +
          textLines(title, 300, titleTop, titleSize, titleLine, `text-anchor="middle" ${FONT} font-weight="800" fill="${p.deep}"`) +
          textLines(caption, 300, captionTop, captionSize, captionLine, `text-anchor="middle" ${FONT} fill="${p.deep}" opacity=".85"`) +
          `<rect x="205" y="${button}" width="190" height="52" rx="26" fill="${p.deep}"/>` +
          `<text x="300" y="${button + 34}" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="#fff">Shop now</text>`
      )
    }
    case "logo": {
      const label = clip(image.label, 24)
      return svg(
        400,
        200,
        `<rect width="400" height="200" rx="16" fill="${p.light}"/>` +
          `<rect x="24" y="60" width="80" height="80" rx="18" fill="${p.deep}"/>` +
          `<text x="64" y="116" text-anchor="middle" ${FONT} font-size="46" font-weight="800" fill="#fff">${escapeXml(initialOf(image.label))}</text>` +
          `<text x="122" y="112" ${FONT} font-size="${fontSizeFor(label, 34, 14)}" font-weight="700" fill="${p.deep}">${escapeXml(label)}</text>`
      )
    }
  }
}

const encoder = new TextEncoder()

/** The SVG document for an image, as UTF-8 bytes (what is stored and hashed). */
export const svgBytes = (image: SvgImage): Uint8Array => encoder.encode(svgText(image))
