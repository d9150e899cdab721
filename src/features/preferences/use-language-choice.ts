import { useRouteContext } from '@tanstack/react-router'
import type { Locale } from '../../config/country'
import { activateLocale } from '../../i18n/activate'
import { consultant, isImpersonating } from '../../../machines/session.selectors'

/**
 * Picking a language: keep the choice, switch to it, and, for a signed-in consultant,
 * make it their preferred language on the server too, so the next sign-in does not
 * switch back (spec section 4 follows preferred_language at login). Staff viewing an
 * account change only their own screen: the consultant's preference stays theirs.
 */
export function useLanguageChoice() {
  const { client, session, stored } = useRouteContext({ from: '__root__' })
  return async (locale: Locale) => {
    stored.locale.set(locale)
    await activateLocale(locale)
    const snapshot = session.getSnapshot()
    const id = consultant(snapshot)?.id
    if (id == null || isImpersonating(snapshot)) return
    try {
      await client.consultants.update(id, { preferred_language: locale })
      session.send({ type: 'session.update', login: { customer_data: { preferred_language: locale } } })
    } catch {
      // Already reported by the client; the language still changed on this device.
    }
  }
}
