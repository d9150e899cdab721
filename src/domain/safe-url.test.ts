import { describe, expect, it } from 'vitest'
import { followableHref, toFollowableUrl } from './safe-url'

const deployed = 'https://consultants.example'
const local = 'http://localhost:4203'

describe('toFollowableUrl', () => {
  it.each([
    ['https://sso.example/authorize?state=abc', { kind: 'external', href: 'https://sso.example/authorize?state=abc' }],
    ['HTTPS://SSO.example/x', { kind: 'external', href: 'https://sso.example/x' }],
    ['/api/v1/mouse/files/agreement-v2.pdf', { kind: 'internal', path: '/api/v1/mouse/files/agreement-v2.pdf' }],
    ['/faq#fees', { kind: 'internal', path: '/faq#fees' }],
    // The app's own origin, written in full: its path.
    ['https://consultants.example/demo-sso?state=1', { kind: 'internal', path: '/demo-sso?state=1' }],
  ])('follows %j', (raw, expected) => {
    expect(toFollowableUrl(raw, deployed)).toEqual(expected)
  })

  it.each([
    ['javascript:window.__pwned=1'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['blob:https://consultants.example/0f1e'],
    ['file:///etc/passwd'],
    ['vbscript:msgbox(1)'],
    ['mailto:someone@example.com'],
    // another site over http, even on the deployed app's own host name with another scheme
    ['http://evil.example/sign-in'],
    ['http://consultants.example/x'],
    ['http://localhost:8787/demo-sso'],
    // protocol-relative and its disguises
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/.//evil.example'],
    ['/%2e//evil.example'],
    ['https:/\\evil.example'],
    // relative, not a path
    ['evil.example/x'],
    ['sign-in'],
    // credentials in the address (https://consultants.example@evil.example reads as evil.example)
    ['https://consultants.example@evil.example/'],
    ['https://user:pass@sso.example/'],
    ['https:///nohost'],
    [''],
    [null],
    [undefined],
    [42],
    [{ href: 'https://sso.example' }],
    [`https://sso.example/${'a'.repeat(2100)}`],
  ])('refuses %j', (raw) => {
    expect(toFollowableUrl(raw, deployed)).toBeNull()
  })

  describe('http on localhost (the demo gateway in development and in the browser tests)', () => {
    it('follows an http loopback address while the app itself runs on loopback', () => {
      expect(toFollowableUrl('http://localhost:8787/demo-sso?state=1', local)).toEqual({ kind: 'external', href: 'http://localhost:8787/demo-sso?state=1' })
      expect(toFollowableUrl('http://127.0.0.1:8787/x', 'http://127.0.0.1:4173')).toEqual({ kind: 'external', href: 'http://127.0.0.1:8787/x' })
      expect(toFollowableUrl('http://[::1]:8787/x', local)).toEqual({ kind: 'external', href: 'http://[::1]:8787/x' })
    })

    it('reads the app’s own http origin as a path', () => {
      expect(toFollowableUrl('http://localhost:4203/demo-sso?state=1&return_to=x', local)).toEqual({ kind: 'internal', path: '/demo-sso?state=1&return_to=x' })
    })

    it('still refuses another host over http, and any other scheme', () => {
      expect(toFollowableUrl('http://evil.example/', local)).toBeNull()
      expect(toFollowableUrl('http://localhost.evil.example/', local)).toBeNull()
      expect(toFollowableUrl('javascript:alert(1)', local)).toBeNull()
      expect(toFollowableUrl('ws://localhost:8787/', local)).toBeNull()
    })
  })
})

describe('without the app’s origin (a test, a worker)', () => {
  it('follows paths and https addresses only', () => {
    expect(toFollowableUrl('/faq', null)).toEqual({ kind: 'internal', path: '/faq' })
    expect(toFollowableUrl('https://sso.example/', undefined)).toEqual({ kind: 'external', href: 'https://sso.example/' })
    expect(toFollowableUrl('http://localhost:8787/', null)).toBeNull()
    expect(toFollowableUrl('javascript:alert(1)', '')).toBeNull()
  })
})

describe('followableHref', () => {
  it('gives the path or the absolute address to hand to the browser, or null', () => {
    expect(followableHref('/agreement.pdf', deployed)).toBe('/agreement.pdf')
    expect(followableHref('https://sso.example/a', deployed)).toBe('https://sso.example/a')
    expect(followableHref('javascript:alert(1)', deployed)).toBeNull()
  })
})
