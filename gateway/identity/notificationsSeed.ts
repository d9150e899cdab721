import { createRng, seedOf, type Rng } from '../rng'
import type { GatewayStore, PersonaState } from '../store'
import type { NotificationType } from '../../src/api/schemas'
import type { StoredNotification } from './state'
import { consultantData } from '../data/model'
import { bonusesOf } from '../data/bonuses'

/** A template that has nothing to point at (no orders yet) gives way to a general one. */
function pickMessage(rng: Rng, at: Date, targets: Targets): Message {
  for (;;) {
    const message = rng.pick(TEMPLATES)(rng, at, targets)
    if (message) return message
  }
}

const HOUR = 3600 * 1000
const DAY = 24 * HOUR
const MEMBERS = ['Kwesi Appiah', 'Abena Owusu', 'Yaa Asantewaa', 'Kojo Mensah', 'Akua Boateng', 'Ekow Quansah']
const MONTH = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** What a notification may point at: the consultant's real orders and bonuses from the commerce model. */
interface Targets {
  orders: readonly { id: string; number: string; order_type: string }[]
  bonuses: readonly { id: number; name: string }[]
}

interface Message {
  label: string
  url: string | null
  type: NotificationType
}

type Template = (rng: Rng, at: Date, targets: Targets) => Message | null

const order = (rng: Rng, targets: Targets) => {
  if (targets.orders.length === 0) return null
  const o = rng.pick(targets.orders)
  return { number: o.number, url: `/orders/${encodeURIComponent(o.id)}/orderType/${o.order_type}` }
}

const TEMPLATES: readonly Template[] = [
  (rng, _at, t) => { const o = order(rng, t); return o && { label: `Your order #${o.number} was delivered`, url: o.url, type: 'orders' } },
  (rng, _at, t) => { const o = order(rng, t); return o && { label: `Your order #${o.number} has been shipped`, url: o.url, type: 'orders' } },
  (rng, _at, t) => { const o = order(rng, t); return o && { label: `An item of order #${o.number} could not be delivered`, url: o.url, type: 'orders' } },
  (rng, _at, t) => { if (!t.bonuses.length) return null; const b = rng.pick(t.bonuses); return { label: `Bonus "${b.name}" is now available`, url: `/bonuses/details/${b.id}`, type: 'bonuses' } },
  (rng, _at, t) => { if (!t.bonuses.length) return null; const b = rng.pick(t.bonuses); return { label: `You achieved the bonus "${b.name}"`, url: `/bonuses/details/${b.id}`, type: 'bonuses' } },
  (_rng, at) => {
    const previous = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1))
    return { label: `Your commissions for ${MONTH.format(previous)} are confirmed`, url: '/commissions', type: 'commissions' }
  },
  (rng) => ({ label: `${rng.pick(MEMBERS)} joined your team`, url: '/team-members', type: 'team' }),
  (rng, at) => {
    const previous = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1))
    return { label: `Your success rate for ${MONTH.format(previous)} is ${rng.int(600, 980) / 10}%`, url: '/success-rate', type: 'orders' }
  },
  () => ({ label: 'Congratulations, you reached the Silver level', url: '/level', type: 'announcements' }),
  () => ({ label: 'The helpline is closed on public holidays', url: null, type: 'announcements' }),
]

/**
 * Notifications of a consultant, newest first: the active persona has 46 (four
 * under 24 hours old and new, three older ones still new, the rest read),
 * other consultants 6 (one recent and new, one older new).
 */
export function seedNotifications(store: GatewayStore, persona: PersonaState): StoredNotification[] {
  const consultantId = persona.login.customer_data.id
  if (consultantId === null) return []
  const rng = createRng(seedOf(`notifications:${persona.spec.key}`, store.seed))
  const targets: Targets = {
    orders: consultantData(store, consultantId).orders.slice(0, 200).map((o) => o.summary),
    bonuses: bonusesOf(store, consultantId),
  }
  const busy = persona.spec.key === 'active'
  const total = busy ? 46 : 6
  const recent = busy ? [1, 3, 7, 20] : [5]
  const olderNew = busy ? 3 : 1
  const now = store.now.getTime()
  const ages: number[] = recent.map((h) => h * HOUR + rng.int(0, 50) * 60 * 1000)
  for (let i = 0; i < olderNew; i++) ages.push((2 + i * 3) * DAY + rng.int(0, 20) * HOUR)
  while (ages.length < total) {
    const last = ages[ages.length - 1] ?? 0
    ages.push(last + rng.int(1, 6) * DAY + rng.int(0, 23) * HOUR)
  }
  const list: StoredNotification[] = ages.map((age, i) => {
    const at = new Date(now - age)
    const { label, url, type } =
      i === total - 1 ? { label: 'Welcome to the consultant programme!', url: null, type: 'announcements' as const } : pickMessage(rng, at, targets)
    return {
      id: consultantId * 1000 + (total - i),
      created_at: at.toISOString(),
      status: i < recent.length + olderNew ? 'new' : 'read',
      label,
      has_redirect: url !== null,
      type,
      url,
    }
  })
  return list
}
