import { describe, expect, it } from 'vitest'
import { makeLogin } from '../../machines/fixtures'
import { changedFields, draftOf, restoreDraft, withDraft, withoutDraft } from './form-draft-values'
import { acceptFormDrafts, draftOwner, formDraftLimits, type FormDrafts } from './form-drafts'

const initial = {
  first_name: 'Ama',
  address: '12 Oxford Street, Osu',
  languages: [{ id: 1, name: 'English' }] as readonly { id: number; name: string }[],
  agreed: false,
}

describe('acceptFormDrafts', () => {
  const valid: FormDrafts = { owner: 'consultant:1001', forms: { 'personal-info': { address: '4 Ring Road' }, 'payment-method:12': { account_name: 'Ama M' } } }

  it('takes a record of one owner and its forms', () => {
    expect(acceptFormDrafts(valid)).toEqual(valid)
    expect(acceptFormDrafts(JSON.parse(JSON.stringify(valid)))).toEqual(valid)
  })

  it.each<[string, unknown]>([
    ['not an object', 'personal-info'],
    ['an array', [valid]],
    ['null', null],
    ['no owner', { forms: valid.forms }],
    ['an empty owner', { ...valid, owner: '' }],
    ['an owner that is not text', { ...valid, owner: 1001 }],
    ['no forms', { owner: 'consultant:1001', forms: {} }],
    ['forms as a list', { owner: 'consultant:1001', forms: [{ address: 'x' }] }],
    ['a form name with a slash', { owner: 'consultant:1001', forms: { '../x': { address: 'x' } } }],
    ['a form with no field', { owner: 'consultant:1001', forms: { 'personal-info': {} } }],
    ['a field holding a function-like object', { owner: 'consultant:1001', forms: { f: { a: new Date(0) } } }],
    ['a field named like a password', { owner: 'consultant:1001', forms: { f: { password: 'secret1' } } }],
    ['a token field', { owner: 'consultant:1001', forms: { f: { jforce_token: 'abc' } } }],
    ['a picture as a data URL', { owner: 'consultant:1001', forms: { f: { photo: 'data:image/png;base64,AAAA' } } }],
    ['a text longer than the limit', { owner: 'consultant:1001', forms: { f: { address: 'x'.repeat(formDraftLimits.stringChars + 1) } } }],
    ['a list longer than the limit', { owner: 'consultant:1001', forms: { f: { ids: Array.from({ length: formDraftLimits.items + 1 }, (_, i) => i) } } }],
    ['values nested too deep', { owner: 'consultant:1001', forms: { f: { a: [[['deep']]] } } }],
    ['a number that JSON cannot hold', { owner: 'consultant:1001', forms: { f: { n: Number.NaN } } }],
    [
      'more forms than the limit',
      { owner: 'consultant:1001', forms: Object.fromEntries(Array.from({ length: formDraftLimits.forms + 1 }, (_, i) => [`form-${i}`, { a: 'x' }])) },
    ],
    [
      'more characters than the limit in all',
      {
        owner: 'consultant:1001',
        forms: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`form-${i}`, { a: 'x'.repeat(1_999), b: 'y'.repeat(1_999) }])),
      },
    ],
  ])('refuses %s', (_, value) => {
    expect(acceptFormDrafts(value)).toBeNull()
  })
})

describe('draftOwner', () => {
  it('is the consultant, kept apart from staff viewing the same account, or null when nobody is signed in', () => {
    expect(draftOwner(makeLogin({ customer_data: { id: 1001 } }))).toBe('consultant:1001')
    expect(draftOwner(makeLogin({ customer_data: { id: 1001 }, impersonating: true }))).toBe('staff-view:consultant:1001')
    expect(draftOwner(null)).toBeNull()
  })

  it('is the e-mail of a visitor who has no consultant id yet (registering)', () => {
    expect(draftOwner(makeLogin({ jforce_agent: false, customer_data: { id: null, email: ' Yaw.Asante@example.com ' } }))).toBe(
      'customer:yaw.asante@example.com',
    )
  })
})

describe('changedFields', () => {
  it('keeps only what differs from the start, and only plain values', () => {
    const file = new Blob(['picture'])
    const values = { ...initial, address: '4 Ring Road', photo: file, password: 'hunter22', preview: 'data:image/jpeg;base64,/9j/', agreed: true }
    expect(changedFields(initial, values)).toEqual({ address: '4 Ring Road', agreed: true })
  })

  it('compares lists by their content', () => {
    expect(changedFields(initial, { ...initial, languages: [{ id: 1, name: 'English' }] })).toEqual({})
    expect(changedFields(initial, { ...initial, languages: [] })).toEqual({ languages: [] })
  })

  it('leaves out a text too long to keep', () => {
    expect(changedFields(initial, { ...initial, address: 'x'.repeat(formDraftLimits.stringChars + 1) })).toEqual({})
  })
})

describe('withDraft, withoutDraft, draftOf', () => {
  it("keeps one owner's drafts, newest last, and reads them only for that owner", () => {
    let drafts = withDraft(null, 'consultant:1', 'personal-info', { address: 'A' })
    drafts = withDraft(drafts, 'consultant:1', 'payment-method:new-mobile_money', { full_name: 'Ama M' })
    drafts = withDraft(drafts, 'consultant:1', 'personal-info', { address: 'B' })
    expect(Object.keys(drafts?.forms ?? {})).toEqual(['payment-method:new-mobile_money', 'personal-info'])
    expect(draftOf(drafts, 'consultant:1', 'personal-info')).toEqual({ address: 'B' })
    expect(draftOf(drafts, 'consultant:2', 'personal-info')).toBeNull()
    expect(draftOf(drafts, 'consultant:1', 'constructor')).toBeNull()
  })

  it("replaces another owner's record instead of adding to it", () => {
    const theirs = withDraft(null, 'consultant:1', 'personal-info', { address: 'A' })
    const mine = withDraft(theirs, 'consultant:2', 'team-invite', { email: 'x@example.com' })
    expect(mine).toEqual({ owner: 'consultant:2', forms: { 'team-invite': { email: 'x@example.com' } } })
  })

  it('removes a form whose draft is empty, and the record with its last draft', () => {
    const drafts = withDraft(null, 'consultant:1', 'personal-info', { address: 'A' })
    expect(withDraft(drafts, 'consultant:1', 'personal-info', {})).toBeNull()
    expect(withoutDraft(drafts, 'personal-info')).toBeNull()
    expect(withoutDraft(drafts, 'register')).toEqual(drafts)
  })

  it('drops the oldest drafts past the limits, and does not keep a draft too large on its own', () => {
    let drafts: FormDrafts | null = null
    for (let i = 0; i < formDraftLimits.forms + 2; i++) drafts = withDraft(drafts, 'consultant:1', `form-${i}`, { a: String(i) })
    expect(Object.keys(drafts?.forms ?? {})).toHaveLength(formDraftLimits.forms)
    expect(draftOf(drafts, 'consultant:1', 'form-0')).toBeNull()
    expect(draftOf(drafts, 'consultant:1', `form-${formDraftLimits.forms + 1}`)).toEqual({ a: String(formDraftLimits.forms + 1) })

    // Eight drafts of 600 characters, then one of 13,300: the oldest go until it fits.
    let full: FormDrafts | null = null
    for (let i = 0; i < formDraftLimits.forms; i++) full = withDraft(full, 'consultant:1', `form-${i}`, { a: 'x'.repeat(600) })
    const big = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`f${i}`, 'x'.repeat(1_900)]))
    const withBig = withDraft(full, 'consultant:1', 'big', big)
    expect(acceptFormDrafts(withBig)).not.toBeNull()
    expect(draftOf(withBig, 'consultant:1', 'big')).toEqual(big)
    expect(Object.keys(withBig?.forms ?? {})).toEqual(['form-4', 'form-5', 'form-6', 'form-7', 'big'])

    const huge = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x'.repeat(1_900)]))
    expect(withDraft(drafts, 'consultant:1', 'huge', huge)).toEqual(drafts)
  })
})

describe('restoreDraft', () => {
  it('puts the draft back onto the start, field by field', () => {
    const { values, restored } = restoreDraft(initial, { address: '4 Ring Road', languages: [{ id: 3, name: 'Ga' }] })
    expect(restored).toBe(true)
    expect(values).toEqual({ ...initial, address: '4 Ring Road', languages: [{ id: 3, name: 'Ga' }] })
  })

  it('leaves a field of another shape, or one the form does not have, as the form starts it', () => {
    const draft = JSON.parse(
      '{"address": 42, "agreed": "yes", "languages": [{"id": "one", "name": "Ga"}], "first_name": ["Ama"], "is_admin": true, "__proto__": {"address": "x"}}',
    ) as Record<string, never>
    const { values, restored } = restoreDraft(initial, draft)
    expect(restored).toBe(false)
    expect(values).toEqual(initial)
  })

  it('takes only the fields of a list item the form knows', () => {
    const { values } = restoreDraft(initial, { languages: [{ id: 3, name: 'Ga', onclick: 'alert(1)' }] })
    expect(values.languages).toEqual([{ id: 3, name: 'Ga' }])
  })

  it('takes flat items into a list that starts empty, nothing deeper', () => {
    const empty = { ...initial, languages: [] as readonly { id: number; name: string }[] }
    expect(restoreDraft(empty, { languages: [{ id: 3, name: 'Ga' }] }).values.languages).toEqual([{ id: 3, name: 'Ga' }])
    expect(restoreDraft(empty, { languages: [{ id: 3, name: { nested: 'x' } }] }).restored).toBe(false)
  })

  it('is not restored when the draft says what the form starts with anyway', () => {
    expect(restoreDraft(initial, { address: initial.address }).restored).toBe(false)
  })
})
