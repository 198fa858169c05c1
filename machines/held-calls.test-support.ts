import { fromPromise } from "xstate"

// Test support, not a test: the name does not match `*.test.ts`, so vitest never runs it as a file.

/** One call made by the machine to a held fake actor; the test answers it by hand. */
export type HeldCall<Output, Input, Extra extends object = Record<never, never>> = Extra & {
  readonly input: Input
  readonly signal: AbortSignal
  settled: boolean
  readonly resolve: (output: Output) => void
  readonly reject: (error: unknown) => void
}

export interface HeldCallsOptions {
  /** What a call is called in the helpers' error messages ("call" unless told). */
  readonly what?: string
}

/**
 * A fake call whose answers the test gives by hand: every call the machine makes is recorded in
 * `calls`, in order, and stays pending until the test resolves or rejects it.
 *
 * `logic` is the fake actor. Several fakes may share one record of calls through `logicWith`, which
 * adds the fields `Extra` to each call, computed from its input when the call is made (throwing there
 * rejects the call and records nothing).
 */
export const heldCalls = <Output, Input, Extra extends object = Record<never, never>>(options: HeldCallsOptions = {}) => {
  const what = options.what ?? "call"
  const calls: Array<HeldCall<Output, Input, Extra>> = []
  const logicWith = <I extends Input>(extra: (input: I) => Extra) =>
    fromPromise<Output, I>(
      ({ input, signal }) =>
        new Promise<Output>((resolve, reject) => {
          const call: HeldCall<Output, Input, Extra> = {
            ...extra(input),
            input,
            signal,
            settled: false,
            resolve: (output) => {
              call.settled = true
              resolve(output)
            },
            reject: (error) => {
              call.settled = true
              reject(error)
            }
          }
          calls.push(call)
        })
    )
  /** The fake actor, for calls that carry no `Extra` fields. */
  const logic = logicWith<Input>(() => ({}) as Extra)
  /** Calls still awaited by the machine (not settled, not abandoned). */
  const live = () => calls.filter((call) => !call.settled && !call.signal.aborted)
  /** The one live call; throws unless exactly one is live. */
  const only = () => {
    const [call, ...others] = live()
    if (call === undefined || others.length > 0) throw new Error(`expected one pending ${what}, found ${live().length}`)
    return call
  }
  /** The last live call; throws if none is live. */
  const latest = () => {
    const call = live().at(-1)
    if (call === undefined) throw new Error(`no ${what} is pending`)
    return call
  }
  return { logic, logicWith, calls, live, only, latest }
}
