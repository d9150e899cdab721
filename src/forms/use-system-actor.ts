import { createContext, createElement, useContext, useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, InputFrom } from 'xstate'
import type { AppActorSystem, ScopeName } from '../../machines/actor-scope.machine'

const SystemContext = createContext<AppActorSystem | null>(null)

/** The root route hands the app's actor system to every component below it (src/routes/__root.tsx). */
export function ActorSystemProvider({ system, children }: { system: AppActorSystem; children: ReactNode }) {
  return createElement(SystemContext.Provider, { value: system }, children)
}

function useAppSystem(): AppActorSystem {
  const system = useContext(SystemContext)
  if (!system) throw new Error('useSystemActor needs the ActorSystemProvider (the root route gives it)')
  return system
}

export interface SystemActorStart<L extends AnyActorLogic> {
  readonly logic: L
  readonly input?: InputFrom<L>
  /** Where it runs: the signed-in consultant's scope (the default while someone is signed in: it ends with the session) or the app's. */
  readonly scope?: ScopeName
  /**
   * What the actor is of, when it is data (a read: `String(consultantId)`, a list's name): every
   * mount under the same id and key shares one actor, so it starts once even when React throws a
   * first render away and renders again (another component of that render read the system as it
   * changed). Without it, each mount of the component has an actor of its own (a form remounted
   * after it was sent starts empty).
   */
  readonly key?: string
}

/**
 * The one hook that reads the app's actor system (docs/architecture.md, "Screens' data").
 *
 * - `useSystemActor(id)`: the actor running under that system id (the PWA, the unread count), or
 *   undefined while there is none; the component re-renders when it starts or stops.
 * - `useSystemActor(id, { logic, input })`: an actor of this component (a form, a dialog's read, a
 *   one-shot read), started in the system under `id` when the component mounts and stopped when it
 *   unmounts. It runs in the consultant's scope by default, so a session that ends stops it too.
 *   `id` and the logic are read once: give the component a React `key` to start another.
 *   A new mount under the same id replaces the actor (a form remounted after it was sent starts
 *   empty), unless both give the same `key` (a read of the same data: they share it); two
 *   components shown at once need two ids: name each form of a screen apart.
 *
 * Components render its snapshots (`useSelector`) and send it events.
 */
export function useSystemActor<T extends AnyActorRef = AnyActorRef>(systemId: string): T | undefined
export function useSystemActor<L extends AnyActorLogic>(systemId: string, start: SystemActorStart<L>): ActorRefFrom<L>
export function useSystemActor(systemId: string, start?: SystemActorStart<AnyActorLogic>): AnyActorRef | undefined {
  const system = useAppSystem()
  const running = useSyncExternalStore(system.subscribe, () => system.get(systemId))
  // Started once, while the component renders first, so its first render has the actor (as useActorRef does).
  const [scope] = useState(() => (start ? (start.scope ?? (system.get('consultant') ? 'consultant' : 'app')) : null))
  // Keyed by what it is of, or by this mount of the component: React renders a mount twice in strict mode (same
  // key, the same actor), and a new mount under the same id (a form remounted with a new React key) gets a new actor.
  const mount = useId()
  const [owned] = useState(() =>
    start && scope ? { key: start.key ?? mount, ref: system.start(scope, systemId, start.logic, start.input, start.key ?? mount) } : null,
  )
  // Held while shown: the last component that lets go closes it (a microtask later, so strict mode's
  // unmount and mount again, or another mount of the same key in the same commit, keeps it).
  useEffect(() => (owned && scope ? system.hold(scope, systemId, owned.key) : undefined), [system, systemId, scope, owned])
  return owned?.ref ?? running
}
