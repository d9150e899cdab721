import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import type { FormDrafts } from '../domain/form-drafts'

/**
 * The form kit's drafts (issue 18): a form that names its draft (`useFormMachine`'s `draft` option)
 * keeps what the consultant typed in the tab until it is saved or discarded, and starts from it
 * again, with a notice, after the session ended under it. The rules are src/domain/form-drafts.ts.
 *
 * The storage reaches the kit from the root route (`FormDraftsProvider`, given `stored.formDrafts`
 * and the signed-in consultant), since src/forms imports nothing of src/app. The provider is in the
 * first load; a form's keeper (form-draft-keeper.ts) loads with the forms.
 */

/** Where the tab's drafts are kept: `StoredValues.formDrafts` in the app, any such value in tests. */
export interface DraftSlot {
  get(): FormDrafts | null
  set(value: FormDrafts): void
  clear(): void
}

export interface FormDraftsContext {
  readonly slot: DraftSlot
  /** `draftOwner` of the signed-in consultant; null when nobody is. */
  readonly owner: string | null
}

const DraftsContext = createContext<FormDraftsContext | null>(null)

/**
 * Gives the forms below the tab's drafts. When someone else signs in, the drafts of the consultant
 * before go at once (never shown to the next one); an ended session (no owner) keeps them for the
 * same consultant's next sign-in.
 */
export function FormDraftsProvider({ slot, owner, children }: FormDraftsContext & { children: ReactNode }) {
  useEffect(() => {
    if (owner === null) return
    const drafts = slot.get()
    if (drafts !== null && drafts.owner !== owner) slot.clear()
  }, [slot, owner])
  const value = useMemo(() => ({ slot, owner }), [slot, owner])
  return <DraftsContext.Provider value={value}>{children}</DraftsContext.Provider>
}

/** The tab's drafts and who is signed in, for the keeper of a form (null outside the provider). */
export const useFormDrafts = (): FormDraftsContext | null => useContext(DraftsContext)
