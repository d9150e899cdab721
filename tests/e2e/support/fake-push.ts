import type { BrowserContext, Page } from '@playwright/test'
import type { PushSubscription } from '../../../src/api/schemas'

/**
 * The browser's push service is outside the test: a stand-in PushManager, its subscription and the
 * permission kept in localStorage so they outlive the page (the sign-in goes through other pages).
 */
export async function fakePush(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = '__e2e.push'
    type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }
    const state = (JSON.parse(localStorage.getItem(key) ?? 'null') as { json: Json | null; permission: NotificationPermission } | null) ?? {
      json: null,
      permission: 'default',
    }
    const save = () => localStorage.setItem(key, JSON.stringify(state))
    const wrap = (json: Json) => ({
      ...json,
      toJSON: () => json,
      unsubscribe: async () => {
        state.json = null
        save()
        return true
      },
    })
    const registration = {
      pushManager: {
        getSubscription: async () => (state.json ? wrap(state.json) : null),
        subscribe: async () => {
          state.json = state.json ?? {
            endpoint: `https://push.example/e2e/${Math.random().toString(36).slice(2)}`,
            expirationTime: null,
            keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
          }
          save()
          return wrap(state.json)
        },
      },
    }
    Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve(registration) })
    navigator.serviceWorker.getRegistration = async () => registration as unknown as ServiceWorkerRegistration
    Object.defineProperty(Notification, 'permission', { get: () => state.permission })
    Notification.requestPermission = async () => {
      state.permission = 'granted'
      save()
      return 'granted'
    }
  })
}

/** The subscription the stand-in push service holds for this browser, or null. */
export const heldSubscription = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('__e2e.push') ?? 'null') as { json: PushSubscription | null } | null)?.json ?? null)
