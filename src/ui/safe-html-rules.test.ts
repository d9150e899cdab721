import { describe, expect, it } from 'vitest'
import { NAMED_PROPS_PREFIX, neutralizeLink, sanitizeConfig, type LinkElement } from './safe-html-rules'

/** An element as DOMPurify's hook sees it, its attributes in a map. */
function element(tagName: string, attributes: Record<string, string>): LinkElement & { attributes: Record<string, string> } {
  const held = { ...attributes }
  return {
    tagName,
    attributes: held,
    getAttribute: (name) => held[name] ?? null,
    setAttribute: (name, value) => void (held[name] = value),
    removeAttribute: (name) => void delete held[name],
  }
}

const app = 'https://consultants.example'

describe('SafeHtml: named properties', () => {
  it('has DOMPurify prefix every id and name, so content cannot name a global (window.__earlyReads, document.x)', () => {
    expect(sanitizeConfig.SANITIZE_NAMED_PROPS).toBe(true)
    expect(sanitizeConfig.SANITIZE_DOM).toBe(true)
    expect(NAMED_PROPS_PREFIX).toBe('user-content-')
  })

  it('points in-page links at the prefixed id', () => {
    const link = element('A', { href: '#fees' })
    neutralizeLink(link, app)
    expect(link.attributes).toEqual({ href: '#user-content-fees' })
    const again = element('A', { href: '#user-content-fees' })
    neutralizeLink(again, app)
    expect(again.attributes.href).toBe('#user-content-fees')
  })
})

describe('SafeHtml: links', () => {
  it('keeps a path of the app in the same tab', () => {
    const link = element('A', { href: '/faq', target: '_blank' })
    neutralizeLink(link, app)
    expect(link.attributes).toEqual({ href: '/faq' })
  })

  it('reads the app’s own origin written in full as its path', () => {
    const link = element('A', { href: 'https://consultants.example/bonuses' })
    neutralizeLink(link, app)
    expect(link.attributes).toEqual({ href: '/bonuses' })
  })

  it('opens an https address in a new tab, without opener or referrer', () => {
    const link = element('A', { href: 'https://www.marketplace.example/deals' })
    neutralizeLink(link, app)
    expect(link.attributes).toEqual({ href: 'https://www.marketplace.example/deals', target: '_blank', rel: 'noopener noreferrer' })
  })

  it.each([
    'http://insecure.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    'https://consultants.example@evil.example/',
  ])('drops the address %j and keeps the text', (href) => {
    const link = element('A', { href, target: '_blank' })
    neutralizeLink(link, app)
    expect(link.attributes).toEqual({})
  })

  it('keeps mailto: and tel: in the same tab', () => {
    for (const href of ['mailto:support@marketplace.example', 'tel:+233302000000']) {
      const link = element('A', { href })
      neutralizeLink(link, app)
      expect(link.attributes).toEqual({ href })
    }
  })

  it('applies to image-map areas too, and leaves other elements alone', () => {
    const area = element('AREA', { href: 'http://insecure.example/' })
    neutralizeLink(area, app)
    expect(area.attributes).toEqual({})
    const image = element('IMG', { src: 'https://cdn.example/a.png' })
    neutralizeLink(image, app)
    expect(image.attributes).toEqual({ src: 'https://cdn.example/a.png' })
  })
})
