import { changedFields, draftOf, restoreDraft, withDraft, withoutDraft } from '../domain/form-draft-values'
import type { FormDrafts } from '../domain/form-drafts'
import { useFormDrafts, type DraftSlot } from './form-drafts'

/** One form's draft: read once when the form opens, kept as it is typed, dropped when saved or discarded. */
export interface FormDraftKeeper {
  /** The form's starting values with the draft put back; `restored` when it changed something. */
  start<V extends object>(initial: V): { values: V; restored: boolean }
  /** Keeps what differs from the starting values (nothing left: the draft goes). */
  keep(initial: object, values: object): void
  drop(): void
}

/** A form's keeper over the tab's drafts, for this owner and this form's name. */
export function formDraftKeeper(slot: DraftSlot, owner: string, form: string): FormDraftKeeper {
  const update = (next: FormDrafts | null) => (next === null ? slot.clear() : slot.set(next))
  return {
    start(initial) {
      const drafts = slot.get()
      // Someone else's drafts are never shown, and not left for later either.
      if (drafts !== null && drafts.owner !== owner) slot.clear()
      const draft = draftOf(drafts, owner, form)
      if (draft === null) return { values: initial, restored: false }
      const restored = restoreDraft(initial, draft)
      if (!restored.restored) update(withoutDraft(drafts, form))
      return restored
    },
    keep(initial, values) {
      update(withDraft(slot.get(), owner, form, changedFields(initial, values)))
    },
    drop() {
      const drafts = slot.get()
      if (draftOf(drafts, owner, form) !== null) update(withoutDraft(drafts, form))
    },
  }
}

/** The keeper of this form's draft, or null when the form names none or nobody is signed in. */
export function useFormDraftKeeper(form: string | undefined): FormDraftKeeper | null {
  const context = useFormDrafts()
  if (!form || !context || context.owner === null) return null
  return formDraftKeeper(context.slot, context.owner, form)
}
