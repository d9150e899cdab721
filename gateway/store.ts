import type { LoginData } from '../src/api/schemas'
import { PERSONAS, loginDataOf, type PersonaSpec } from './personas'

export interface Session {
  token: string
  personaId: string
  /** The staff persona key when staff is viewing this persona. */
  impersonatedBy: string | null
}

export interface PersonaState {
  /** Its key in the store: the persona's own key, or `<key>~<n>` for a sign-in's copy. */
  key: string
  spec: PersonaSpec
  /** Mutable: registration, agreement and payment methods change it. */
  login: LoginData
}

export interface StoreOptions {
  seed: number
  now: Date
}

/**
 * In-memory state of the demo gateway. It resets on restart; the same seed and
 * the same `now` give the same data. Service modules keep their own seeded data
 * keyed by consultant id and reach personas and sessions through this store.
 */
export class GatewayStore {
  readonly seed: number
  /** The demo's "today": the data is laid out relative to it, so it stays still while the gateway runs. */
  readonly now: Date
  /** When the store was made, by the machine's clock (see `clock`). */
  private readonly startedAt = Date.now()
  private readonly personas = new Map<string, PersonaState>()
  private readonly sessions = new Map<string, Session>()
  private readonly codes = new Map<string, { personaKey: string; state: string }>()
  /** Each sign-in's own copy of its persona (forkPersona). */
  private readonly copies = new Map<string, PersonaState>()
  private counter = 0

  constructor(options: StoreOptions) {
    this.seed = options.seed
    this.now = options.now
    for (const spec of PERSONAS) this.personas.set(spec.key, { key: spec.key, spec, login: loginDataOf(spec, options.now) })
  }

  /**
   * The gateway's time for what happens while it runs (a push sent now, a subscription): `now` moved on by the
   * time since the store was made, so it agrees with a browser whose clock starts at `now` (the browser tests).
   */
  clock(): Date {
    return new Date(this.now.getTime() + (Date.now() - this.startedAt))
  }

  persona(key: string): PersonaState {
    const p = this.personas.get(key) ?? this.copies.get(key)
    if (!p) throw new Error(`unknown persona ${key}`)
    return p
  }

  /** The demo personas, then every sign-in's copy (a consultant registered in a copy is found here). */
  allPersonas(): PersonaState[] {
    return [...this.personas.values(), ...this.copies.values()]
  }

  /**
   * Every pick on the sign-in page works on a fresh copy of the persona, so what one
   * sign-in changes (registering, accepting the agreement, adding a payment method)
   * never leaks into the next sign-in as that persona: a demo can be replayed, and
   * browser tests can run in any order. The copy's payment-method list is its own too;
   * data keyed by consultant id (orders, notifications) stays shared.
   */
  forkPersona(key: string): PersonaState {
    const base = this.persona(key)
    this.counter += 1
    const copy: PersonaState = { key: `${base.spec.key}~${this.counter}`, spec: base.spec, login: structuredClone(base.login) }
    this.copies.set(copy.key, copy)
    return copy
  }

  /** The most recent record with that consultant id (a sign-in's copy before the demo persona). */
  personaByConsultantId(id: number): PersonaState | undefined {
    return this.allPersonas().findLast((p) => p.login.customer_data.id === id)
  }

  personaByEmail(email: string): PersonaState | undefined {
    return this.allPersonas().find((p) => p.login.customer_data.email.toLowerCase() === email.toLowerCase())
  }

  private nextId(prefix: string): string {
    this.counter += 1
    return `${prefix}-${this.seed.toString(36)}-${this.counter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  }

  /** One-time code for the simulated central sign-in. */
  issueCode(personaKey: string, state: string): string {
    const code = this.nextId('code')
    this.codes.set(code, { personaKey, state })
    return code
  }

  redeemCode(code: string): { personaKey: string; state: string } | undefined {
    const entry = this.codes.get(code)
    this.codes.delete(code)
    return entry
  }

  openSession(personaId: string, impersonatedBy: string | null): Session {
    const session = { token: this.nextId('tok'), personaId, impersonatedBy }
    this.sessions.set(session.token, session)
    return session
  }

  sessionFor(token: string): Session | undefined {
    return this.sessions.get(token)
  }

  closeSession(token: string): void {
    this.sessions.delete(token)
  }
}
