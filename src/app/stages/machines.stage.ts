// Start-up stage 6 (src/main.tsx): XState and the root actors' machines.
import "#machines/cart.machine.ts"
import "#machines/catalogue-loader.machine.ts"
import "#machines/product-lists.machine.ts"
import "#machines/authentication.machine.ts"
import "#machines/wishlist.machine.ts"
import "#machines/compare.machine.ts"
