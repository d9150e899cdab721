import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { contacts } from '../../config/links'
import { mailtoUrl } from '../../domain/mailto'
import { whatsappMessageUrl } from '../../domain/whatsapp'

/** What "Ask about this item" tells support about a failed, rejected or returned item (issue 22 §5). */
export interface AskedItem {
  readonly orderNumber: string
  readonly itemName: string
  readonly sku: string
  /** The status as the consultant reads it (translated). */
  readonly status: string
  /** The reason as the screen shows it, or null when none was given. */
  readonly reason: string | null
  /** The commission lost, formatted for the language. */
  readonly commission: string
}

/**
 * Server text put in a message: no control characters (a line break would forge a line of the
 * message) and no bidi embeddings or overrides (they would reorder what follows in the chat);
 * at most 200 characters.
 */
const plain = (text: string) =>
  text
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)

/** The subject and the message, in the language `i18n` is active in. */
export function askAboutItemMessage(i18n: I18n, item: AskedItem): { readonly subject: string; readonly body: string } {
  const order = plain(item.orderNumber)
  const name = plain(item.itemName)
  const sku = plain(item.sku)
  const status = item.status
  const reason = item.reason === null ? i18n._(msg`No reason was given.`) : plain(item.reason)
  const commission = item.commission
  const subject = i18n._(msg`Question about order #${order}`)
  const body = [
    i18n._(msg`Hello, I would like to ask about an item of order #${order}.`),
    i18n._(msg`Item: ${name} (SKU ${sku})`),
    i18n._(msg`Status: ${status}`),
    i18n._(msg`Reason: ${reason}`),
    i18n._(msg`Commission lost: ${commission}`),
    i18n._(msg`Could you check it, please?`),
  ].join('\n')
  return { subject, body }
}

/** The two ways to ask (the build's helplines, src/config/links.ts): a WhatsApp chat and an e-mail, each null when the build has none. */
export function askAboutItemLinks(message: { readonly subject: string; readonly body: string }): {
  readonly whatsapp: string | null
  readonly email: string | null
} {
  return {
    whatsapp: whatsappMessageUrl(contacts.messaging, null, `${message.subject}\n\n${message.body}`),
    email: mailtoUrl(contacts.email, message.subject, message.body),
  }
}
