/** A read made on its first call only: every later call answers the same promise (a loader's described read, read by its screen). */
export const once = <A>(read: () => Promise<A>): (() => Promise<A>) => {
  let answer: Promise<A> | undefined
  return () => (answer ??= read())
}
