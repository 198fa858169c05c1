import "./styles.css"

// The entry is tiny on purpose (ADR 008): the browser paints the server's first view before any
// of the app's code runs, then the app loads and takes the page over.
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

const showLoadFailure = () => {
  const banner = document.createElement("p")
  banner.setAttribute("role", "alert")
  banner.className = "fixed inset-x-0 bottom-0 z-50 bg-red-700 p-3 text-center text-sm font-semibold text-white"
  banner.textContent = "Loading chunk failed. Check your connection and reload the page."
  document.body.append(banner)
}

void afterNextPaint()
  .then(() => import("./app/start.tsx"))
  .then((app) => app.start())
  .catch(showLoadFailure)
