// `npm run bench:load -- --processes N`: N API server processes behind one port (node:cluster:
// the primary owns the port and hands connections to the workers), to show that nothing depends on
// one process's memory. Each worker is the ordinary server (server/main.ts) with the same settings.
import cluster from "node:cluster"

const workers = Number(process.env["BAZAAR_PROCESSES"] ?? "2")

if (cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork()
  const stopAll = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM")
  }
  process.on("SIGTERM", stopAll)
  process.on("SIGINT", stopAll)
  let exited = 0
  cluster.on("exit", () => {
    if (++exited === workers) process.exit(0)
  })
} else {
  await import("../server/main.ts")
}
