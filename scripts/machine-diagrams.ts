// `npm run docs:machines`: draws the statechart of every machine, and the shop's actor system as the
// inspector receives it, into docs/machines.md (between `<!-- generated:... -->` marks) from the
// machines' own definitions. A unit test keeps the document current.
import { readFileSync, writeFileSync } from "node:fs"
import { type AnyStateMachine, createActor, fromPromise, type InspectionEvent } from "xstate"
import { orderLifecycleMachine } from "#domain/order-lifecycle.machine.ts"
import { addressFormMachine } from "#machines/address-form.machine.ts"
import { authenticationMachine } from "#machines/authentication.machine.ts"
import { brandMachine } from "#machines/brand.machine.ts"
import { callMachine } from "#machines/call.machine.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { catalogueLoaderMachine } from "#machines/catalogue-loader.machine.ts"
import { catalogueSuggestionsMachine } from "#machines/catalogue-suggestions.machine.ts"
import { checkoutMachine } from "#machines/checkout.machine.ts"
import { compareMachine } from "#machines/compare.machine.ts"
import { orderMachine } from "#machines/order.machine.ts"
import { productListsMachine } from "#machines/product-lists.machine.ts"
import { recentlyViewedMachine } from "#machines/recently-viewed.machine.ts"
import { returnRequestMachine } from "#machines/return-request.machine.ts"
import { returnLifecycleMachine } from "#domain/return-lifecycle.machine.ts"
import { reviewsMachine } from "#machines/reviews.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import { stockAlertMachine } from "#machines/stock-alert.machine.ts"
import { checkoutInput, screenOpen, shopMachine, superCategoryAdminInput } from "#machines/shop.machine.ts"
import { emptyShopInput } from "#machines/shop-fixtures.test-support.ts"
import { superCategoryAdminMachine } from "#machines/super-category-admin.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"

export const MACHINES_DOC = "docs/machines.md"

/** Every machine of the browser, and the order lifecycle both sides run, by the name its diagram has in the document. */
export const DIAGRAMMED: Readonly<Record<string, AnyStateMachine>> = {
  shop: shopMachine,
  cart: cartMachine,
  catalogueLoader: catalogueLoaderMachine,
  productLists: productListsMachine,
  authentication: authenticationMachine,
  addressForm: addressFormMachine,
  brand: brandMachine,
  superCategoryAdmin: superCategoryAdminMachine,
  order: orderMachine,
  orderLifecycle: orderLifecycleMachine,
  checkout: checkoutMachine,
  wishlist: wishlistMachine,
  compare: compareMachine,
  recentlyViewed: recentlyViewedMachine,
  reviews: reviewsMachine,
  call: callMachine,
  returnLifecycle: returnLifecycleMachine,
  returnRequest: returnRequestMachine,
  stockAlert: stockAlertMachine,
  catalogueSuggestions: catalogueSuggestionsMachine
}

// The parts of XState's state nodes a diagram reads.
interface Node {
  readonly key: string
  readonly id: string
  readonly type: "atomic" | "compound" | "parallel" | "final" | "history"
  readonly parent?: Node
  readonly states: Readonly<Record<string, Node>>
  readonly initial?: { readonly target: ReadonlyArray<Node> }
  readonly always?: ReadonlyArray<Transition>
  readonly transitions: ReadonlyMap<string, ReadonlyArray<Transition>>
  readonly invoke: ReadonlyArray<{ readonly id: string; readonly src: unknown }>
  readonly tags: ReadonlyArray<string>
}

interface Transition {
  readonly eventType: string
  readonly guard?: unknown
  readonly target?: ReadonlyArray<Node>
  readonly reenter?: boolean
}

const nodeId = (node: Node) => node.id.replace(/[^A-Za-z0-9]/g, "_")

const ancestors = (node: Node): ReadonlyArray<Node> => (node.parent === undefined ? [node] : [...ancestors(node.parent), node])

/** The composite whose block a transition between two nodes is drawn in. */
const scopeOf = (source: Node, target: Node): Node => {
  const a = ancestors(source)
  const b = ancestors(target)
  let common = a[0]!
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i]; i++) common = a[i]!
  return (common === source || common === target) && common.parent !== undefined ? common.parent : common
}

const guardName = (guard: unknown): string | null => {
  if (guard === undefined) return null
  if (typeof guard === "string") return guard
  if (typeof guard === "object" && guard !== null && "type" in guard) return String((guard as { readonly type: unknown }).type)
  return "guard"
}

const srcName = (src: unknown): string => (typeof src === "string" ? src : "an actor")

const eventLabel = (eventType: string, invokes: ReadonlyMap<string, string>): string => {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done !== null) return `${invokes.get(done[1]!) ?? done[1]} done`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error !== null) return `${invokes.get(error[1]!) ?? error[1]} error`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after !== null) return `after ${after[1]}`
  return eventType === "" ? "always" : eventType
}

const labelOf = (transition: Transition, invokes: ReadonlyMap<string, string>) => {
  const guard = guardName(transition.guard)
  return `${eventLabel(transition.eventType, invokes)}${guard === null ? "" : ` [${guard}]`}`.replace(/:/g, " ")
}

const allNodes = (node: Node): ReadonlyArray<Node> => [node, ...Object.values(node.states).flatMap(allNodes)]

/** One machine's statechart as a Mermaid state diagram, read from its definition. */
export const renderMachine = (machine: AnyStateMachine): string => {
  const root = machine.root as unknown as Node
  const nodes = allNodes(root)
  const invokes = new Map(nodes.flatMap((node) => node.invoke.map((invoke) => [invoke.id, srcName(invoke.src)] as const)))
  // Transitions drawn inside each composite's block; targetless ones listed in a note on their state.
  const edges = new Map<Node, Array<string>>()
  const internal = new Map<Node, Array<string>>()
  const draw = (scope: Node, line: string) => edges.set(scope, [...(edges.get(scope) ?? []), line])
  for (const node of nodes) {
    const outgoing = [...node.transitions.values()].flat().concat(node.always ?? [])
    for (const transition of outgoing) {
      const label = labelOf(transition, invokes)
      if (transition.target === undefined || transition.target.length === 0) {
        internal.set(node, [...(internal.get(node) ?? []), label])
        continue
      }
      for (const target of transition.target) {
        if (node === root) {
          internal.set(node, [...(internal.get(node) ?? []), `${label} to ${target.key}`])
          continue
        }
        draw(scopeOf(node, target), `${nodeId(node)} --> ${nodeId(target)} : ${label}`)
      }
    }
  }
  const lines: Array<string> = []
  const block = (node: Node, indent: string) => {
    const children = Object.values(node.states)
    if (node.type === "parallel") {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}--`)
        declare(child, indent)
      })
    } else {
      const initial = node.initial?.target[0]
      if (initial !== undefined) lines.push(`${indent}[*] --> ${nodeId(initial)}`)
      for (const child of children) declare(child, indent)
    }
    for (const edge of edges.get(node) ?? []) lines.push(`${indent}${edge}`)
  }
  const declare = (node: Node, indent: string) => {
    const notes = [
      ...node.tags.map((tag) => `tag ${tag}`),
      ...node.invoke.map((invoke) => `invokes ${srcName(invoke.src)}`)
    ]
    lines.push(`${indent}state "${node.key}${notes.length === 0 ? "" : ` (${notes.join(", ")})`}" as ${nodeId(node)}`)
    if (node.type === "final") lines.push(`${indent}${nodeId(node)} --> [*]`)
    if (Object.keys(node.states).length > 0) {
      lines.push(`${indent}state ${nodeId(node)} {`)
      block(node, `${indent}  `)
      lines.push(`${indent}}`)
    }
    const also = internal.get(node)
    if (also !== undefined) lines.push(`${indent}note right of ${nodeId(node)} : ${[...new Set(also)].join(", ")}`)
  }
  lines.push("stateDiagram-v2")
  if (Object.keys(root.states).length === 0) {
    lines.push(`  state "${root.key}" as ${nodeId(root)}`, `  [*] --> ${nodeId(root)}`)
    const also = internal.get(root)
    if (also !== undefined) for (const label of [...new Set(also)]) lines.push(`  ${nodeId(root)} --> ${nodeId(root)} : ${label}`)
  } else {
    block(root, "  ")
    const also = internal.get(root)
    if (also !== undefined) lines.push(`  note "in every state: ${[...new Set(also)].join(", ")}" as ${nodeId(root)}_everywhere`)
  }
  return lines.join("\n")
}

/** What the shop's root is created from here: nothing restored (the system's shape does not depend on it). */
const EMPTY_INPUT = emptyShopInput()

/**
 * The shop's actor system as the Stately inspector receives it (`@xstate.actor` events, each with
 * its parent and its machine's definition), once a checkout and the admin actors are spawned: a
 * tree of system ids and the machine each runs.
 */
export const renderSystem = (): string => {
  const actors: Array<{ readonly sessionId: string; readonly parentId: string | undefined; readonly name: string; readonly machine: string }> = []
  const inspect = (event: InspectionEvent) => {
    if (event.type !== "@xstate.actor") return
    const ref = event.actorRef as unknown as { readonly sessionId: string; readonly id: string; readonly _parent?: { readonly sessionId: string }; readonly logic: { readonly config?: { readonly id?: string } } }
    actors.push({ sessionId: ref.sessionId, parentId: ref._parent?.sessionId, name: ref.id, machine: ref.logic.config?.id === undefined ? "callback actor" : `machine ${ref.logic.config.id}` })
  }
  // Started with calls that never answer (nothing is fetched), then stopped once drawn.
  const quiet = <Output, Input>() => fromPromise<Output, Input>(() => new Promise<Output>(() => {}))
  const shop = createActor(
    shopMachine.provide({ actors: { catalogueLoader: catalogueLoaderMachine.provide({ actors: { fetchList: quiet() } }) } }),
    { input: EMPTY_INPUT, systemId: SYSTEM_IDS.shop, inspect }
  ).start()
  // The checkout and the admin actors arrive later, opened as screens' actors (`screen.open`).
  shop.send(screenOpen(SYSTEM_IDS.checkout, checkoutMachine, checkoutInput("co-diagram-key")))
  shop.send(screenOpen(SYSTEM_IDS.adminBrands, brandMachine.provide({ actors: { fetchBrands: quiet() } }), () => ({ restored: null })))
  shop.send(screenOpen(SYSTEM_IDS.adminSuperCategories, superCategoryAdminMachine.provide({ actors: { fetchSuperCategories: quiet() } }), superCategoryAdminInput))
  shop.stop()
  const byParent = (parentId: string | undefined) => actors.filter((actor) => actor.parentId === parentId && actor.name !== "")
  const lines = ["flowchart LR"]
  const root = actors.find((actor) => actor.parentId === undefined)
  if (root === undefined) throw new Error("no root actor was created")
  // Nodes are named by the actor's id, not its session id: session ids count every actor the
  // process has made, so they differ with what ran before.
  const node = (name: string) => name.replace(/[^A-Za-z0-9]/g, "_")
  lines.push(`  ${node(SYSTEM_IDS.shop)}["${SYSTEM_IDS.shop} · ${root.machine}"]`)
  for (const child of byParent(root.sessionId)) {
    lines.push(`  ${node(SYSTEM_IDS.shop)} --> ${node(child.name)}["${child.name} · ${child.machine}"]`)
  }
  return lines.join("\n")
}

const fence = (diagram: string) => ["```mermaid", diagram, "```"].join("\n")

/** The document with every generated block drawn anew. */
export const renderMachinesDoc = (doc: string): string =>
  doc.replace(/<!-- generated:(\w+) -->[\s\S]*?<!-- \/generated -->/g, (_, name: string) => {
    const diagram = name === "system" ? renderSystem() : DIAGRAMMED[name] === undefined ? null : renderMachine(DIAGRAMMED[name])
    if (diagram === null) throw new Error(`docs/machines.md names a machine that does not exist: ${name}`)
    return `<!-- generated:${name} -->\n${fence(diagram)}\n<!-- /generated -->`
  })

if (process.argv[1]?.endsWith("machine-diagrams.ts")) {
  writeFileSync(MACHINES_DOC, renderMachinesDoc(readFileSync(MACHINES_DOC, "utf8")))
  console.log(`${MACHINES_DOC}: diagrams drawn from the machines' definitions`)
}
