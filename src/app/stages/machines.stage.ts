// Start-up stage 6 (src/main.tsx): XState and the machines of the shop's actor system.
import "#machines/cart.machine.ts"
import "#machines/catalogue-loader.machine.ts"
import "#machines/product-lists.machine.ts"
import "#machines/authentication.machine.ts"
import "#machines/wishlist.machine.ts"
import "#machines/compare.machine.ts"
import "#machines/order.machine.ts"
import "#machines/shop.machine.ts"
