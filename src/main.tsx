import { createRouter, RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { routeTree } from "./routeTree.gen.ts"
import "./styles.css"

// The browser's composition root (STYLE §8): the router now; the root actors join with the storefront.
const router = createRouter({ routeTree, defaultPendingComponent: () => <p className="p-4">Loading...</p> })

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}

const root = document.getElementById("root")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
}
