import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { isRememberedPage, resolveRedirect, type PageName } from '../../../machines/redirect.machine'
import { sessionOwner } from '../../../machines/session.machine'
import { loginData, settledSession, redirectSessionOf } from '../../../machines/session.selectors'
import type { OpeningAddress, RouterContext } from '../../app/router-context'
import { nextTask } from '../../app/next-task'
import { followStoredSession } from '../../app/session-sync'
import { redirectFor, type StoredValues } from '../../app/stored-values'
import { campaignFromSearch } from '../../domain/campaign'
import { handOverOf } from './hand-over'

/** Route paths whose name the redirect rules know (spec section 4); any other path is named by itself. */
const PAGE_NAMES: Record<string, PageName> = {
  '/': 'intro',
  '/login/callback': 'loginCallback',
  '/join': 'join',
  '/register': 'register',
  '/register/success': 'register',
  '/agreement': 'agreement',
  '/confirm-payment-method': 'confirmPaymentMethod',
  '/banned': 'banned',
  '/home': 'home',
  '/contributors': 'contributors',
}

export function pageOf(pathname: string): PageName {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PAGE_NAMES[trimmed] ?? trimmed
}

/** Keeps what the address hands over: ?impersonate= (a day), /join?referral= and its campaign (seven days). */
function keepHandOver(stored: StoredValues, { pathname, search }: OpeningAddress): void {
  const { impersonate, referral } = handOverOf(search)
  if (impersonate) stored.impersonation.set(impersonate)
  if (pageOf(pathname) === 'join' && referral) {
    stored.referralCode.set(referral)
    // The link's campaign goes with its referral (docs/contract.md, "Referral campaigns"): a link without one clears an older one.
    const campaign = campaignFromSearch(search)
    if (campaign) stored.referralCampaign.set(campaign)
    else stored.referralCampaign.clear()
  }
}

/**
 * Runs before every navigation (root beforeLoad): keeps what the address the app was opened at
 * hands over, on the first navigation only, follows the device's stored
 * session (another tab signed out or in, or its time is up: then to the intro), waits for
 * the session to settle, remembers the page as the redirect target (an hour, for this
 * consultant), and follows the redirect rules.
 */
export async function guardNavigation({ session, stored, takeOpeningAddress, toggleOf }: RouterContext, location: ParsedLocation): Promise<void> {
  // Not a link inside the app, nor one the gateway or content gave (a notification's, a redirect's): those are
  // followed, and nothing they carry makes a staff member view an account or changes whose referral is sent.
  const opening = takeOpeningAddress()
  if (opening) keepHandOver(stored, opening)
  const page = pageOf(location.pathname)

  const moved = followStoredSession(session, stored)
  const snapshot = await settledSession(session)
  if (moved && page !== 'intro') throw redirect({ to: '/', replace: true })
  const path = location.href
  const login = loginData(snapshot)
  const owner = login ? sessionOwner(login) : null
  if (isRememberedPage(page)) stored.redirectTarget.set({ path, owner })
  const storedRedirect = redirectFor(stored.redirectTarget.get(), owner)
  const target = resolveRedirect({ page, path, ...redirectSessionOf(snapshot), storedRedirect, toggleOf })
  if (target !== null) throw redirect({ href: target, replace: true }) // href: data, resolveRedirect's answer (a path kept before signing in, or the session's screen)
  // The screen's loaders (its machines, its first reads) start in a task of their own: with the route's matching and
  // this guard they made one task of 15-25 ms on a desktop at a cold start, 90-150 on a cheap phone (issue 21 goal 1);
  // a tap that navigates is answered in two steps the same way.
  await nextTask()
}
