import { createRng, seedOf, type Rng } from '../rng'
import type { GatewayStore, PersonaState } from '../store'
import type { NotificationType } from '../../src/api/schemas'
import type { StoredNotification } from './state'
import { bonusAchievements, bonusesOf } from '../data/bonuses'
import { DAY, HOUR, addMonths, monthRange, startOfMonth } from '../data/calendar'
import { commissionTotal } from '../data/commissions'
import { consultantData, currentLevel, teamOf } from '../data/model'
import { monthRecord } from '../data/success'
import { phrase, text } from '../localize'

/**
 * A consultant's notifications, told from the same data as the screens, so that none states a
 * figure or an event a screen contradicts (issue 19: a notification gave October's success rate
 * as 83 % while /success-rate showed 94.4 %, and another said a bonus was achieved that /bonuses
 * showed in progress). Each one reports an event of the commerce model that happened shortly
 * before it was sent:
 *
 * - an order delivered, shipped, or with an item whose delivery failed: the order's timeline
 *   (data/orders.ts), as its detail screen shows it;
 * - last month's success rate: its record (data/success.ts, /success-rate's call), sent in the
 *   first days of the next month;
 * - last month's confirmed commissions: the commissions total of that month (data/commissions.ts,
 *   /commissions' call), sent then too, and only for a month with some;
 * - a bonus available (from its start) or achieved (when its target was reached): the bonus model
 *   (data/bonuses.ts, /bonuses' call), so a bonus /bonuses shows in progress is never "achieved";
 * - a member joined: the consultant's team (data/team.ts, /team-members' call), by the name the
 *   list shows;
 * - announcements, which state no figure, and the welcome, sent when the consultant joined.
 *
 * The slots (when each notification was sent, which are new) are laid out as before: the active
 * persona has 46 (four under 24 hours old and new, three older ones still new, the rest read),
 * other consultants 6 (one recent and new, one older new). A slot takes an event of a kind the
 * seeded generator picks, among those that happened within that kind's delay before it and that no
 * other notification told; with none, another kind; an announcement at last.
 */

/** A notification's words and where it leads, and the instant of what it reports. */
interface Event {
  atMs: number
  label: string
  url: string | null
  type: NotificationType
}

/** Kinds of event, each with how long after the event its notification may come. */
interface Kind {
  name: string
  delay: number
  events: Event[]
}

const MONTH = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })
/** As the app writes them in English (src/i18n/format.ts): the rate to one decimal at most, money in the build's currency. */
const PERCENT = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 })
const MONEY = new Intl.NumberFormat('en', { style: 'currency', currency: 'GHS' })

/** Said whenever nothing else is: no figure, no event. */
const ANNOUNCEMENTS: readonly Omit<Event, 'atMs'>[] = [
  {
    label: text('The helpline is closed on public holidays', 'L’assistance est fermée les jours fériés', 'خط المساعدة مغلق في العطل الرسمية'),
    url: null,
    type: 'announcements',
  },
  {
    label: text(
      'Tip: share your referral link to grow your team',
      'Astuce : partagez votre lien de parrainage pour agrandir votre équipe',
      'نصيحة: شارك رابط الإحالة لتنمية فريقك',
    ),
    url: null,
    type: 'announcements',
  },
]
const WELCOME: Omit<Event, 'atMs'> = {
  label: text('Welcome to the consultant programme!', 'Bienvenue dans le programme des consultants !', 'مرحبًا بك في برنامج المستشارين!'),
  url: null,
  type: 'announcements',
}

/** The sentences with values (gateway/localize.ts: a month and a bonus's name are written in the answer's language too). */
const SUCCESS_RATE = phrase<'month' | 'rate'>(
  'Your success rate for {month} is {rate}',
  'Votre taux de réussite pour {month} est de {rate}',
  'نسبة نجاحك لشهر {month} هي {rate}',
)
const COMMISSIONS_CONFIRMED = phrase<'month' | 'amount'>(
  'Your commissions for {month} are confirmed: {amount}',
  'Vos commissions de {month} sont confirmées : {amount}',
  'تم تأكيد عمولاتك لشهر {month}: {amount}',
)
const ORDER_DELIVERED = phrase<'number'>('Your order #{number} was delivered', 'Votre commande n° {number} a été livrée', 'تم تسليم طلبك رقم {number}')
const ORDER_SHIPPED = phrase<'number'>('Your order #{number} has been shipped', 'Votre commande n° {number} a été expédiée', 'تم شحن طلبك رقم {number}')
const ITEM_NOT_DELIVERED = phrase<'number'>(
  'An item of order #{number} could not be delivered',
  'Un article de la commande n° {number} n’a pas pu être livré',
  'تعذّر تسليم منتج من الطلب رقم {number}',
)
const BONUS_AVAILABLE = phrase<'bonus'>('Bonus "{bonus}" is now available', 'La prime « {bonus} » est maintenant disponible', 'المكافأة «{bonus}» متاحة الآن')
const BONUS_ACHIEVED = phrase<'bonus'>('You achieved the bonus "{bonus}"', 'Vous avez obtenu la prime « {bonus} »', 'لقد حقّقت المكافأة «{bonus}»')
const MEMBER_JOINED = phrase<'name'>('{name} joined your team', '{name} a rejoint votre équipe', 'انضم {name} إلى فريقك')

/** Every event the notifications may tell, by kind, from the consultant's data as the screens read it. */
function kindsOf(store: GatewayStore, consultantId: number): Kind[] {
  const nowMs = store.now.getTime()
  const orders = consultantData(store, consultantId).orders
  const orderUrl = (id: string, type: string) => `/orders/${encodeURIComponent(id)}/orderType/${type}`
  /** One event per order, at the instant `when` finds in the order (its timeline, its items' own), or none. */
  const orderEvents = (when: (order: (typeof orders)[number]['detail']) => number | null, label: (number: string) => string): Event[] =>
    orders.flatMap(({ detail }) => {
      const atMs = when(detail)
      return atMs === null ? [] : [{ atMs, label: label(detail.number), url: orderUrl(detail.id, detail.order_type), type: 'orders' as const }]
    })
  const firstOf = (
    steps: readonly { status: string; date: string; detail: string | null }[],
    matches: (step: { status: string; detail: string | null }) => boolean,
  ) => {
    const step = steps.find(matches)
    return step ? Date.parse(step.date) : null
  }
  // Delivered: every item of it (the last one's delivery); one that failed or was rejected is no delivered order.
  const delivered = (order: (typeof orders)[number]['detail']) => {
    const times = order.items.map((item) => firstOf(item.timeline, (step) => step.status === 'delivered'))
    return times.every((t) => t !== null) ? Math.max(...(times as number[])) : null
  }

  const level = currentLevel(store, consultantId)
  const months: Event[] = []
  const commissions: Event[] = []
  for (let month = addMonths(startOfMonth(nowMs), -1); month >= addMonths(startOfMonth(nowMs), -7); month = addMonths(month, -1)) {
    const sentMs = addMonths(month, 1) + 8 * HOUR
    const name = MONTH.format(new Date(month))
    const { success_rate } = monthRecord(store, consultantId, month, level)
    if (success_rate !== null) {
      months.push({ atMs: sentMs, label: SUCCESS_RATE({ month: name, rate: PERCENT.format(success_rate / 100) }), url: '/success-rate', type: 'orders' })
    }
    const { confirmed } = commissionTotal(store, consultantId, monthRange(month), {})
    if (confirmed > 0) {
      commissions.push({
        atMs: sentMs + 2 * HOUR,
        label: COMMISSIONS_CONFIRMED({ month: name, amount: MONEY.format(confirmed) }),
        url: '/commissions',
        type: 'commissions',
      })
    }
  }

  const bonusUrl = (id: number) => `/bonuses/details/${id}`
  return [
    { name: 'delivered', delay: 2 * DAY, events: orderEvents(delivered, (n) => ORDER_DELIVERED({ number: n })) },
    {
      name: 'shipped',
      delay: 2 * DAY,
      events: orderEvents(
        (o) => firstOf(o.timeline, (step) => step.detail === 'Shipped'),
        (n) => ORDER_SHIPPED({ number: n }),
      ),
    },
    {
      name: 'rejected',
      delay: 2 * DAY,
      events: orderEvents(
        (o) => firstOf(o.timeline, (step) => step.status === 'rejected'),
        (n) => ITEM_NOT_DELIVERED({ number: n }),
      ),
    },
    {
      name: 'bonusAvailable',
      delay: 3 * DAY,
      // From its start; one not started yet was announced the day before today.
      events: bonusesOf(store, consultantId).map((b) => ({
        atMs: Math.min(Date.parse(b.starts_at), nowMs - DAY),
        label: BONUS_AVAILABLE({ bonus: b.name }),
        url: bonusUrl(b.id),
        type: 'bonuses' as const,
      })),
    },
    {
      name: 'bonusAchieved',
      delay: 4 * DAY,
      events: bonusAchievements(store, consultantId).map(({ bonus, achievedMs }) => ({
        atMs: achievedMs,
        label: BONUS_ACHIEVED({ bonus: bonus.name }),
        url: bonusUrl(bonus.id),
        type: 'bonuses' as const,
      })),
    },
    { name: 'successRate', delay: 7 * DAY, events: months },
    { name: 'commissions', delay: 7 * DAY, events: commissions },
    {
      name: 'teamJoined',
      delay: 5 * DAY,
      events: teamOf(store, consultantId).map((m) => ({
        atMs: m.joinedMs,
        label: MEMBER_JOINED({ name: `${m.first_name} ${m.last_name}` }),
        url: '/team-members',
        type: 'team' as const,
      })),
    },
  ]
}

/** An event of a kind the generator picks that happened within its delay before `at` and is not told yet; else an announcement. */
function pickEvent(rng: Rng, atMs: number, kinds: readonly Kind[], told: Set<Event>): Omit<Event, 'atMs'> {
  const order = [...kinds]
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  for (const kind of order) {
    const fresh = kind.events.filter((e) => e.atMs <= atMs && atMs - e.atMs <= kind.delay && !told.has(e))
    if (fresh.length === 0) continue
    const event = rng.pick(fresh)
    told.add(event)
    return event
  }
  return rng.pick(ANNOUNCEMENTS)
}

export function seedNotifications(store: GatewayStore, persona: PersonaState): StoredNotification[] {
  const consultantId = persona.login.customer_data.id
  if (consultantId === null) return []
  const rng = createRng(seedOf(`notifications:${persona.spec.key}`, store.seed))
  const kinds = kindsOf(store, consultantId)
  const told = new Set<Event>()
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
  // The welcome is the oldest, sent when the consultant joined (the date /personal-info gives as agent since).
  const joined = Date.parse(persona.login.customer_data.created_at ?? '')
  return ages.map((age, i) => {
    const welcome = i === total - 1
    const atMs = welcome && joined < now - (ages[i - 1] ?? 0) ? joined : now - age
    const { label, url, type } = welcome ? WELCOME : pickEvent(rng, atMs, kinds, told)
    return {
      id: consultantId * 1000 + (total - i),
      created_at: new Date(atMs).toISOString(),
      status: i < recent.length + olderNew ? 'new' : 'read',
      label,
      has_redirect: url !== null,
      type,
      url,
    }
  })
}
