import { createActor, type ActorRefFrom, type AnyActorRef, type InspectionEvent, type Observer } from 'xstate'
import { actorScopeMachine, type AppActorSystem, type ScopeActor, type ScopeName } from '../../machines/actor-scope.machine'
import { loginData, type SessionActor } from '../../machines/session.selectors'

export type { AppActorSystem }

export interface AppSystem extends AppActorSystem {
  /**
   * Gives the signed-in consultant a scope of their own (systemId `consultant`) for as long as the
   * session is signed in: its end (sign-out, a 401, out of time, another tab) stops that one actor,
   * and with it every screen read, form, dialog, push and unread count of that consultant.
   */
  followSession(session: SessionActor): void
}

/**
 * The app's one actor system (docs/architecture.md, "Screens' data: one actor system"): the root
 * scope, created here once with the Stately inspector's observer in development (src/app/inspect.ts),
 * so every actor spawned below it shows in the inspector under its system id. This is the one
 * `createActor` of the app: everything else is spawned in a scope (machines/actor-scope.machine.ts).
 */
export function createAppSystem({ inspect }: { inspect?: Observer<InspectionEvent> } = {}): AppSystem {
  const root = createActor(actorScopeMachine, { id: 'app', systemId: 'app', ...(inspect ? { inspect } : {}) }).start()
  const listeners = new Set<() => void>()
  // After the current task's work (a component may start an actor while it renders: the others re-read later, not during that render).
  let notifying = false
  const notify = () => {
    if (notifying) return
    notifying = true
    queueMicrotask(() => {
      notifying = false
      listeners.forEach((listener) => listener())
    })
  }
  const scopeOf = (scope: ScopeName) => (scope === 'app' ? root : (root.system.get('consultant') as typeof root | undefined))
  const get = (systemId: string): AnyActorRef | undefined => root.system.get(systemId)

  const open = (scope: ScopeName, group: string, key: string, make: () => readonly ScopeActor[]): Readonly<Record<string, AnyActorRef>> => {
    const ref = scopeOf(scope)
    if (!ref) throw new Error(`No ${scope} scope: nobody is signed in`)
    const current = ref.getSnapshot().context.groups[group]
    if (current?.key !== key) {
      const actors = make()
      // A system id held by another group would make the scope itself fail: refused here instead.
      const taken = actors.find((actor) => get(actor.systemId) && !(current && actor.systemId in current.refs))
      if (taken) throw new Error(`The system id ${taken.systemId} is taken`)
      ref.send({ type: 'scope.open', group, key, actors })
      notify()
    }
    const opened = ref.getSnapshot().context.groups[group]
    // The refs as spawned: one that ended at once (a final state) is no longer in the system but still has its snapshot.
    return opened?.refs ?? {}
  }

  const close = (scope: ScopeName, group: string, key?: string) => {
    const ref = scopeOf(scope)
    if (!ref?.getSnapshot().context.groups[group]) return
    ref.send({ type: 'scope.close', group, ...(key === undefined ? {} : { key }) })
    notify()
  }

  // Users of each group by key (`hold`): the group closes once its last one has let go.
  const users = new Map<string, number>()
  const hold = (scope: ScopeName, group: string, key: string) => {
    const counted = JSON.stringify([scope, group, key])
    users.set(counted, (users.get(counted) ?? 0) + 1)
    let held = true
    return () => {
      if (!held) return
      held = false
      users.set(counted, (users.get(counted) ?? 1) - 1)
      queueMicrotask(() => {
        if ((users.get(counted) ?? 0) > 0) return
        users.delete(counted)
        close(scope, group, key)
      })
    }
  }

  return {
    open,
    hold,
    // One cast: the actor registered under the id is the one spawned from `logic`.
    start: (scope, systemId, logic, input, key = systemId) =>
      open(scope, systemId, key, () => [{ systemId, logic, input }])[systemId] as ActorRefFrom<typeof logic>,
    close,
    get,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    followSession: (session) => {
      // Keyed by the sign-in: an update of the same session keeps the scope (a registration gives the
      // consultant an id and a new token while the form that sent it still runs); another consultant
      // (another tab's sign-in, followed) or a new sign-in after an end starts anew.
      let signedInAs: number | null | undefined = undefined
      let signIns = 0
      const follow = () => {
        const login = loginData(session.getSnapshot())
        if (!login) {
          signedInAs = undefined
          close('app', 'consultant')
          return
        }
        const id = login.customer_data.id
        if (signedInAs === undefined || (signedInAs !== null && id !== signedInAs)) signIns += 1
        signedInAs = id
        open('app', 'consultant', `sign-in ${signIns}`, () => [{ systemId: 'consultant', logic: actorScopeMachine }])
      }
      follow()
      session.subscribe(follow)
    },
  }
}
