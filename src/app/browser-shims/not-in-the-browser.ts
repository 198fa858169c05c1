/**
 * A function of @effect/platform's client that the browser's build leaves out (ADR 054): called,
 * it fails with a sentence naming it, as a defect, never quietly. The shop's browser sends and reads
 * whole bodies, keeps its cookies itself and traces nothing.
 */
export const notInTheBrowser = (name: string) => (..._args: ReadonlyArray<unknown>): never => {
  throw new Error(`${name} is not in the browser's build: it sends and reads whole bodies, keeps its cookies itself and traces nothing (ADR 054).`)
}
