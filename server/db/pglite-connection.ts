import { EventEmitter } from "node:events"
import type { PGlite } from "@electric-sql/pglite"
import type { BackendMessage } from "pg-protocol/dist/messages.js"
import { serialize } from "pg-protocol"

// Issue 18 item 3 (ADR 026): node-postgres's connection to PGlite, in place of PGlite's own adapter
// (@electric-sql/pglite/node-postgres). That adapter hands each protocol message to PGlite as soon
// as node-postgres writes it: a statement with parameters is Parse, Bind, Describe, Execute and
// Sync, five calls into PostgreSQL's main loop, each followed by its own file-system sync and a
// promise round. A socket to a PostgreSQL server carries them together; so does this connection,
// which keeps the messages until Sync (or Flush, or a simple Query) and gives them to PGlite in
// one call. PostgreSQL reads them in order either way, and answers them as it would on a socket.

type Messages = ReadonlyArray<BackendMessage & { readonly name: string }>

/** pg's `Connection`, as node-postgres's Client drives it, over a PGlite instance. */
export class PgliteConnection extends EventEmitter {
  _connecting = false
  readonly stream = { destroy: () => this.end() }
  /** node-postgres keeps the connection's prepared statements here (it reads and writes them). */
  parsedStatements: Record<string, string> = {}
  submittedNamedStatements: Record<string, string> = {}
  readonly #pglite: PGlite
  readonly #syncToFs: boolean
  #waiting: Array<Uint8Array> = []
  #chain: Promise<unknown>
  #messageListeners = false

  /**
   * `syncToFs: false` when PGlite writes its files itself (a directory on disk, NodeFS, or memory):
   * its sync after each call then does nothing but wait its turn behind a lock.
   */
  constructor(pglite: PGlite, options: { readonly syncToFs: boolean } = { syncToFs: true }) {
    super()
    this.#pglite = pglite
    this.#syncToFs = options.syncToFs
    this.#chain = pglite.waitReady
    this.on("newListener", (event) => {
      if (event === "message") this.#messageListeners = true
    })
  }

  async connect(): Promise<void> {
    this._connecting = true
    await this.#pglite.waitReady
    process.nextTick(() => this.emit("readyForQuery"))
  }

  // No TLS, start-up or password exchange with an embedded database.
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  sendSASLInitialResponseMessage(mechanism: string, response: string): void {
    this.#send(serialize.sendSASLInitialResponseMessage(mechanism, response))
  }
  sendSCRAMClientFinalMessage(additionalData: string): void {
    this.#send(serialize.sendSCRAMClientFinalMessage(additionalData))
  }
  query(text: string): void {
    this.#send(serialize.query(text))
  }
  parse(query: Parameters<typeof serialize.parse>[0]): void {
    this.#waiting.push(serialize.parse(query))
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.#waiting.push(serialize.bind(config))
  }
  describe(message: Parameters<typeof serialize.describe>[0]): void {
    this.#waiting.push(serialize.describe(message))
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.#waiting.push(serialize.execute(config))
  }
  close(message: Parameters<typeof serialize.close>[0]): void {
    this.#waiting.push(serialize.close(message))
  }
  flush(): void {
    this.#send(serialize.flush())
  }
  sync(): void {
    this.#send(serialize.sync())
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.#send(serialize.copyData(chunk))
  }
  endCopyFrom(): void {
    this.#send(serialize.copyDone())
  }
  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message))
  }

  end(): void {
    this.#waiting = []
    this.#chain = this.#chain.then(() => {
      this.emit("end")
    })
    for (const event of this.eventNames()) if (event !== "newListener") this.removeAllListeners(event)
    this.#messageListeners = false
  }

  /** The waiting messages and this one, in one call into PGlite, after what was sent before. */
  #send(last: Uint8Array): void {
    const parts = this.#waiting
    this.#waiting = []
    parts.push(last)
    const message = parts.length === 1 ? last : Buffer.concat(parts)
    this.#chain = this.#chain
      // Under PGlite's own query lock: a call of PGlite's that did not take it (its exec, its listen)
      // could run between this message and its answer and take the answer as its own, leaving the
      // pool's one client waiting for good (seen at start-up: a LISTEN beside the first sweeps).
      .then(() => this.#pglite._runExclusiveQuery(() =>
        this.#pglite.execProtocolStream(message, { throwOnError: false, syncToFs: this.#syncToFs })) as Promise<Messages>)
      .then((messages) => {
        for (const answer of messages) {
          if (this.#messageListeners) this.emit("message", answer)
          this.emit(answer.name === "error" ? "errorMessage" : answer.name, answer)
        }
      })
      .catch((error: unknown) => {
        this.emit("error", error)
      })
  }
}
