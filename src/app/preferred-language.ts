import { isAvailableLocale } from '../i18n/locale'
import type { SessionActor } from './session'
import type { StoredValues } from './stored-values'

/**
 * Spec section 4: when the consultant's preferred language differs from the stored
 * locale, store it and reload. Checked once per sign-in (the moment login succeeds),
 * so a language picked later in the app is not undone. A language this build does not
 * offer is ignored, and the reload happens only once the stored locale really is the
 * preferred one, so it cannot loop (storage refused: no reload).
 */
export function followPreferredLanguage(session: SessionActor, stored: StoredValues, currentLocale: () => string, reload: () => void) {
  let wasLoggingIn = session.getSnapshot().matches('loggingIn')
  return session.subscribe((snapshot) => {
    const justSignedIn = wasLoggingIn && snapshot.matches('signedIn')
    wasLoggingIn = snapshot.matches('loggingIn')
    if (!justSignedIn) return
    const preferred = snapshot.context.login?.customer_data.preferred_language
    if (!preferred || !isAvailableLocale(preferred) || preferred === currentLocale()) return
    stored.locale.set(preferred)
    if (stored.locale.get() === preferred) reload()
  })
}
