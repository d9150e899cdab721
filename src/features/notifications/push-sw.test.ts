import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { bundlePushWorker } from '../../../build/push-worker'
import { PUSH_CHANGE_KEY, PUSH_CHANGE_MESSAGE, PUSH_DEVICE_KEY } from '../../platform/push-records'
import { PUSH_SETTINGS_CACHE, PUSH_SETTINGS_KEY } from '../../platform/push-settings'
import { SIGNED_IN_KEY } from '../../platform/signed-in-record'

/**
 * The worker's push script as the build writes it (dist/push-sw.js, build/push-worker.ts) in a
 * fake service worker: its push and notificationclick handlers, run with the settings a test
 * keeps in a fake Cache Storage.
 */
let source = ''
beforeAll(async () => {
  source = await bundlePushWorker(process.cwd())
}, 60_000)
const origin = 'https://app.example'

/** A push subscription as the worker sees one (toJSON, and the key it was made with). */
interface FakeSubscription {
  endpoint: string
  options: { applicationServerKey: Uint8Array | null }
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } }
}
const fakeSubscription = (endpoint: string, key: Uint8Array | null = null): FakeSubscription => ({
  endpoint,
  options: { applicationServerKey: key },
  toJSON: () => ({ endpoint, keys: { p256dh: `p-${endpoint}`, auth: `a-${endpoint}` } }),
})

function worker(
  settings?: unknown,
  windows: { url: string }[] = [],
  keep: { held?: FakeSubscription | null; device?: unknown; signedIn?: number | null } = {},
) {
  const listeners = new Map<string, (event: unknown) => void>()
  const shown: { title: string; options: { body: string; data: { url: string; type: string }; tag?: string; silent?: boolean } }[] = []
  const opened: string[] = []
  const navigated: string[] = []
  const stored = new Map<string, Map<string, string>>()
  const cacheOf = (name: string) => stored.get(name) ?? stored.set(name, new Map()).get(name)!
  if (settings !== undefined) cacheOf(PUSH_SETTINGS_CACHE).set(PUSH_SETTINGS_KEY, JSON.stringify(settings))
  if (keep.device !== undefined) cacheOf(PUSH_SETTINGS_CACHE).set(PUSH_DEVICE_KEY, JSON.stringify(keep.device))
  // Who the app says is signed in on the device (signed-in-record.ts): consultant 1001 unless a test says otherwise.
  const signedIn = keep.signedIn === undefined ? 1001 : keep.signedIn
  if (signedIn !== null) cacheOf(PUSH_SETTINGS_CACHE).set(SIGNED_IN_KEY, JSON.stringify({ id: signedIn }))
  const caches = {
    open: async (name: string) => ({
      match: async (key: string) => {
        const body = stored.get(name)?.get(key)
        return body === undefined ? undefined : { json: async () => JSON.parse(body) }
      },
      put: async (key: string, response: Response) => void cacheOf(name).set(key, await response.text()),
    }),
  }
  const posted: unknown[] = []
  const clientWindows = windows.map((w) => ({
    url: w.url,
    focus: async () => {},
    navigate: async (path: string) => navigated.push(path),
    postMessage: (message: unknown) => posted.push(message),
  }))
  const subscribedWith: Uint8Array[] = []
  let held = keep.held ?? null
  const badge: string[] = []
  const self = {
    location: { origin },
    navigator: {
      setAppBadge: async (count: number) => void badge.push(String(count)),
      clearAppBadge: async () => void badge.push(''),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) => void shown.push({ title, options }),
      pushManager: {
        getSubscription: async () => held,
        subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
          subscribedWith.push(new Uint8Array(applicationServerKey))
          return (held = fakeSubscription('https://push.example/rotated', applicationServerKey))
        },
      },
    },
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
  const change = (event: { oldSubscription?: FakeSubscription | null; newSubscription?: FakeSubscription | null }) => dispatch('pushsubscriptionchange', event)
  const kept = () => {
    const body = stored.get(PUSH_SETTINGS_CACHE)?.get(PUSH_CHANGE_KEY)
    return body === undefined ? undefined : JSON.parse(body)
  }
  return { shown, opened, navigated, push, click, change, kept, posted, subscribedWith, badge }
}

const payload = { id: 1001047, type: 'orders', title: 'Sales Consultant', body: 'Your order #12 was delivered', url: '/redirect/1001047', consultant_id: 1001 }
/** Who turned push on on this device (push-rotation.ts), and settings kept for them (push-settings.ts). */
const owner = { owner: 1001, key: 'AQID' }
const mine = (kinds: Record<string, boolean> = {}, quiet: unknown = null) => ({ owner: 1001, kinds, quiet })

describe('push-sw.js', () => {
  it('shows a push with its page to open', async () => {
    const sw = worker()
    await sw.push(payload)
    expect(sw.shown).toHaveLength(1)
    expect(sw.shown[0]?.title).toBe('Sales Consultant')
    expect(sw.shown[0]?.options).toMatchObject({ body: payload.body, tag: 'notification-1001047', data: { url: '/redirect/1001047', type: 'orders' } })
  })

  it('shows a push only for the consultant signed in on this device now; anyone else’s, or any when signed out, goes silently (issue 37 §3)', async () => {
    const signedOut = worker(undefined, [], { signedIn: null, device: owner })
    await signedOut.push({ ...payload, unread: 3 })
    expect(signedOut.shown).toHaveLength(0)
    expect(signedOut.badge).toEqual([])
    const someoneElse = worker(undefined, [], { signedIn: 2002, device: owner })
    await someoneElse.push(payload)
    expect(someoneElse.shown).toHaveLength(0)
    // A push that names nobody: shown only while the consultant who turned push on here is signed in.
    const { consultant_id: _, ...unnamed } = payload
    const ownerIn = worker(undefined, [], { device: owner })
    await ownerIn.push(unnamed)
    expect(ownerIn.shown).toHaveLength(1)
    const ownerOut = worker(undefined, [], { signedIn: 2002, device: owner })
    await ownerOut.push(unnamed)
    expect(ownerOut.shown).toHaveLength(0)
  })

  it('puts the unread count a push carries on the app’s icon (cleared at 0), and leaves the icon alone without one', async () => {
    const sw = worker(mine({ orders: false }), [], { device: owner })
    await sw.push(payload)
    await sw.push({ ...payload, unread: 2.5 })
    await sw.push({ ...payload, unread: '7' })
    expect(sw.badge).toEqual([])
    await sw.push({ ...payload, unread: 4 }) // a kind turned off still counts: it is unread in the list
    await sw.push({ ...payload, type: 'team', unread: 0 })
    expect(sw.badge).toEqual(['4', ''])
  })

  it('drops a kind turned off on this device and shows the others', async () => {
    const sw = worker(mine({ orders: false, team: true }), [], { device: owner })
    await sw.push(payload)
    expect(sw.shown).toHaveLength(0)
    await sw.push({ ...payload, type: 'team' })
    expect(sw.shown).toHaveLength(1)
  })

  it('reads an unknown kind as an announcement', async () => {
    const sw = worker(mine({ announcements: false }), [], { device: owner })
    await sw.push({ ...payload, type: 'mystery' })
    expect(sw.shown).toHaveLength(0)
  })

  it('applies only the settings of the consultant who turned push on here: another’s (or ones kept before owners) do not mute', async () => {
    const theirs = worker({ ...mine({ orders: false }), owner: 1002 }, [], { device: owner })
    await theirs.push(payload)
    expect(theirs.shown).toHaveLength(1)
    const ownerless = worker({ orders: false }, [], { device: owner })
    await ownerless.push(payload)
    expect(ownerless.shown).toHaveLength(1)
  })

  describe('quiet hours (on the device’s clock)', () => {
    afterEach(() => vi.useRealTimers())
    /** A moment of the device's local day (the worker reads the device's zone, as the test machine's). */
    const localTime = (hours: number, minutes: number) => vi.setSystemTime(new Date(2026, 10, 25, hours, minutes))

    it('shows a push that arrives in them without sound or vibration, across midnight', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const sw = worker(mine({}, { from: '22:00', to: '07:00' }), [], { device: owner })
      for (const [hours, minutes] of [
        [22, 0],
        [23, 59],
        [0, 30],
        [6, 59],
      ] as const) {
        localTime(hours, minutes)
        await sw.push(payload)
      }
      expect(sw.shown.map((n) => n.options.silent)).toEqual([true, true, true, true])
    })

    it('rings as usual outside them, with none set, and when from equals to', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      localTime(7, 0)
      const sw = worker(mine({}, { from: '22:00', to: '07:00' }), [], { device: owner })
      await sw.push(payload)
      localTime(23, 0)
      const none = worker(mine(), [], { device: owner })
      await none.push(payload)
      const same = worker(mine({}, { from: '22:00', to: '22:00' }), [], { device: owner })
      await same.push(payload)
      expect([...sw.shown, ...none.shown, ...same.shown].map((n) => n.options.silent)).toEqual([false, false, false])
    })

    it('keeps nobody else’s quiet hours: another consultant’s settings ring as usual', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      localTime(23, 0)
      const sw = worker({ ...mine({}, { from: '22:00', to: '07:00' }), owner: 1002 }, [], { device: owner })
      await sw.push(payload)
      expect(sw.shown[0]?.options.silent).toBe(false)
    })
  })

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    42,
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2F%2Fevil.example',
  ])('never opens %s: the list instead', async (url) => {
    const sw = worker()
    await sw.push({ ...payload, url })
    expect(sw.shown[0]?.options.data.url).toBe('/notifications')
  })

  it.each(['/.//evil.example', '/%2e//evil.example'])('a tap on a notification whose page is %s opens the list, never another site', async (url) => {
    const sw = worker()
    await sw.click({ url })
    expect(sw.opened).toEqual(['/notifications'])
    const withWindow = worker(undefined, [{ url: `${origin}/home` }])
    await withWindow.click({ url })
    expect(withWindow.navigated).toEqual(['/notifications'])
  })

  it('never hands ?impersonate= or ?referral= to the window it opens (issue 37 §10)', async () => {
    const sw = worker()
    await sw.click({ url: '/join?referral=EVIL-1&impersonate=victim%40example.com&tab=2' })
    expect(sw.opened).toEqual(['/join?tab=2'])
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

  it('names the records the app keeps and reads (push-rotation.ts), and imports nothing at run time', () => {
    for (const name of [PUSH_SETTINGS_CACHE, PUSH_DEVICE_KEY, PUSH_CHANGE_KEY, PUSH_CHANGE_MESSAGE]) expect(source).toContain(name)
    expect(source).not.toMatch(/\bimport\b|\brequire\(/)
    expect(source).not.toContain('valibot')
  })

  describe('pushsubscriptionchange (the browser rotated the subscription)', () => {
    const device = { owner: 1001, key: 'AQID' } // base64url of bytes 1, 2, 3
    const app = [{ url: `${origin}/home` }]

    it('keeps the browser’s new subscription and the old one for the app, and tells its open windows', async () => {
      const sw = worker(undefined, app, { device })
      await sw.change({ oldSubscription: fakeSubscription('https://push.example/old'), newSubscription: fakeSubscription('https://push.example/new') })
      expect(sw.kept()).toEqual({
        subscription: { endpoint: 'https://push.example/new', keys: { p256dh: 'p-https://push.example/new', auth: 'a-https://push.example/new' } },
        previous: { endpoint: 'https://push.example/old', keys: { p256dh: 'p-https://push.example/old', auth: 'a-https://push.example/old' } },
      })
      expect(sw.posted).toEqual([{ type: PUSH_CHANGE_MESSAGE }])
      expect(sw.subscribedWith).toEqual([])
    })

    it('subscribes again with the old subscription’s key when the browser gave no new one', async () => {
      const sw = worker(undefined, app, { device })
      await sw.change({ oldSubscription: fakeSubscription('https://push.example/old', new Uint8Array([9, 8, 7])), newSubscription: null })
      expect(sw.subscribedWith).toEqual([new Uint8Array([9, 8, 7])])
      expect(sw.kept()?.subscription.endpoint).toBe('https://push.example/rotated')
    })

    it('without the old one (Chromium), subscribes with the key the app kept when push was turned on', async () => {
      const sw = worker(undefined, [], { device })
      await sw.change({})
      expect(sw.subscribedWith).toEqual([new Uint8Array([1, 2, 3])])
      expect(sw.kept()).toMatchObject({ subscription: { endpoint: 'https://push.example/rotated' }, previous: null })
    })

    it('keeps nothing and subscribes nobody when push was not turned on here (or turned off, or signed out)', async () => {
      const sw = worker(undefined, app)
      await sw.change({ oldSubscription: fakeSubscription('https://push.example/old', new Uint8Array([9])), newSubscription: null })
      expect(sw.subscribedWith).toEqual([])
      expect(sw.kept()).toBeUndefined()
      expect(sw.posted).toEqual([])
    })

    it('keeps no token: only the two subscriptions', async () => {
      const sw = worker(undefined, [], { device })
      await sw.change({ newSubscription: fakeSubscription('https://push.example/new') })
      expect(Object.keys(sw.kept() ?? {}).sort()).toEqual(['previous', 'subscription'])
    })
  })
})
