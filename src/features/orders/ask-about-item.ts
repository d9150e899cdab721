import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { contacts } from '../../config/links'
import { mailtoUrl } from '../../domain/mailto'
import { shortenText, stripBidiControls } from '../../domain/text'
import { whatsappMessageUrl, whatsappUrl } from '../../domain/whatsapp'

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

/** The most characters of each piece of server text in the message. */
const LONGEST = 200

/**
 * Server text put in a message: no control characters (a line break would forge a line of the
 * message) and no bidi embeddings or overrides (they would reorder what follows in the chat);
 * at most `longest` whole characters (an emoji is never cut in half), an ellipsis where cut.
 */
const plain = (text: string, longest: number) =>
  shortenText(
    stripBidiControls(text)
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim(),
    longest,
  )

/** The subject and the message, in the language `i18n` is active in; each piece of server text at most `longest` characters. */
export function askAboutItemMessage(i18n: I18n, item: AskedItem, longest = LONGEST): { readonly subject: string; readonly body: string } {
  const order = plain(item.orderNumber, longest)
  const name = plain(item.itemName, longest)
  const sku = plain(item.sku, longest)
  const status = item.status
  const reason = item.reason === null ? i18n._(msg`No reason was given.`) : plain(item.reason, longest)
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

/**
 * The two ways to ask (the build's helplines, src/config/links.ts): a WhatsApp chat and an e-mail with the message,
 * each null when the build has none. The chat's link holds 2,048 characters and an Arabic letter takes 6: the server's
 * words are cut shorter until it fits, in every language. Never throws: the item's page shows without them instead.
 */
export function askAboutItemLinks(i18n: I18n, item: AskedItem): { readonly whatsapp: string | null; readonly email: string | null } {
  try {
    const chat = (longest: number) => {
      const { subject, body } = askAboutItemMessage(i18n, item, longest)
      return whatsappMessageUrl(contacts.messaging, null, `${subject}\n\n${body}`)
    }
    const chatting = whatsappUrl(contacts.messaging, null) !== null
    let longest = LONGEST
    let whatsapp = chatting ? chat(longest) : null
    if (chatting && whatsapp === null) {
      // The longest cut that fits: shorter pieces make a shorter link, so halve the range.
      let low = 0
      let high = LONGEST - 1
      while (low < high) {
        const middle = Math.ceil((low + high) / 2)
        if (chat(middle) !== null) low = middle
        else high = middle - 1
      }
      longest = low
      whatsapp = chat(longest)
    }
    return { whatsapp, email: mailtoUrl(contacts.email, askAboutItemMessage(i18n, item, longest)) }
  } catch {
    return { whatsapp: null, email: null }
  }
}
