/**
 * A `mailto:` link to one address, with a subject and a body when given, or null when the address
 * is not one plain e-mail address: no spaces, controls, a second address (`,` `;`) or query
 * characters (`?` `&` `#` `%`) that would let it rewrite the subject, the body or the recipients
 * (`a@b.example?bcc=c@d.example`). Every e-mail link of the app is made here. The subject and the
 * body are percent-encoded whole (RFC 6068: line breaks as %0D%0A).
 */
import { wellFormed } from './text'

/** A run of the address's characters: no space, control, invisible format character or half of an emoji, and none of the separators. */
const PART = String.raw`[^\s\p{Cc}\p{Cf}\p{Cs}@,;?&#%<>"'\\/:]+`
const ADDRESS = new RegExp(`^${PART}@${PART}\\.${PART}$`, 'u')

const encode = (text: string) => encodeURIComponent(wellFormed(text).replace(/\r?\n/g, '\r\n'))

export function mailtoUrl(address: string, message?: { readonly subject: string; readonly body: string }): string | null {
  if (address.length > 254 || !ADDRESS.test(address)) return null
  return message === undefined ? `mailto:${address}` : `mailto:${address}?subject=${encode(message.subject)}&body=${encode(message.body)}`
}
