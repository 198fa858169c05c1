// Start-up stage 5 (src/main.tsx): the domain's Schemas and rules.
import "#domain/common.ts"
import "#domain/catalogue.ts"
import "#domain/product.ts"
import "#domain/brand.ts"
import "#domain/cart.ts"
import "#domain/pricing.ts"
import "#domain/order.ts"
import "#domain/settings.ts"
