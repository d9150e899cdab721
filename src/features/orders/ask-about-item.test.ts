import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { formattersFor } from '../../i18n/format'
import { askAboutItemLinks, askAboutItemMessage, type AskedItem } from './ask-about-item'

const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../../locales/*/messages.po')

async function activate(locale: 'en' | 'fr' | 'ar') {
  const load = catalogs[`../../locales/${locale}/messages.po`]
  if (!load) throw new Error(`no catalog for ${locale}`)
  i18n.loadAndActivate({ locale, messages: (await load()).messages as never })
}

const item = (locale: 'en' | 'fr' | 'ar', over: Partial<AskedItem> = {}): AskedItem => ({
  orderNumber: 'MK-20261101',
  itemName: 'Sneakers "Air" & socks #2?',
  sku: 'SKU-42/7',
  status: 'Returned',
  reason: 'Returned: wrong size.',
  commission: formattersFor(locale).money(-12.5),
  ...over,
})

describe('askAboutItemMessage', () => {
  it('writes the order number, the item, the status, the reason and the commission lost in English', async () => {
    await activate('en')
    const { subject, body } = askAboutItemMessage(i18n, item('en'))
    expect(subject).toBe('Question about order #MK-20261101')
    expect(body.split('\n')).toEqual([
      'Hello, I would like to ask about an item of order #MK-20261101.',
      'Item: Sneakers "Air" & socks #2? (SKU SKU-42/7)',
      'Status: Returned',
      'Reason: Returned: wrong size.',
      `Commission lost: ${formattersFor('en').money(-12.5)}`,
      'Could you check it, please?',
    ])
  })

  it('writes it in French and in Arabic, with the same facts', async () => {
    await activate('fr')
    const fr = askAboutItemMessage(i18n, item('fr', { status: 'Retourné' }))
    expect(fr.subject).toBe('Question sur la commande n° MK-20261101')
    expect(fr.body).toContain('Statut : Retourné')
    expect(fr.body).toContain(`Article : Sneakers "Air" & socks #2? (SKU SKU-42/7)`)
    await activate('ar')
    const ar = askAboutItemMessage(i18n, item('ar', { status: 'مُرتجع', reason: null }))
    expect(ar.subject).toBe('استفسار عن الطلب رقم MK-20261101')
    expect(ar.body).toContain('الحالة: مُرتجع')
    expect(ar.body).toContain(formattersFor('ar').money(-12.5))
    // No reason: the app's own words, in the language.
    expect(ar.body).toContain('السبب: لم يُذكر أي سبب.')
    expect(ar.body).not.toMatch(/[A-Za-z]{4,} (?:was|the)/)
  })

  it('keeps server text on its own line: no line breaks, controls or bidi overrides from the gateway', async () => {
    await activate('en')
    const { body } = askAboutItemMessage(i18n, item('en', { itemName: 'Bag\n\nStatus: Completed\u202e\u0000', reason: 'x'.repeat(500) }))
    const lines = body.split('\n')
    expect(lines).toHaveLength(6)
    expect(lines[1]).toBe('Item: Bag Status: Completed (SKU SKU-42/7)')
    expect(lines[3]).toBe(`Reason: ${'x'.repeat(199)}…`)
  })
})

describe('askAboutItemLinks', () => {
  it('opens a WhatsApp chat with the build’s number and an e-mail to its support, the message encoded', async () => {
    await activate('ar')
    const message = askAboutItemMessage(i18n, item('ar'))
    const { whatsapp, email } = askAboutItemLinks(i18n, item('ar'))
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=[^\s&#]+$/)
    expect(new URL(whatsapp ?? '').searchParams.get('text')).toBe(`${message.subject}\n\n${message.body}`)
    expect(email).toMatch(/^mailto:[^?]+\?subject=[^\s&]+&body=[^\s&]+$/)
    expect(new URL(email ?? '').searchParams.get('body')).toBe(message.body.replace(/\n/g, '\r\n'))
  })

  it('cuts a long Arabic reason until the chat link fits in 2,048 characters: the button is always there', async () => {
    await activate('ar')
    const reason = 'ب'.repeat(200)
    const { whatsapp, email } = askAboutItemLinks(i18n, item('ar', { status: 'مُرتجع', reason }))
    // Whole, the link would be too long (each Arabic letter is 6 characters: %D8%A8).
    const whole = askAboutItemMessage(i18n, item('ar', { status: 'مُرتجع', reason }))
    expect(encodeURIComponent(`${whole.subject}\n\n${whole.body}`).length).toBeGreaterThan(2048)
    expect(whatsapp).not.toBeNull()
    expect(whatsapp?.length).toBeLessThanOrEqual(2048)
    const lines = new URL(whatsapp ?? '').searchParams.get('text')?.split('\n') ?? []
    expect(lines[0]).toBe('استفسار عن الطلب رقم MK-20261101')
    expect(lines).toHaveLength(8)
    // The translated line, with the reason's start and an ellipsis; the item, the status and the rest whole.
    expect(lines[5]).toMatch(/^السبب: ب{20,}…$/)
    expect(lines[3]).toContain('Sneakers "Air" & socks #2?')
    expect(lines[4]).toBe('الحالة: مُرتجع')
    expect(email).not.toBeNull()
    expect(new URL(email ?? '').searchParams.get('body')).toContain(lines[5])
  })

  it.each([
    ['a name with 2,600 emoji', `Phone case ${'📱'.repeat(2600)}`],
    ['a name of emoji only', '📱'.repeat(2600)],
    ['a name of flags and families (several code points each)', '🇬🇭👨‍👩‍👧'.repeat(900)],
    ['half an emoji from the server', 'Phone case \ud83d'],
  ])('never throws on %s: whole characters, no lone surrogate, at most 2,048 characters', async (_, itemName) => {
    for (const locale of ['en', 'ar'] as const) {
      await activate(locale)
      const links = () => askAboutItemLinks(i18n, item(locale, { itemName }))
      expect(links).not.toThrow()
      const { whatsapp, email } = links()
      expect(whatsapp).not.toBeNull()
      expect(whatsapp?.length).toBeLessThanOrEqual(2048)
      const text = new URL(whatsapp ?? '').searchParams.get('text') ?? ''
      expect(text).not.toMatch(/\p{Cs}/u)
      expect(text).not.toContain('\ufffd\ufffd')
      expect(email).not.toBeNull()
      expect(new URL(email ?? '').searchParams.get('body')).not.toMatch(/\p{Cs}/u)
    }
  })
})
