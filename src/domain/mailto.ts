/**
 * A `mailto:` link to one address with a subject and a body, or null when the address is not one
 * plain e-mail address: no spaces, controls, a second address (`,` `;`) or query characters
 * (`?` `&` `#` `%`) that would let it rewrite the subject, the body or the recipients. The subject
 * and the body are percent-encoded whole (RFC 6068: line breaks as %0D%0A).
 */
const ADDRESS = /^[^\s@,;?&#%<>"'\\/:]+@[^\s@,;?&#%<>"'\\/:]+\.[^\s@,;?&#%<>"'\\/:]+$/

const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))

export function mailtoUrl(address: string, subject: string, body: string): string | null {
  if (address.length > 254 || !ADDRESS.test(address)) return null
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`
}
