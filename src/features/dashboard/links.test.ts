import { describe, expect, it } from 'vitest'
import { contacts, telUrl } from '../../config/links'
import { whatsappUrl } from '../../domain/whatsapp'
import { makeLogin } from '../../../machines/fixtures'
import { DASHBOARD_LINKS, dashboardSections, linkAttributes, serverLinkAttributes, type DashboardLink } from './links'

/** A link as the consultant of the fixtures (country code +233) sees it. */
const link = (id: string): DashboardLink => {
  const found = dashboardSections(makeLogin())
    .flatMap((section) => section.links)
    .find((l) => l.id === id)
  if (!found) throw new Error(`no link ${id}`)
  return found
}

describe('dashboard link table', () => {
  it('has the six sections of spec section 1, in order', () => {
    expect(dashboardSections(makeLogin()).map((s) => s.title.message)).toEqual([
      'Check performance',
      'Check sales',
      'Get updated',
      'Ready to sell',
      'Contact the team',
      'Other information',
    ])
  })

  it('holds every link of spec section 1', () => {
    const specLinks = [
      'communityGroup',
      'blog',
      'supportForm',
      'messagingApp',
      'helpline',
      'socialGroup',
      'chatGroup',
      'faq',
      'agreement',
      'commissionGrid',
      'levels',
      'pickupStations',
      'trainingManual',
    ]
    const ids = DASHBOARD_LINKS.map((l) => l.id)
    expect(ids).toEqual(expect.arrayContaining(specLinks))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each([
    ['communityGroup', 'external'],
    ['socialGroup', 'external'],
    ['chatGroup', 'external'],
    ['supportForm', 'external'],
    ['messagingApp', 'external'],
  ])('opens %s in a new tab with rel noopener', (id) => {
    const attributes = linkAttributes(link(id).target)
    expect(attributes).toMatchObject({ as: 'anchor', target: '_blank', rel: 'noopener noreferrer' })
    expect(attributes.as === 'anchor' && attributes.href).toMatch(/^https:\/\//)
  })

  it('shows the blog disabled, with no address', () => {
    expect(link('blog').target).toEqual({ kind: 'comingSoon' })
    expect(linkAttributes(link('blog').target)).toEqual({ as: 'disabled' })
  })

  it('opens the messaging app on the configured number, in its international form', () => {
    expect(contacts.messaging).toBe('+233 30 000 0000')
    expect(link('messagingApp').target).toEqual({ kind: 'external', href: 'https://wa.me/233300000000' })
    expect(link('messagingApp').target).toEqual({ kind: 'external', href: whatsappUrl(contacts.messaging, '+233') })
  })

  it('makes the chat link with the login: the configured number is international, so a login without a code opens it too', () => {
    expect(DASHBOARD_LINKS.find((l) => l.id === 'messagingApp')?.target).toEqual({ kind: 'whatsapp', phone: contacts.messaging })
    const noCode = dashboardSections(makeLogin({ phone_country_code: '' })).flatMap((s) => s.links)
    expect(noCode.find((l) => l.id === 'messagingApp')?.target).toEqual({ kind: 'external', href: 'https://wa.me/233300000000' })
  })

  it('calls the helpline from config with tel:, in the same tab', () => {
    expect(telUrl('+233 30 000 0000')).toBe('tel:+233300000000')
    expect(linkAttributes(link('helpline').target)).toEqual({ as: 'anchor', href: telUrl(contacts.helpline) })
    expect(link('helpline').detail).toBe(contacts.helpline)
  })

  it('keeps the FAQ and pickup stations inside the app, as content pages', () => {
    expect(linkAttributes(link('faq').target)).toEqual({ as: 'route', link: { to: '/$id', params: { id: 'faq' } } })
    expect(linkAttributes(link('pickupStations').target)).toEqual({ as: 'route', link: { to: '/$id', params: { id: 'pickup-stations' } } })
  })

  it('gives the agreement no target: it opens the agreement dialog', () => {
    expect(linkAttributes(link('agreement').target)).toEqual({ as: 'button' })
  })

  it.each([
    ['commissionGrid', '/api/v1/mouse/files/commission-grid.pdf'],
    ['levels', '/api/v1/mouse/files/levels.pdf'],
    ['trainingManual', '/api/v1/mouse/files/training-manual.pdf'],
  ])('serves the %s document from the content service, in a new tab', (id, href) => {
    expect(linkAttributes(link(id).target)).toEqual({ as: 'anchor', href, target: '_blank', rel: 'noopener noreferrer' })
  })

  it('hides links to sections whose toggle is off, and nothing else', () => {
    const login = makeLogin({ feature_toggles: { orders: false, bonus: false, sales: false } })
    const shown = dashboardSections(login).flatMap((s) => s.links.map((l) => l.id))
    expect(shown).not.toContain('orders')
    expect(shown).not.toContain('bonuses')
    expect(shown).not.toContain('sales')
    expect(shown).toHaveLength(DASHBOARD_LINKS.length - 3)
  })
})

describe('links from the server', () => {
  it('opens internal paths in the app and https addresses in a new tab', () => {
    expect(serverLinkAttributes('/bonuses')).toEqual({ as: 'path', path: '/bonuses' })
    expect(serverLinkAttributes('https://www.marketplace.example/deals')).toEqual({
      as: 'anchor',
      href: 'https://www.marketplace.example/deals',
      target: '_blank',
      rel: 'noopener noreferrer',
    })
  })

  it.each([null, '', 'javascript:alert(1)', 'http://insecure.example', '//evil.example', 'data:text/html,x', 'https://'])('follows nothing for %j', (link) => {
    expect(serverLinkAttributes(link)).toBeNull()
  })
})
