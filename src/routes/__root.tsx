import { createRootRoute, Link, Outlet } from "@tanstack/react-router"

export const Route = createRootRoute({
  component: () => (
    <div className="min-h-screen bg-white text-slate-900">
      <header className="border-b border-slate-200 px-4 py-3">
        <Link to="/" className="text-xl font-bold text-orange-600">Bazaar</Link>
      </header>
      <main className="mx-auto max-w-6xl p-4">
        <Outlet />
      </main>
    </div>
  ),
  errorComponent: () => <p className="p-4">Unexpected Application Error!</p>,
  notFoundComponent: () => (
    <div className="p-4">
      <p>This page does not exist.</p>
      <Link to="/" className="text-orange-600 underline">Go to the home page</Link>
    </div>
  )
})
