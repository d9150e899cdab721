import { Hono, type Context } from 'hono'
import type { NotificationPage, NotificationRedirect, Ok } from '../../src/api/schemas'
import { SubscriptionBody } from '../../src/api/schemas'
import { errorBody, parseBody, requireOwner, requireSession, validationFailed, type Env } from '../http'
import type { GatewayStore } from '../store'
import { seedNotifications } from '../identity/notificationsSeed'
import { identityState, type StoredNotification } from '../identity/state'

const MAX_PER_PAGE = 100
const OK: Ok = { success: true }

/** Notifications service (kazuda): pages newest first, push subscriptions, redirects. Owner only. */
export function notificationsRoutes(store: GatewayStore) {
  const app = new Hono<Env>()
  const guard = [requireSession(store), requireOwner(store)] as const
  const state = identityState(store)

  const notificationsOf = (c: Context<Env>): StoredNotification[] => {
    const persona = store.persona(c.get('session').personaId)
    const id = persona.login.customer_data.id ?? -1
    let list = state.notifications.get(id)
    if (!list) {
      list = seedNotifications(store, persona)
      state.notifications.set(id, list)
    }
    return list
  }

  const subscriptionsOf = (c: Context<Env>): Set<string> => {
    const id = Number(c.req.param('id'))
    let set = state.subscriptions.get(id)
    if (!set) {
      set = new Set()
      state.subscriptions.set(id, set)
    }
    return set
  }

  /** A positive integer query value, its default when absent, or null when malformed. */
  const positive = (raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
    if (raw === undefined) return fallback
    const n = Number(raw)
    return /^\d+$/.test(raw) && n >= 1 && n <= max ? n : null
  }

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
      data: all.slice((page - 1) * perPage, page * perPage).map(({ id, created_at, status, label, has_redirect }) => ({ id, created_at, status, label, has_redirect })),
    }
    return c.json(body)
  })

  app.post('/kazuda/notifications/:id/subscribe', ...guard, async (c) => {
    const parsed = await parseBody(c, SubscriptionBody)
    if (!parsed.ok) return parsed.response
    subscriptionsOf(c).add(parsed.value.subscription.endpoint)
    return c.json(OK)
  })

  app.delete('/kazuda/notifications/:id/un-subscribe', ...guard, async (c) => {
    const parsed = await parseBody(c, SubscriptionBody)
    if (!parsed.ok) return parsed.response
    subscriptionsOf(c).delete(parsed.value.subscription.endpoint)
    return c.json(OK)
  })

  app.delete('/kazuda/notifications/:id/un-subscribe-all', ...guard, (c) => {
    subscriptionsOf(c).clear()
    return c.json(OK)
  })

  app.get('/kazuda/notifications/:id/redirect/:notificationId', ...guard, (c) => {
    const notification = notificationsOf(c).find((n) => String(n.id) === c.req.param('notificationId'))
    if (!notification?.url) return c.json(errorBody('NOT_FOUND'), 404)
    notification.status = 'read'
    const body: NotificationRedirect = { data: { url: notification.url } }
    return c.json(body)
  })

  return app
}
