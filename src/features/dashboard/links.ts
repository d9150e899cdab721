/**
 * The dashboard's six sections and every link of spec section 1, as data. Screens render
 * this table; the rules of how each kind of link behaves live in `linkAttributes`.
 * Links to app sections carry the section's feature toggle and are hidden when it is off.
 */
import { linkOptions } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FeatureToggle, LoginData } from '../../api'
import { contacts, documents, externalLinks, telUrl } from '../../config/links'
import { toFollowableUrl } from '../../domain/safe-url'
import { whatsappUrl } from '../../domain/whatsapp'
import type { AppLinkOptions } from '../../ui/app-link'
import type { IconName } from '../../ui/icons'
import { isFeatureEnabled } from '../../../machines/feature-toggles'

export type DashboardSectionId = 'checkPerformance' | 'checkSales' | 'getUpdated' | 'readyToSell' | 'contactTeam' | 'otherInformation'

export type LinkTarget =
  /** A page of the app (client-side navigation), hidden when its toggle is off. */
  | { readonly kind: 'internal'; readonly link: AppLinkOptions; readonly toggle?: FeatureToggle }
  /** Another site, in a new tab. */
  | { readonly kind: 'external'; readonly href: string }
  /** A document (PDF), in a new tab. */
  | { readonly kind: 'document'; readonly href: string }
  /** A phone call. */
  | { readonly kind: 'tel'; readonly href: string }
  /** No target: opens the agreement dialog. */
  | { readonly kind: 'agreement' }
  /** Shown disabled, marked 'coming soon'. */
  | { readonly kind: 'comingSoon' }

/**
 * A target as the table holds it: a WhatsApp chat becomes its wa.me link (an external one) only
 * with the consultant's country code, in `dashboardSections`; a number it cannot make a chat of
 * hides the link.
 */
export type LinkSource = LinkTarget | { readonly kind: 'whatsapp'; readonly phone: string }

export interface DashboardLink {
  readonly id: string
  readonly section: DashboardSectionId
  readonly label: MessageDescriptor
  readonly description: MessageDescriptor
  /** Shown as is (a phone number), after the description. */
  readonly detail?: string
  readonly icon: IconName
  readonly target: LinkTarget
}

/** A row of the link table, before `dashboardSections` resolves its target for the consultant. */
export interface DashboardLinkEntry extends Omit<DashboardLink, 'target'> {
  readonly target: LinkSource
}

export const DASHBOARD_SECTIONS: readonly { readonly id: DashboardSectionId; readonly title: MessageDescriptor }[] = [
  { id: 'checkPerformance', title: msg`Check performance` },
  { id: 'checkSales', title: msg`Check sales` },
  { id: 'getUpdated', title: msg`Get updated` },
  { id: 'readyToSell', title: msg`Ready to sell` },
  { id: 'contactTeam', title: msg`Contact the team` },
  { id: 'otherInformation', title: msg`Other information` },
]

export const DASHBOARD_LINKS: readonly DashboardLinkEntry[] = [
  // Check performance
  {
    id: 'commissions',
    section: 'checkPerformance',
    label: msg`Commissions`,
    description: msg`Confirmed and pending`,
    icon: 'coins',
    target: { kind: 'internal', link: linkOptions({ to: '/commissions' }), toggle: 'commissions' },
  },
  {
    id: 'bonuses',
    section: 'checkPerformance',
    label: msg`Bonuses`,
    description: msg`Targets and rewards`,
    icon: 'gift',
    target: { kind: 'internal', link: linkOptions({ to: '/bonuses' }), toggle: 'bonus' },
  },
  {
    id: 'successRate',
    section: 'checkPerformance',
    label: msg`Success rate`,
    description: msg`Orders completed each month`,
    icon: 'target',
    target: { kind: 'internal', link: linkOptions({ to: '/success-rate' }), toggle: 'success_rate' },
  },
  // Check sales
  {
    id: 'sales',
    section: 'checkSales',
    label: msg`Sales`,
    description: msg`By status and category`,
    icon: 'chart',
    target: { kind: 'internal', link: linkOptions({ to: '/sales' }), toggle: 'sales' },
  },
  {
    id: 'orders',
    section: 'checkSales',
    label: msg`Orders`,
    description: msg`Follow your customers' orders`,
    icon: 'cart',
    target: { kind: 'internal', link: linkOptions({ to: '/orders' }), toggle: 'orders' },
  },
  // Get updated
  {
    id: 'communityGroup',
    section: 'getUpdated',
    label: msg`Community group`,
    description: msg`Tips from other consultants`,
    icon: 'users',
    target: { kind: 'external', href: externalLinks.communityGroup },
  },
  { id: 'blog', section: 'getUpdated', label: msg`Blog`, description: msg`News of the programme`, icon: 'megaphone', target: { kind: 'comingSoon' } },
  {
    id: 'socialGroup',
    section: 'getUpdated',
    label: msg`Social group`,
    description: msg`Follow us`,
    icon: 'users',
    target: { kind: 'external', href: externalLinks.socialGroup },
  },
  {
    id: 'chatGroup',
    section: 'getUpdated',
    label: msg`Chat group`,
    description: msg`Join the consultants' chat`,
    icon: 'chat',
    target: { kind: 'external', href: externalLinks.chatGroup },
  },
  // Ready to sell
  {
    id: 'pickupStations',
    section: 'readyToSell',
    label: msg`Pickup stations`,
    description: msg`Where customers collect orders`,
    icon: 'mapPin',
    target: { kind: 'internal', link: linkOptions({ to: '/$id', params: { id: 'pickup-stations' } }) },
  },
  {
    id: 'trainingManual',
    section: 'readyToSell',
    label: msg`Training manual`,
    description: msg`Learn to sell, step by step (PDF)`,
    icon: 'book',
    target: { kind: 'document', href: documents.trainingManual },
  },
  // Contact the team
  {
    id: 'supportForm',
    section: 'contactTeam',
    label: msg`Support form`,
    description: msg`Send us your question`,
    icon: 'send',
    target: { kind: 'external', href: externalLinks.supportForm },
  },
  {
    id: 'messagingApp',
    section: 'contactTeam',
    label: msg`Message us`,
    description: msg`Chat with the team on WhatsApp`,
    icon: 'chat',
    target: { kind: 'whatsapp', phone: contacts.messaging },
  },
  {
    id: 'helpline',
    section: 'contactTeam',
    label: msg`Helpline`,
    description: msg`Call us`,
    detail: contacts.helpline,
    icon: 'phone',
    target: { kind: 'tel', href: telUrl(contacts.helpline) },
  },
  // Other information
  {
    id: 'faq',
    section: 'otherInformation',
    label: msg`FAQ`,
    description: msg`Answers to common questions`,
    icon: 'help',
    target: { kind: 'internal', link: linkOptions({ to: '/$id', params: { id: 'faq' } }) },
  },
  {
    id: 'agreement',
    section: 'otherInformation',
    label: msg`Agreement`,
    description: msg`Your consultant agreement`,
    icon: 'shield',
    target: { kind: 'agreement' },
  },
  {
    id: 'commissionGrid',
    section: 'otherInformation',
    label: msg`Commission grid`,
    description: msg`Rates by category (PDF)`,
    icon: 'file',
    target: { kind: 'document', href: documents.commissionGrid },
  },
  {
    id: 'levels',
    section: 'otherInformation',
    label: msg`Levels`,
    description: msg`Levels and their advantages (PDF)`,
    icon: 'layers',
    target: { kind: 'document', href: documents.levels },
  },
]

export interface DashboardSection {
  readonly id: DashboardSectionId
  readonly title: MessageDescriptor
  readonly links: readonly DashboardLink[]
}

/** The link for this consultant: null when hidden (its section toggled off, a chat with no number to open). */
function linkFor(login: LoginData | null, link: DashboardLinkEntry): DashboardLink | null {
  const { target } = link
  if (target.kind === 'whatsapp') {
    const href = whatsappUrl(target.phone, login?.phone_country_code)
    return href === null ? null : { ...link, target: { kind: 'external', href } }
  }
  if (target.kind === 'internal' && target.toggle && !isFeatureEnabled(login, target.toggle)) return null
  return { ...link, target }
}

/** The six sections in order, each with its links for this consultant (toggled-off sections' links hidden). */
export function dashboardSections(login: LoginData | null): DashboardSection[] {
  return DASHBOARD_SECTIONS.map(({ id, title }) => ({
    id,
    title,
    links: DASHBOARD_LINKS.filter((link) => link.section === id)
      .map((link) => linkFor(login, link))
      .filter((link): link is DashboardLink => link !== null),
  }))
}

/** How a link behaves as an anchor: where it goes and whether it opens a new tab. */
export type LinkAttributes =
  | { readonly as: 'route'; readonly link: AppLinkOptions }
  /** A path the gateway gave (a home block's item or "see more"): data, not one of the app's own links. */
  | { readonly as: 'path'; readonly path: string }
  | { readonly as: 'anchor'; readonly href: string; readonly target?: '_blank'; readonly rel?: 'noopener noreferrer' }
  | { readonly as: 'button' }
  | { readonly as: 'disabled' }

export function linkAttributes(target: LinkTarget): LinkAttributes {
  switch (target.kind) {
    case 'internal':
      return { as: 'route', link: target.link }
    case 'external':
    case 'document':
      return { as: 'anchor', href: target.href, target: '_blank', rel: 'noopener noreferrer' }
    case 'tel':
      return { as: 'anchor', href: target.href }
    case 'agreement':
      return { as: 'button' }
    case 'comingSoon':
      return { as: 'disabled' }
  }
}

/**
 * A link that came from the server (home block items, "see more"): an internal path opens
 * in the app, an https address in a new tab; anything else (javascript:, http:, data:) is
 * not followed at all (src/domain/safe-url.ts decides).
 */
export function serverLinkAttributes(link: string | null, appOrigin: string | undefined = globalThis.location?.origin): LinkAttributes | null {
  const url = toFollowableUrl(link, appOrigin)
  if (url === null) return null
  return url.kind === 'internal' ? { as: 'path', path: url.path } : { as: 'anchor', href: url.href, target: '_blank', rel: 'noopener noreferrer' }
}
