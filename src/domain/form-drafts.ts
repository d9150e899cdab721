/**
 * Form drafts (issue 18): what a consultant typed in a form and has not saved yet, kept in the tab
 * (sessionStorage, `StoredValues.formDrafts`) so a session that ends under a form (a 401, then the
 * central sign-in) does not lose it. Pure rules, in two modules: here the stored record (its shape
 * and limits, checked on every read and write, and whose drafts they are), in the first load with
 * the stored values; in form-draft-values.ts what of a form's values is kept and how a draft goes
 * back onto the form, loaded with the forms.
 *
 * - One record for the tab, tagged with its owner (the signed-in consultant): a draft of anyone else
 *   is never shown, and the record goes as soon as someone else is signed in.
 * - Only the fields that differ from what the form started with, and only plain values (text, numbers,
 *   yes/no, lists of them): never a file or picture, nothing that looks like a password or token, no
 *   long text (a picture's data URL), and small in all (`formDraftLimits`).
 * - A draft read back is checked field by field against the form's own starting values: a field of
 *   another shape (an edited or older entry) is left as the form starts it.
 */

/** A value a draft keeps: what JSON holds. */
export type DraftValue = string | number | boolean | null | readonly DraftValue[] | { readonly [key: string]: DraftValue }

/** One form's changed fields. */
export type FormDraft = Readonly<Record<string, DraftValue>>

/** The tab's drafts: one owner, a draft per form (oldest first). */
export interface FormDrafts {
  readonly owner: string
  readonly forms: Readonly<Record<string, FormDraft>>
}

export const formDraftLimits = {
  /** The whole record, in JSON characters: a few forms' worth of typing. */
  totalChars: 16_000,
  /** Forms with a draft; the one typed in longest ago goes first. */
  forms: 8,
  /** Fields of one form. */
  fields: 40,
  /** A text value; a longer one (a pasted picture) is not kept. */
  stringChars: 2_000,
  /** Items of a list value (the languages spoken). */
  items: 50,
  /** Nesting: a list of small objects (a language's id and name) is as deep as a form goes. */
  depth: 3,
  /** An owner tag or a form's name. */
  nameChars: 200,
} as const

/** Fields never kept, whatever the form: secrets are typed again. */
export const secretField = /pass(word|code)|token|secret|credential/i
/** A picture or file as text: kept nowhere but in the form. */
const fileText = /^\s*(data|blob):/i
/** A form's draft name: letters, digits, and - _ . : (e.g. 'personal-info', 'payment-method:12'). */
const formName = /^[A-Za-z0-9][\w.:-]*$/

export const isPlainObject = (x: unknown): x is Record<string, unknown> => {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false
  const proto = Object.getPrototypeOf(x) as unknown
  return proto === Object.prototype || proto === null
}

export const isFormName = (name: string) => name.length <= formDraftLimits.nameChars && formName.test(name)

/** A value within the limits, of the kinds JSON holds (a File, a Blob or a Date is not). */
export function isDraftValue(x: unknown, depth = 1): x is DraftValue {
  if (x === null || typeof x === 'boolean') return true
  if (typeof x === 'number') return Number.isFinite(x)
  if (typeof x === 'string') return x.length <= formDraftLimits.stringChars && !fileText.test(x)
  if (depth >= formDraftLimits.depth) return false
  if (Array.isArray(x)) return x.length <= formDraftLimits.items && x.every((item) => isDraftValue(item, depth + 1))
  if (!isPlainObject(x)) return false
  const entries = Object.entries(x)
  return entries.length <= formDraftLimits.fields && entries.every(([key, value]) => !secretField.test(key) && isDraftValue(value, depth + 1))
}

export function isFormDraft(x: unknown): x is FormDraft {
  if (!isPlainObject(x)) return false
  const entries = Object.entries(x)
  return entries.length > 0 && entries.length <= formDraftLimits.fields && entries.every(([field, value]) => !secretField.test(field) && isDraftValue(value))
}

export const sizeOf = (drafts: FormDrafts) => JSON.stringify(drafts).length

/** The stored record, checked on read and write: anything else (another shape, too large) reads as none. */
export function acceptFormDrafts(x: unknown): FormDrafts | null {
  if (!isPlainObject(x)) return null
  const { owner, forms } = x
  if (typeof owner !== 'string' || owner === '' || owner.length > formDraftLimits.nameChars || !isPlainObject(forms)) return null
  const entries = Object.entries(forms)
  if (entries.length === 0 || entries.length > formDraftLimits.forms) return null
  if (!entries.every(([name, draft]) => isFormName(name) && isFormDraft(draft))) return null
  const drafts: FormDrafts = { owner, forms: Object.fromEntries(entries) as Record<string, FormDraft> }
  return sizeOf(drafts) <= formDraftLimits.totalChars ? drafts : null
}

/** What `draftOwner` reads of a sign-in (the session's `LoginData` fits). */
export interface DraftOwnerLogin {
  readonly customer_data: { readonly id: number | null; readonly email: string }
  readonly impersonating: boolean
}

/**
 * Whose drafts these are: the signed-in consultant (a visitor registering has no consultant id yet:
 * their e-mail), kept apart from staff viewing the same account. Null when nobody is signed in.
 */
export function draftOwner(login: DraftOwnerLogin | null): string | null {
  if (!login) return null
  const { id, email } = login.customer_data
  const who = id !== null ? `consultant:${id}` : `customer:${email.trim().toLowerCase()}`
  return login.impersonating ? `staff-view:${who}` : who
}
