import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// DESIGN §7: the router plugin goes before react(); every route is split into its own chunk.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, routesDirectory: "src/routes", generatedRouteTree: "src/routeTree.gen.ts" }),
    react(),
    tailwindcss()
  ],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/images": "http://localhost:3000" }
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false }
})
