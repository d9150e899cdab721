import { beforeEach, describe, expect, it } from 'vitest'
import { formDraftKeeper } from '../forms/form-draft-keeper'
import { formDraftLimits } from '../domain/form-drafts'
import { createMemoryStorage, createStoredValues, storedValueKeys, type StoredValues } from './stored-values'

/**
 * The form kit's drafts over the app's stored value (`stored.formDrafts`): in the tab's storage,
 * tagged with their consultant, read as none when unreadable, gone at sign-out, kept through a 401.
 */

const hour = 60 * 60 * 1000
const start = { first_name: 'Ama', address: '12 Oxford Street, Osu' }

let clock: number
let storage: Storage
let tab: Storage
let stored: StoredValues

beforeEach(() => {
  clock = Date.UTC(2026, 10, 25, 9, 30)
  storage = createMemoryStorage()
  tab = createMemoryStorage()
  stored = createStoredValues({ storage, authStorage: tab, now: () => clock })
})

const keeperOf = (owner: string, form = 'personal-info') => formDraftKeeper(stored.formDrafts, owner, form)
const raw = () => tab.getItem(storedValueKeys.formDrafts)

describe('a form draft', () => {
  it('is kept in the tab (sessionStorage in the app), never in the lasting storage, with only the changed fields', () => {
    keeperOf('consultant:1001').keep(start, { ...start, address: '4 Ring Road' })
    expect(storage.getItem(storedValueKeys.formDrafts)).toBeNull()
    expect(JSON.parse(raw() ?? 'null')).toMatchObject({ value: { owner: 'consultant:1001', forms: { 'personal-info': { address: '4 Ring Road' } } } })
  })

  it('comes back for the same consultant, onto the form as it starts now', () => {
    keeperOf('consultant:1001').keep(start, { ...start, address: '4 Ring Road' })
    const now = { ...start, first_name: 'Ama Serwaa' } // changed elsewhere since
    expect(keeperOf('consultant:1001').start(now)).toEqual({ values: { first_name: 'Ama Serwaa', address: '4 Ring Road' }, restored: true })
  })

  it("is never shown to another consultant, and the other's drafts are removed", () => {
    keeperOf('consultant:1001').keep(start, { ...start, address: '4 Ring Road' })
    keeperOf('consultant:1001', 'team-invite').keep({ email: '' }, { email: 'friend@example.com' })
    expect(keeperOf('consultant:1002').start(start)).toEqual({ values: start, restored: false })
    expect(raw()).toBeNull()
    // Not even for its owner afterwards: it is gone, not hidden.
    expect(keeperOf('consultant:1001').start(start).restored).toBe(false)
  })

  it("replaces another consultant's record when one types", () => {
    keeperOf('consultant:1001').keep(start, { ...start, address: '4 Ring Road' })
    keeperOf('consultant:1002', 'team-invite').keep({ email: '' }, { email: 'b@example.com' })
    expect(stored.formDrafts.get()).toEqual({ owner: 'consultant:1002', forms: { 'team-invite': { email: 'b@example.com' } } })
  })

  it('goes when the form is saved or discarded, and when what is typed is back to the start', () => {
    const keeper = keeperOf('consultant:1001')
    keeper.keep(start, { ...start, address: '4 Ring Road' })
    keeperOf('consultant:1001', 'register').keep({ email: '' }, { email: 'a@example.com' })
    keeper.drop()
    expect(stored.formDrafts.get()?.forms).toEqual({ register: { email: 'a@example.com' } })
    keeperOf('consultant:1001', 'register').keep({ email: '' }, { email: '' })
    expect(raw()).toBeNull()
  })

  it('is kept through a 401 (clearSessionData) and forgotten at sign-out (clearConsultantData)', () => {
    keeperOf('consultant:1001').keep(start, { ...start, address: '4 Ring Road' })
    stored.clearSessionData(null)
    expect(keeperOf('consultant:1001').start(start).restored).toBe(true)
    stored.clearConsultantData(null)
    expect(raw()).toBeNull()
    expect(keeperOf('consultant:1001').start(start).restored).toBe(false)
  })

  it('lives a day after it was last typed in', () => {
    keeperOf('consultant:1001').keep(start, { ...start, address: '4 Ring Road' })
    clock += 23 * hour
    keeperOf('consultant:1001').keep(start, { ...start, address: '5 Ring Road' })
    clock += 23 * hour
    expect(keeperOf('consultant:1001').start(start).values.address).toBe('5 Ring Road')
    clock += 1 * hour
    expect(keeperOf('consultant:1001').start(start).restored).toBe(false)
    expect(raw()).toBeNull()
  })
})

describe('an unreadable draft reads as none, and is removed', () => {
  const entry = (value: unknown) => JSON.stringify({ value, expiresAt: null })

  it.each<[string, string]>([
    ['text that is not JSON', '{"value": {"owner": "consultant:1001", "forms": {'],
    ['JSON of another shape', entry(['personal-info', { address: 'x' }])],
    ['a record without its owner', entry({ forms: { 'personal-info': { address: '4 Ring Road' } } })],
    [
      'a record larger than the limit',
      entry({ owner: 'consultant:1001', forms: { 'personal-info': { address: 'x'.repeat(1_000), notes: 'y'.repeat(formDraftLimits.totalChars) } } }),
    ],
    ['a field too long', entry({ owner: 'consultant:1001', forms: { 'personal-info': { address: 'x'.repeat(formDraftLimits.stringChars + 1) } } })],
  ])('%s', (_, text) => {
    tab.setItem(storedValueKeys.formDrafts, text)
    expect(keeperOf('consultant:1001').start(start)).toEqual({ values: start, restored: false })
    expect(raw()).toBeNull()
  })

  it('a field of another shape than the form gives it is left as the form starts it', () => {
    tab.setItem(storedValueKeys.formDrafts, entry({ owner: 'consultant:1001', forms: { 'personal-info': { address: ['4 Ring Road'], first_name: 'Efua' } } }))
    expect(keeperOf('consultant:1001').start(start)).toEqual({ values: { ...start, first_name: 'Efua' }, restored: true })
  })

  it('storage that refuses to work keeps nothing and breaks nothing', () => {
    const broken: Storage = {
      ...createMemoryStorage(),
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const values = createStoredValues({ storage, authStorage: broken, now: () => clock })
    const keeper = formDraftKeeper(values.formDrafts, 'consultant:1001', 'personal-info')
    expect(() => keeper.keep(start, { ...start, address: '4 Ring Road' })).not.toThrow()
    expect(keeper.start(start)).toEqual({ values: start, restored: false })
  })
})

describe('a draft too large', () => {
  it('is not kept, and the drafts of other forms stay', () => {
    keeperOf('consultant:1001', 'team-invite').keep({ email: '' }, { email: 'friend@example.com' })
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`note_${i}`, 'x'.repeat(1_900)]))
    const empty = Object.fromEntries(Object.keys(many).map((key) => [key, '']))
    keeperOf('consultant:1001', 'big-form').keep(empty, many)
    expect(Object.keys(stored.formDrafts.get()?.forms ?? {})).toEqual(['team-invite'])
  })
})
