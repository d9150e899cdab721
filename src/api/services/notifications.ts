import { NotificationPage, NotificationRedirect, Ok, PushKey, type PushSubscription } from '../schemas'
import type { Send } from '../request'

export const notificationsService = (send: Send) => {
  const base = (id: number) => `kazuda/notifications/${id}`
  return {
    page: (id: number, page: number, perPage: number) => send({ method: 'get', path: base(id), schema: NotificationPage, query: { page, per_page: perPage } }),
    subscribe: (id: number, subscription: PushSubscription) => send({ method: 'post', path: `${base(id)}/subscribe`, schema: Ok, json: { subscription } }),
    /** `token`: the session that ended, once the app no longer holds it (a sign-out). */
    unsubscribe: (id: number, subscription: PushSubscription, token?: string) =>
      send({ method: 'delete', path: `${base(id)}/un-subscribe`, schema: Ok, json: { subscription }, ...(token ? { token } : {}) }),
    unsubscribeAll: (id: number) => send({ method: 'delete', path: `${base(id)}/un-subscribe-all`, schema: Ok }),
    redirect: (id: number, notificationId: number) => send({ method: 'get', path: `${base(id)}/redirect/${notificationId}`, schema: NotificationRedirect }),
    /** Ours: the VAPID public key browsers subscribe with. */
    pushKey: () => send({ method: 'get', path: 'kazuda/push-key', schema: PushKey }),
  }
}
