import { describe, expect, it } from 'vitest'
import { createGatewayForTests } from './testing'
import { localeOf, localize, localizeText, registeredPhrases, registeredTexts, text } from './localize'

const NOW = new Date('2026-11-21T10:00:00Z')
const ARABIC = /[\u0600-\u06FF]/

describe('localeOf: the language of Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['AR-EG', 'ar'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['en;q=0.4, ar;q=0.7', 'ar'],
    ['fr;q=0.5, ar;q=0.5', 'fr'],
    ['ar;q=0, fr;q=0.1', 'fr'],
    ['ar;q=0', 'en'],
    ['de, es', 'en'],
    ['*', 'en'],
    ['ar;q=abc', 'en'],
    ['ar;q=2', 'en'],
    [`${'x,'.repeat(2000)}ar`, 'en'],
  ] as const)('%s → %s', (header, expected) => {
    expect(localeOf(header)).toBe(expected)
  })
})

/** French words that are the English ones too. */
const SAME_IN_FRENCH = new Set(['Bronze', 'Services', 'Automobile', 'Twi', 'Ga', 'Dagbani', 'Mobile money', 'Smart TV 43"'])

describe('the registered texts', () => {
  it('each has the three languages, Arabic in Arabic script, French other than English where it should', () => {
    // Loading the app loads every data module, which registers its texts.
    createGatewayForTests({ seed: 42, now: NOW })
    const texts = [...registeredTexts(), ...registeredPhrases()]
    expect(texts.length).toBeGreaterThan(150)
    for (const { en, fr, ar } of texts) {
      expect(en.trim(), en).not.toBe('')
      expect(fr.trim(), en).not.toBe('')
      expect(ar, en).toMatch(ARABIC)
      if (!SAME_IN_FRENCH.has(en)) expect(fr, en).not.toBe(en)
    }
  })

  it('a phrase keeps the same values in every language', () => {
    for (const { en, fr, ar } of registeredPhrases()) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      expect(names(fr), en).toEqual(names(en))
      expect(names(ar), en).toEqual(names(en))
    }
  })

  it('refuses the same English with other translations', () => {
    text('Localize test text', 'Texte de test', 'نص اختبار')
    expect(() => text('Localize test text', 'Autre', 'نص اختبار')).toThrow(/registered twice/)
  })

  it('writes a phrase with its values: a bonus name and a month translated too, a number kept', () => {
    createGatewayForTests({ seed: 42, now: NOW })
    expect(localizeText('You achieved the bonus "Tech Week"', 'ar')).toBe('لقد حقّقت المكافأة «أسبوع التقنية»')
    expect(localizeText('Your success rate for October 2026 is 83.9%', 'fr')).toBe('Votre taux de réussite pour octobre 2026 est de 83.9%')
    expect(localizeText('Your order #10123 was delivered', 'ar')).toBe('تم تسليم طلبك رقم 10123')
    expect(localizeText('Ama Mensah joined your team', 'fr')).toBe('Ama Mensah a rejoint votre équipe')
  })

  it('leaves what is not the gateway’s words: other properties, unknown texts, names', () => {
    createGatewayForTests({ seed: 42, now: NOW })
    const body = { name: 'Gold', first_name: 'Gold', customer: { name: 'Kofi Boateng' }, items: [{ name: 'Tecno Spark 20 Pro', detail: 'Shipped' }] }
    expect(localize(body, 'ar')).toEqual({
      name: 'الذهبي',
      first_name: 'Gold',
      customer: { name: 'Kofi Boateng' },
      items: [{ name: 'Tecno Spark 20 Pro', detail: 'تم الشحن' }],
    })
    expect(localize(body, 'en')).toBe(body)
  })

  it('writes the consultant’s recruitment channel as the list does (issue 38: "Friend or family" in Arabic)', () => {
    createGatewayForTests({ seed: 42, now: NOW })
    expect(localize({ recruitment_channel: { id: 1, channel: 'Friend or family' } }, 'ar')).toEqual({
      recruitment_channel: { id: 1, channel: 'صديق أو أحد الأقارب' },
    })
    expect(localize({ recruitment_channel: { id: 2, channel: 'Facebook' } }, 'fr')).toEqual({ recruitment_channel: { id: 2, channel: 'Facebook' } })
  })
})

describe('the gateway answers in the language asked for', () => {
  const gw = createGatewayForTests({ seed: 42, now: NOW })
  const token = gw.tokenFor('active')
  const id = gw.store.persona('active').login.customer_data.id
  const get = async (path: string, language?: string) => {
    const headers: Record<string, string> = { 'X-Jforce-Token': token }
    if (language !== undefined) headers['Accept-Language'] = language
    const res = await gw.app.request(`/api/v1${path}`, { headers })
    return { res, body: (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown>[] } }
  }

  it('a level in en, fr, ar, with English for another language; Vary says so', async () => {
    const names = await Promise.all(['en', 'fr-CA', 'ar;q=0.9, en;q=0.1', 'sw'].map(async (l) => (await get('/ewoks/levels/3', l)).body.name))
    expect(names).toEqual(['Gold', 'Or', 'الذهبي', 'Gold'])
    const { res, body } = await get('/ewoks/levels/3', 'ar')
    expect(res.headers.get('Vary')).toContain('Accept-Language')
    for (const line of [...(body.advantages as string[]), ...(body.requirements as string[])]) expect(line).toMatch(ARABIC)
  })

  it('in Arabic: the FAQ, the homepage titles, bonuses, categories, statuses, notifications and lists are Arabic', async () => {
    const faq = (await get('/mouse/blocks/faq', 'ar')).body
    expect(faq.name).toBe('الأسئلة الشائعة')
    expect(faq.content).not.toMatch(/[A-Za-z]{3,}/)
    const home = (await get('/mouse/homepage', 'ar')).body.data!
    for (const block of home) {
      expect(block.title).toMatch(ARABIC)
      for (const item of block.items as { title: string }[]) expect(item.title).toMatch(ARABIC)
    }
    for (const bonus of (await get(`/mandalorian/consultants/${id}/bonuses`, 'ar')).body.data!) expect(bonus.name).toMatch(ARABIC)
    const filters = (await get(`/watto/consultants/${id}/orders/filters`, 'ar')).body as Record<string, { name: string }[]>
    for (const option of Object.values(filters).flat()) expect(option.name).toMatch(ARABIC)
    const notifications = (await get(`/kazuda/notifications/${id}?page=1&per_page=50`, 'ar')).body.data!
    expect(notifications.length).toBeGreaterThan(10)
    for (const n of notifications) expect(n.label).toMatch(ARABIC)
    const channels = (await get('/ewoks/recruitment-channels', 'ar')).body.data!
    const brands = new Set(['Facebook', 'WhatsApp', 'Instagram'])
    for (const c of channels) if (!brands.has(c.name as string)) expect(c.name).toMatch(ARABIC)
  })

  it('an order: the timeline in Arabic, the customer and product names as they are', async () => {
    const page = (await get(`/watto/consultants/${id}/orders?page=1&per_page=1`, 'ar')).body.data!
    const summary = page[0] as { id: string; order_type: string }
    const [en, ar] = await Promise.all(
      ['en', 'ar'].map(async (l) => (await get(`/watto/consultants/${id}/order/${summary.id}?order_type=${summary.order_type}`, l)).body),
    )
    const timeline = ar!.timeline as { detail: string | null }[]
    for (const event of timeline) if (event.detail) expect(event.detail).toMatch(ARABIC)
    expect((ar!.customer as { name: string }).name).toBe((en!.customer as { name: string }).name)
    const names = (o: Record<string, unknown>) => (o.items as { name: string }[]).map((i) => i.name)
    expect(names(ar!)).toEqual(names(en!))
  })

  it('sorts a list by name in the answer’s language', async () => {
    const names = (await get('/ewoks/time-slots?sort=name', 'fr')).body.data!.map((e) => e.name as string)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')))
    expect(names[0]).toBe('À tout moment')
  })
})
