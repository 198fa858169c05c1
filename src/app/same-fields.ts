/**
 * Whether two selections of an actor's snapshot hold the same values, field by field (`Object.is`):
 * the comparison a screen gives `useSelector` when it selects several fields at once, so it draws
 * again only when one of them changed, not on every snapshot of the actor.
 */
export const sameFields = <A extends Readonly<Record<string, unknown>>>(a: A, b: A): boolean => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}
