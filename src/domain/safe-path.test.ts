import { describe, expect, it } from 'vitest'
import { pathnameOf, toInternalPath } from './safe-path'

describe('toInternalPath', () => {
  it.each([
    ['/', '/'],
    ['/home', '/home'],
    ['/orders?status[]=completed&page=2', '/orders?status[]=completed&page=2'],
    ['/orders/12/item/3#timeline', '/orders/12/item/3#timeline'],
    ['/commissions/pending/direct/status/completed', '/commissions/pending/direct/status/completed'],
    ['/a/./b/../c', '/a/c'],
    ['/sales?next=//evil.com', '/sales?next=//evil.com'],
    ['/faq page', '/faq%20page'],
    ['/%252F%252Fevil.com', '/%252F%252Fevil.com'],
  ])('keeps the internal path %j as %j', (raw, expected) => {
    expect(toInternalPath(raw)).toBe(expected)
  })

  it.each([
    // not a string, or empty
    [undefined],
    [null],
    [42],
    [{ path: '/home' }],
    [''],
    // absolute URLs and schemes
    ['https://evil.com'],
    ['http://evil.com/home'],
    ['HTTPS://evil.com'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:someone@example.com'],
    ['home'],
    ['evil.com'],
    // protocol-relative and their disguises
    ['//evil.com'],
    ['///evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['\\/evil.com'],
    ['/home\\..\\..\\evil'],
    ['/%2F%2Fevil.com'],
    ['/%2fevil.com'],
    ['%2F%2Fevil.com'],
    ['/%5Cevil.com'],
    ['/%5cevil.com'],
    ['%6Aavascript:alert(1)'],
    ['/.//evil.com'],
    ['/./%2Fevil.com'],
    // whitespace and control characters, raw or encoded
    [' /home'],
    [' //evil.com'],
    ['\t//evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/%09/evil.com'],
    ['/%0a/evil.com'],
    ['/home%00'],
    ['/home\u0000'],
    ['/home\u007f'],
    // malformed percent-encoding
    ['/%E0%A4%A'],
    ['/100%'],
    // absurdly long
    [`/${'a'.repeat(3000)}`],
  ])('refuses %#: %.40j', (raw) => {
    expect(toInternalPath(raw)).toBeNull()
  })
})

describe('pathnameOf', () => {
  it('drops search and hash', () => {
    expect(pathnameOf('/orders?page=2#top')).toBe('/orders')
    expect(pathnameOf('/orders#top')).toBe('/orders')
    expect(pathnameOf('/orders')).toBe('/orders')
  })
})
