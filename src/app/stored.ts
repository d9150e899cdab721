import { createMemoryStorage, createStoredValues, type StoredValues } from './storedValues'

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

/** The app's stored values: consultant data in localStorage, the sign-in state in sessionStorage. */
export function createAppStoredValues(): StoredValues {
  return createStoredValues({
    storage: browserStorage(() => localStorage),
    authStorage: browserStorage(() => sessionStorage),
    now: Date.now,
  })
}
