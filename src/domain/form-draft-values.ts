/**
 * A form's draft in the tab's record (src/domain/form-drafts.ts): which fields are kept, how the
 * record changes as a form is typed in, saved or discarded, and how a draft goes back onto the form.
 * Loaded with the forms (the record's checks are in the first load, these are not).
 */
import {
  isDraftValue,
  isFormDraft,
  isFormName,
  isPlainObject,
  secretField,
  sizeOf,
  formDraftLimits,
  type DraftValue,
  type FormDraft,
  type FormDrafts,
} from './form-drafts'

/** This owner's draft of this form, if any (another owner's drafts are never read). */
export function draftOf(drafts: FormDrafts | null, owner: string, form: string): FormDraft | null {
  if (drafts === null || drafts.owner !== owner) return null
  return Object.hasOwn(drafts.forms, form) ? (drafts.forms[form] ?? null) : null
}

/** The fields whose values differ from the form's starting values and may be kept (see the limits). */
export function changedFields(initial: object, values: object): FormDraft {
  const start = initial as Record<string, unknown>
  const changed: Record<string, DraftValue> = {}
  for (const [field, value] of Object.entries(values)) {
    if (secretField.test(field) || !isDraftValue(value)) continue
    if (JSON.stringify(value) === JSON.stringify(start[field])) continue
    changed[field] = value
  }
  return changed
}

/** The record without this form's draft; null when no draft is left. */
export function withoutDraft(drafts: FormDrafts | null, form: string): FormDrafts | null {
  if (drafts === null) return null
  const forms = Object.entries(drafts.forms).filter(([name]) => name !== form)
  return forms.length > 0 ? { owner: drafts.owner, forms: Object.fromEntries(forms) } : null
}

/**
 * The record with this owner's draft of this form, newest last. Another owner's record is replaced.
 * An empty draft removes the form's; past the limits the oldest drafts go first, and a draft too
 * large on its own is not kept.
 */
export function withDraft(drafts: FormDrafts | null, owner: string, form: string, draft: FormDraft): FormDrafts | null {
  const mine = drafts !== null && drafts.owner === owner ? drafts : null
  if (Object.keys(draft).length === 0 || !isFormName(form) || !isFormDraft(draft)) return withoutDraft(mine, form)
  const others = Object.entries(mine?.forms ?? {}).filter(([name]) => name !== form)
  for (let from = Math.max(0, others.length - (formDraftLimits.forms - 1)); from <= others.length; from++) {
    const next: FormDrafts = { owner, forms: Object.fromEntries([...others.slice(from), [form, draft]]) }
    if (sizeOf(next) <= formDraftLimits.totalChars) return next
  }
  // Too large on its own: the other forms' drafts stay as they were, this one is not kept.
  return withoutDraft(mine, form)
}

/** `value` in the shape of `start` (the form's own starting value), or undefined when it has another. */
function shaped(start: unknown, value: unknown): unknown {
  if (start === null) return value === null ? null : undefined
  if (typeof start === 'string' || typeof start === 'number' || typeof start === 'boolean') {
    return typeof value === typeof start ? value : undefined
  }
  if (Array.isArray(start)) {
    if (!Array.isArray(value)) return undefined
    const template: unknown = start[0]
    // An empty list gives no template: only flat items (values, or objects of values) are taken.
    const items = value.map((item) => (start.length > 0 ? shaped(template, item) : isFlat(item) ? item : undefined))
    return items.every((item) => item !== undefined) ? items : undefined
  }
  if (isPlainObject(start)) {
    if (!isPlainObject(value)) return undefined
    const out: Record<string, unknown> = {}
    for (const [key, template] of Object.entries(start)) {
      const field = shaped(template, value[key])
      if (field === undefined) return undefined
      out[key] = field
    }
    return out
  }
  return undefined
}

const isFlat = (x: unknown) =>
  x === null ||
  ['string', 'number', 'boolean'].includes(typeof x) ||
  (isPlainObject(x) && Object.values(x).every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)))

/**
 * The form's starting values with the draft's fields put back, each only where it has the shape
 * the form gives that field; `restored` when at least one differs from the start.
 */
export function restoreDraft<V extends object>(initial: V, draft: FormDraft): { values: V; restored: boolean } {
  const start = initial as Record<string, unknown>
  const values: Record<string, unknown> = { ...start }
  let restored = false
  for (const [field, value] of Object.entries(draft)) {
    if (!Object.hasOwn(start, field)) continue
    const taken = shaped(start[field], value)
    if (taken === undefined || JSON.stringify(taken) === JSON.stringify(start[field])) continue
    values[field] = taken
    restored = true
  }
  return { values: values as V, restored }
}
