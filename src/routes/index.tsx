import { createFileRoute } from "@tanstack/react-router"
import { runApi } from "../app/api-client.ts"

// The foundation's home screen: the six super categories from the API through the derived client.
// The storefront (header, catalogue actors, sliders, product lists) replaces it.
export const Route = createFileRoute("/")({
  loader: () => runApi((api) => api.supercategory.all({ urlParams: {} })),
  component: Home
})

function Home() {
  const { supercategories } = Route.useLoaderData()
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Shop by category</h1>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {supercategories.filter((s) => s.showProducts).map((s) => (
          <li key={s._id} className="rounded-lg border border-slate-200 p-3">
            <img src={s.desktopImage} alt="" className="mb-2 aspect-[3/2] w-full rounded object-cover" />
            <span className="font-medium">{s.name}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
