import { describe, expect, it } from 'vitest'
import { mailtoUrl } from './mailto'

describe('mailtoUrl', () => {
  it('encodes the subject and the body whole, line breaks as CRLF', () => {
    const url = mailtoUrl('support@consultants.example', { subject: 'Order #12 & more?', body: 'Line 1\nLine 2 = 50%' })
    expect(url).toBe('mailto:support@consultants.example?subject=Order%20%2312%20%26%20more%3F&body=Line%201%0D%0ALine%202%20%3D%2050%25')
    const back = new URL(url ?? '')
    expect(back.searchParams.get('subject')).toBe('Order #12 & more?')
    expect(back.searchParams.get('body')).toBe('Line 1\r\nLine 2 = 50%')
  })

  it('links to the address alone when there is no message, and never throws on half an emoji', () => {
    expect(mailtoUrl('ama.mensah@example.com')).toBe('mailto:ama.mensah@example.com')
    const url = mailtoUrl('support@consultants.example', { subject: 'Phone \ud83d', body: '\udcf1' })
    expect(new URL(url ?? '').searchParams.get('subject')).toBe('Phone \ufffd')
  })

  it.each([
    [''],
    ['support'],
    ['support@example'],
    ['a@b.example?cc=evil@x.example'],
    ['a@b.example?bcc=evil@x.example'],
    ['a@b.example%3Fbcc%3Devil@x.example'],
    ['a@b.example%0Abcc:evil@x.example'],
    ['a@b.example;evil@x.example'],
    ['a@b.example#x'],
    ['a@b.example\r\nBcc: evil@x.example'],
    ['a@b.example\u0000'],
    ['\u202eelpmaxe.b@a'],
    ['a@b.example,evil@x.example'],
    ['a@b.example&body=x'],
    ['a b@c.example'],
    ['a@b.example\n'],
    ['javascript:alert(1)//@x.example'],
  ])('refuses %j as the address', (address) => {
    expect(mailtoUrl(address)).toBeNull()
    expect(mailtoUrl(address, { subject: 's', body: 'b' })).toBeNull()
  })
})
