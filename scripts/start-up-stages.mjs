// The start-up's stages as a build's chunks found them (ADR 053): used by scripts/build-client.mjs.

const STAGE_ENTRY = /[\\/]src[\\/]app[\\/]stages[\\/]([\w-]+)\.stage\.ts$/
const START_ENTRY = /[\\/]src[\\/]app[\\/]start\.tsx$/

/** The chunks of a build's output, by file name. */
/**
 * Pairs of chunks that import each other, as [a, b] once each. Such chunks evaluate in an order
 * their modules did not ask for (a value read before it is made), so the build refuses them.
 */
export const chunksImportingEachOther = (chunks) => {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, new Set(chunk.imports)]))
  return chunks.flatMap((chunk) =>
    chunk.imports.filter((imported) => chunk.fileName < imported && importsOf.get(imported)?.has(chunk.fileName)).map((imported) => [chunk.fileName, imported]))
}

export const chunksOf = (output) => {
  const results = Array.isArray(output) ? output : [output]
  const chunks = new Map()
  for (const result of results) for (const file of result.output) if (file.type === "chunk") chunks.set(file.fileName, file)
  return chunks
}

/**
 * Each module the start-up brings, and the stage that first brings it (`stage-react`, ...): the
 * modules in the chunks a stage's entry imports statically, transitively, less what the page's entry
 * and earlier stages brought. The start chunk's own modules are left where they are.
 * @param {Map<string, { fileName: string, isEntry: boolean, facadeModuleId: string | null, imports: string[], dynamicImports: string[], moduleIds: string[] }>} chunks
 * @returns {Map<string, string>}
 */
export const stageOfModules = (chunks) => {
  const entry = (test) => [...chunks.values()].find((chunk) => chunk.facadeModuleId !== null && test.test(chunk.facadeModuleId))
  const start = entry(START_ENTRY)
  // The page's entry (index.html's script, src/main.tsx): the chunk that imports the start chunk.
  const main = [...chunks.values()].find((chunk) => chunk.isEntry && start !== undefined && chunk.dynamicImports.includes(start.fileName))
  const stages = [...chunks.values()]
    .filter((chunk) => chunk.facadeModuleId !== null && STAGE_ENTRY.test(chunk.facadeModuleId))
    .map((chunk) => ({ name: `stage-${STAGE_ENTRY.exec(chunk.facadeModuleId)[1]}`, chunk }))
  if (main === undefined || start === undefined || stages.length === 0) throw new Error("build-client: the start-up's entries were not found in pass 1")
  // The stages in the order src/main.tsx imports them: the order of their dynamic imports in its chunk.
  const order = main.dynamicImports
  stages.sort((a, b) => order.indexOf(a.chunk.fileName) - order.indexOf(b.chunk.fileName))
  const claimed = new Set()
  const closure = (fileName, into) => {
    if (claimed.has(fileName) || into.has(fileName)) return
    into.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into)
  }
  const claim = (fileName) => {
    const files = new Set()
    closure(fileName, files)
    for (const file of files) claimed.add(file)
    return files
  }
  // What the entry itself brings stays where Rolldown put it (it runs before the first paint).
  claim(main.fileName)
  const stageOf = new Map()
  // A stage's entry (its marker module) goes in its chunk too, so the chunk is what main.tsx imports:
  // one request a stage. The start chunk stays as Rolldown makes it.
  for (const { name, chunk } of [...stages, { name: "stage-app", chunk: start }]) {
    for (const file of claim(chunk.fileName)) {
      if (file === start.fileName) continue
      for (const id of chunks.get(file).moduleIds) stageOf.set(id, name)
    }
  }
  return stageOf
}
