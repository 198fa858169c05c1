// Runs before `npm start` and `npm test` (plain Node, no dependencies): checks the Node version and
// installs the locked dependencies when they are missing or older than package-lock.json, so the
// README's two commands work on a fresh clone.
import { execSync } from "node:child_process"
import { existsSync, statSync } from "node:fs"

const [major, minor] = process.versions.node.split(".").map(Number)
const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 24
if (!supported) {
  console.error(`Bazaar needs Node ^20.19, ^22.12 or >=24; this is ${process.versions.node}.`)
  process.exit(1)
}

const installed = "node_modules/.package-lock.json"
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync("package-lock.json").mtimeMs
if (stale) {
  // `npm install` honours package-lock.json. Not `npm ci`: it refuses a lock that lacks the optional
  // binaries of other platforms, which a registry mirror without them leaves out (docs/decisions/001).
  console.error("Installing the locked dependencies (npm install)...")
  execSync("npm install --no-audit --no-fund", { stdio: "inherit" })
}
