import "./styles.css"

// The entry is tiny on purpose (ADR 008): the browser paints the server's first view before any
// of the app's code runs, then the app loads and takes the page over.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Resolves once the browser has painted the server's first view: a frame callback can run before
 * the frame's content is on screen, so the paint entry is what is waited for (with a fallback for
 * a page that has nothing to paint).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0
    // A page without a first view (a shopper's own screens) has nothing to wait for.
    const first = document.getElementById("root")?.firstElementChild
    const nothingToPaint = first == null || first.hasAttribute("data-loading")
    if (nothingToPaint || painted() || typeof PerformanceObserver === "undefined") return resolve()
    const observer = new PerformanceObserver(() => {
      if (!painted()) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: "paint", buffered: true })
    setTimeout(() => {
      observer.disconnect()
      resolve()
    }, 3_000)
  }).then(nextTask)

const showLoadFailure = () => {
  const banner = document.createElement("p")
  banner.setAttribute("role", "alert")
  banner.className = "fixed inset-x-0 bottom-0 z-50 bg-red-700 p-3 text-center text-sm font-semibold text-white"
  banner.textContent = "Loading chunk failed. Check your connection and reload the page."
  document.body.append(banner)
}

/**
 * The modules under the app, evaluated one stage per task before the app itself (ADR 010):
 * evaluating them all in the task that imports the app blocked a throttled phone's main thread for
 * half a second. Each stage imports the app's own modules for their effect only, so nothing is
 * kept in the build that the app does not use; every module is still evaluated once. The files are
 * already on their way (fetchAppFiles).
 */
const STAGES: ReadonlyArray<() => Promise<unknown>> = [
  () => import("./app/stages/react.stage.ts"),
  () => import("./app/stages/effect-data.stage.ts"),
  () => import("./app/stages/effect-core.stage.ts"),
  () => import("./app/stages/schema.stage.ts"),
  () => import("./app/stages/schemas.stage.ts"),
  () => import("./app/stages/machines.stage.ts"),
  () => import("./app/stages/routes.stage.ts")
]

/** Starts fetching the app's files in one step (vite.config.ts lists them in the page). */
const fetchAppFiles = () => {
  const links = document.querySelector<HTMLTemplateElement>("template#bazaar-preload")?.content
  if (links !== undefined) document.head.append(links)
}

const start = async () => {
  await afterFirstPaint()
  fetchAppFiles()
  for (const stage of STAGES) {
    await stage()
    await nextTask()
  }
  const app = await import("./app/start.tsx")
  await app.start()
  keepForOffline()
}

/**
 * The service worker (ADR 013) keeps the shop's files and the catalogue seen for offline use. It is
 * registered once the app is live and the browser is idle, so it never competes with the first
 * screen; the development server has none.
 */
const keepForOffline = () => {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return
  const register = () => void navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("The shop cannot be kept for offline use:", error))
  if (typeof requestIdleCallback === "function") requestIdleCallback(register, { timeout: 5_000 })
  else setTimeout(register, 1_000)
}

start().catch(showLoadFailure)
