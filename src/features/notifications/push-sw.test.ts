import { describe, expect, it } from 'vitest'
import source from '../../../public/push-sw.js?raw'
import { PUSH_SETTINGS_CACHE, PUSH_SETTINGS_KEY } from './push-settings'

/**
 * public/push-sw.js in a fake service worker: its push and notificationclick handlers, run
 * with the settings a test keeps in a fake Cache Storage.
 */
const origin = 'https://app.example'

function worker(settings?: unknown, windows: { url: string }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>()
  const shown: { title: string; options: { body: string; data: { url: string; type: string }; tag?: string } }[] = []
  const opened: string[] = []
  const navigated: string[] = []
  const stored = new Map<string, Map<string, string>>()
  if (settings !== undefined) stored.set(PUSH_SETTINGS_CACHE, new Map([[PUSH_SETTINGS_KEY, JSON.stringify(settings)]]))
  const caches = {
    open: async (name: string) => ({
      match: async (key: string) => {
        const body = stored.get(name)?.get(key)
        return body === undefined ? undefined : { json: async () => JSON.parse(body) }
      },
    }),
  }
  const clientWindows = windows.map((w) => ({ url: w.url, focus: async () => {}, navigate: async (path: string) => navigated.push(path) }))
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }) },
    clients: { matchAll: async () => clientWindows, openWindow: async (path: string) => void opened.push(path) },
  }
  // The worker's globals, and nothing else of this test's scope.
  new Function('self', 'caches', 'URL', source)(self, caches, URL)
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve()
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) })
    await work
  }
  const push = (payload: unknown) => dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } })
  const click = (data: unknown) => dispatch('notificationclick', { notification: { data, close: () => {} } })
  return { shown, opened, navigated, push, click }
}

const payload = { id: 1001047, type: 'orders', title: 'Sales Consultant', body: 'Your order #12 was delivered', url: '/redirect/1001047' }

describe('push-sw.js', () => {
  it('shows a push with its page to open', async () => {
    const sw = worker()
    await sw.push(payload)
    expect(sw.shown).toHaveLength(1)
    expect(sw.shown[0]?.title).toBe('Sales Consultant')
    expect(sw.shown[0]?.options).toMatchObject({ body: payload.body, tag: 'notification-1001047', data: { url: '/redirect/1001047', type: 'orders' } })
  })

  it('drops a kind turned off on this device and shows the others', async () => {
    const sw = worker({ orders: false, team: true })
    await sw.push(payload)
    expect(sw.shown).toHaveLength(0)
    await sw.push({ ...payload, type: 'team' })
    expect(sw.shown).toHaveLength(1)
  })

  it('reads an unknown kind as an announcement', async () => {
    const sw = worker({ announcements: false })
    await sw.push({ ...payload, type: 'mystery' })
    expect(sw.shown).toHaveLength(0)
  })

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 42])('never opens %s: the list instead', async (url) => {
    const sw = worker()
    await sw.push({ ...payload, url })
    expect(sw.shown[0]?.options.data.url).toBe('/notifications')
  })

  it('sends an open window of the app to the page, or opens one', async () => {
    const withWindow = worker(undefined, [{ url: 'https://other.example/' }, { url: `${origin}/home` }])
    await withWindow.click({ url: '/redirect/1001047' })
    expect(withWindow.navigated).toEqual(['/redirect/1001047'])
    expect(withWindow.opened).toEqual([])

    const without = worker()
    await without.click({ url: 'https://evil.example/' })
    expect(without.opened).toEqual(['/notifications'])
  })
})
