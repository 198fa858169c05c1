import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// DESIGN §7: the router plugin goes before react(); every route is split into its own chunk.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      // The layout and the home screen travel with the app's start chunk (src/app/start.tsx): most
      // visits start there, and a separate chunk would cost another round trip before the app is live.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === "/_layout" || routeId === "/_layout/" ? [] : undefined)
      }
    }),
    react(),
    tailwindcss()
  ],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/images": "http://localhost:3000" }
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  // The server's build of the first view (ADR 008): lz-string is CommonJS without named exports.
  ssr: { noExternal: ["lz-string"] }
})
