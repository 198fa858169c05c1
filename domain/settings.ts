import { Schema } from "effect"

/**
 * The shop's settings (issue 6, DESIGN §4): the rain status, which drives the §9 rain fee in every
 * cart, and where the 'Sell on' links open (§1 seller portal). Admins change them.
 */
export const ShopSettings = Schema.Struct({
  rainStatus: Schema.Boolean,
  sellerPortalUrl: Schema.String.pipe(Schema.maxLength(2048), Schema.pattern(/^https?:\/\/[^\s"'<>]+$/, { message: () => "must be an http(s) URL" }))
})
export type ShopSettings = typeof ShopSettings.Type
