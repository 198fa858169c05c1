import { readdirSync, statSync } from "node:fs"
import { join } from "node:path"

/**
 * The latest modification time (ms) of a file, or of any file under a folder: whether a build is
 * older than what it is built from (the browser journeys' dist/, the fault suites' dist-node/).
 */
export const newestModification = (path: string): number =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((newest, name) => Math.max(newest, newestModification(join(path, name))), 0)
    : statSync(path).mtimeMs
