import { withLanguageCookie } from './language-cookie'
import { createMemoryStorage, createStoredValues, type StoredValues } from './stored-values'

/** The browser's storage, or memory where it is refused (private mode, blocked cookies). */
function browserStorage(get: () => Storage): Storage {
  try {
    const storage = get()
    const probe = '__probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return createMemoryStorage()
  }
}

/**
 * The app's stored values: consultant data in localStorage, the sign-in state in sessionStorage. The stored language
 * is followed by the language cookie, which tells the host which prerendered page to send (src/app/language-cookie.ts).
 */
export function createAppStoredValues({ onSessionNotStored }: { onSessionNotStored?: () => void } = {}): StoredValues {
  const values = createStoredValues({
    storage: browserStorage(() => localStorage),
    authStorage: browserStorage(() => sessionStorage),
    now: Date.now,
    ...(onSessionNotStored ? { onSessionNotStored } : {}),
  })
  return { ...values, locale: withLanguageCookie(values.locale, document, import.meta.env.BASE_URL) }
}
