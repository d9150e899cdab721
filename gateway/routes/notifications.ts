import { Hono, type Context } from 'hono'
import type { Notification, NotificationPage, NotificationRedirect, Ok, PushKey, PushPayload, PushSubscription } from '../../src/api/schemas'
import { DemoPushBody, SubscriptionBody } from '../../src/api/schemas'
import { errorBody, parseBody, requireOwner, requireSession, validationFailed, type Env } from '../http'
import type { GatewayStore } from '../store'
import { text } from '../localize'
import { seedNotifications } from '../identity/notifications-seed'
import { identityState, type StoredNotification } from '../identity/state'
import { vapidKeys, webPushDelivery, type PushDelivery } from '../push'

const MAX_PER_PAGE = 100
const OK: Ok = { success: true }
/** Pushes kept per consultant for the demo listing. */
const KEPT_PUSHES = 20

const publicFields = ({ id, created_at, status, label, has_redirect, type }: StoredNotification): Notification => ({
  id,
  created_at,
  status,
  label,
  has_redirect,
  ...(type ? { type } : {}),
})

/**
 * Notifications service (kazuda): pages newest first, push subscriptions, redirects. Owner only.
 * Ours besides the spec's calls: GET kazuda/push-key (the VAPID public key browsers subscribe
 * with), and for the demo only GET .../subscriptions and POST/GET .../demo-push (a new
 * notification pushed to every subscribed device, and the pushes sent).
 */
export function notificationsRoutes(store: GatewayStore, delivery: PushDelivery = webPushDelivery(vapidKeys(store.seed))) {
  const app = new Hono<Env>()
  const guard = [requireSession(store), requireOwner(store)] as const
  const state = identityState(store)

  const consultantIdOf = (c: Context<Env>) => store.persona(c.get('session').personaId).login.customer_data.id ?? -1

  const notificationsOf = (c: Context<Env>): StoredNotification[] => {
    const persona = store.persona(c.get('session').personaId)
    const id = consultantIdOf(c)
    let list = state.notifications.get(id)
    if (!list) {
      list = seedNotifications(store, persona)
      state.notifications.set(id, list)
    }
    return list
  }

  const subscriptionsOf = (id: number): Map<string, PushSubscription> => {
    let map = state.subscriptions.get(id)
    if (!map) {
      map = new Map()
      state.subscriptions.set(id, map)
    }
    return map
  }

  /** Sends to every device of the consultant; a subscription its push service no longer knows is forgotten. */
  async function push(consultantId: number, payload: PushPayload): Promise<number> {
    const devices = subscriptionsOf(consultantId)
    // Whose it is: the device shows it only while that consultant is signed in there.
    const named: PushPayload = { ...payload, consultant_id: consultantId }
    const sent = state.pushes.get(consultantId) ?? []
    state.pushes.set(consultantId, sent)
    const outcomes = await Promise.all(
      [...devices.values()].map(async (subscription) => {
        const outcome = await delivery.deliver(subscription, JSON.stringify(named))
        if (outcome === 'gone') devices.delete(subscription.endpoint)
        sent.push({ endpoint: subscription.endpoint, payload: named, outcome })
        return outcome
      }),
    )
    sent.splice(0, Math.max(0, sent.length - KEPT_PUSHES))
    return outcomes.filter((outcome) => outcome === 'sent' || outcome === 'skipped').length
  }

  /** A positive integer query value, its default when absent, or null when malformed. */
  const positive = (raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
    if (raw === undefined) return fallback
    const n = Number(raw)
    return /^\d+$/.test(raw) && n >= 1 && n <= max ? n : null
  }

  app.get('/kazuda/push-key', requireSession(store), (c) => {
    const body: PushKey = { public_key: delivery.publicKey }
    return c.json(body)
  })

  app.get('/kazuda/notifications/:id', ...guard, (c) => {
    const page = positive(c.req.query('page'), 1)
    const perPage = positive(c.req.query('per_page'), 10, MAX_PER_PAGE)
    if (page === null || perPage === null) {
      return validationFailed(c, { ...(page === null ? { page: ['invalid'] } : {}), ...(perPage === null ? { per_page: ['invalid'] } : {}) })
    }
    const all = notificationsOf(c)
    const body: NotificationPage = {
      total: all.length,
      total_unread: all.filter((n) => n.status === 'new').length,
      data: all.slice((page - 1) * perPage, page * perPage).map(publicFields),
    }
    return c.json(body)
  })

  // Staff viewing an account never get its pushes on their own device.
  const notImpersonating = (c: Context<Env>) => (c.get('session').impersonatedBy !== null ? c.json(errorBody('FORBIDDEN'), 403) : null)

  app.post('/kazuda/notifications/:id/subscribe', ...guard, async (c) => {
    const refused = notImpersonating(c)
    if (refused) return refused
    const parsed = await parseBody(c, SubscriptionBody)
    if (!parsed.ok) return parsed.response
    const { subscription } = parsed.value
    subscriptionsOf(consultantIdOf(c)).set(subscription.endpoint, subscription)
    return c.json(OK)
  })

  app.delete('/kazuda/notifications/:id/un-subscribe', ...guard, async (c) => {
    const parsed = await parseBody(c, SubscriptionBody)
    if (!parsed.ok) return parsed.response
    subscriptionsOf(consultantIdOf(c)).delete(parsed.value.subscription.endpoint)
    return c.json(OK)
  })

  app.delete('/kazuda/notifications/:id/un-subscribe-all', ...guard, (c) => {
    subscriptionsOf(consultantIdOf(c)).clear()
    return c.json(OK)
  })

  app.get('/kazuda/notifications/:id/redirect/:notificationId', ...guard, (c) => {
    const notification = notificationsOf(c).find((n) => String(n.id) === c.req.param('notificationId'))
    if (!notification?.url) return c.json(errorBody('NOT_FOUND'), 404)
    notification.status = 'read'
    const body: NotificationRedirect = { data: { url: notification.url } }
    return c.json(body)
  })

  // Demo only: what the gateway holds and sends, so the whole push path can be tried and tested.
  app.get('/kazuda/notifications/:id/subscriptions', ...guard, (c) => c.json({ data: [...subscriptionsOf(consultantIdOf(c)).values()] }))

  app.get('/kazuda/notifications/:id/demo-push', ...guard, (c) => c.json({ data: state.pushes.get(consultantIdOf(c)) ?? [] }))

  app.post('/kazuda/notifications/:id/demo-push', ...guard, async (c) => {
    const parsed = await parseBody(c, DemoPushBody)
    if (!parsed.ok) return parsed.response
    const list = notificationsOf(c)
    const type = parsed.value.type ?? 'orders'
    const notification: StoredNotification = {
      id: list.reduce((max, n) => Math.max(max, n.id), consultantIdOf(c) * 1000) + 1,
      // Now, not the gateway's seeded "today": it was just sent.
      created_at: store.clock().toISOString(),
      status: 'new',
      label: parsed.value.label ?? DEMO_LABELS[type],
      has_redirect: true,
      type,
      url: DEMO_URLS[type],
    }
    list.unshift(notification)
    const sent = await push(consultantIdOf(c), {
      id: notification.id,
      type,
      title: 'Sales Consultant',
      body: notification.label,
      url: `/redirect/${notification.id}`,
      unread: list.filter((n) => n.status === 'new').length,
    })
    return c.json({ sent, notification: publicFields(notification) })
  })

  return app
}

const DEMO_LABELS: Record<PushPayload['type'], string> = {
  orders: text('A new order came in through your link', 'Une nouvelle commande est arrivée par votre lien', 'وصل طلب جديد عبر رابطك'),
  commissions: text('Your commissions were updated', 'Vos commissions ont été mises à jour', 'تم تحديث عمولاتك'),
  bonuses: text('A new bonus is available', 'Une nouvelle prime est disponible', 'مكافأة جديدة متاحة'),
  team: text('A new member joined your team', 'Un nouveau membre a rejoint votre équipe', 'انضم عضو جديد إلى فريقك'),
  announcements: text('News from the consultant programme', 'Des nouvelles du programme des consultants', 'أخبار من برنامج المستشارين'),
}

const DEMO_URLS: Record<PushPayload['type'], string> = {
  orders: '/orders',
  commissions: '/commissions',
  bonuses: '/bonuses',
  team: '/team-members',
  announcements: '/home',
}
