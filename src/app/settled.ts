import type { AnyActorRef, SnapshotFrom } from "xstate"

/**
 * The actor's first snapshot, its current one included, for which `done` holds; or, after
 * `timeoutMs`, its snapshot then. XState's `waitFor` does this and more (errors, abort signals); it is
 * not used because any xstate export the app uses anywhere lands in the xstate chunk the home page
 * loads first: measured, `waitFor` cost that page 262 bytes gzipped of a budget it was 0.5 KB over
 * (ADR 017). This lives in the screens' lazy chunks only.
 */
export const settled = <A extends AnyActorRef>(actor: A, done: (snapshot: SnapshotFrom<A>) => boolean, timeoutMs = Number.POSITIVE_INFINITY): Promise<SnapshotFrom<A>> =>
  new Promise((resolve) => {
    const now = actor.getSnapshot() as SnapshotFrom<A>
    if (done(now)) return resolve(now)
    const finish = (snapshot: SnapshotFrom<A>) => {
      clearTimeout(timer)
      subscription.unsubscribe()
      resolve(snapshot)
    }
    const subscription = actor.subscribe((snapshot: SnapshotFrom<A>) => {
      if (done(snapshot)) finish(snapshot)
    })
    const timer = Number.isFinite(timeoutMs) ? setTimeout(() => finish(actor.getSnapshot() as SnapshotFrom<A>), timeoutMs) : undefined
  })
