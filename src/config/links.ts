/**
 * The dashboard's external addresses, contact channels and documents (spec section 1).
 *
 * Demo values: the web addresses are on reserved `.example` domains and the phone and
 * e-mail are the build's support contacts (country.ts). A real country build replaces
 * them here; nothing else in the app holds an address.
 */
import { country } from './country'

/** The gateway's base, as the client uses it (VITE_GATEWAY_URL, default the same-origin /api/v1). */
export const gatewayBaseUrl = import.meta.env.VITE_GATEWAY_URL ?? '/api/v1'

const file = (name: string) => `${gatewayBaseUrl}/mouse/files/${name}`

export const externalLinks = {
  /** The consultants' community group page (opens in a new tab). */
  communityGroup: 'https://community.marketplace.example/groups/consultants',
  /** The programme's blog: not live yet, shown disabled as 'coming soon'. */
  blog: 'https://blog.marketplace.example/consultants',
  supportForm: 'https://support.marketplace.example/consultants/contact',
  socialGroup: 'https://social.marketplace.example/groups/consultants',
  /** Invitation to the consultants' group on a chat app. */
  chatGroup: 'https://chat.marketplace.example/invite/consultants',
} as const

export const contacts = {
  /** The helpline, called with tel:. */
  helpline: country.support.phone,
  /** The number the messaging-app contact opens a chat with (`whatsappUrl`, src/domain/whatsapp.ts). */
  messaging: country.support.phone,
  email: country.support.email,
} as const

/** tel: with the leading + kept and spaces dropped. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Documents served by the content service. */
export const documents = {
  agreement: file('agreement.pdf'),
  commissionGrid: file('commission-grid.pdf'),
  levels: file('levels.pdf'),
  trainingManual: file('training-manual.pdf'),
} as const
