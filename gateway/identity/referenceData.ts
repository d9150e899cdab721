import type { Level, ReferenceList } from '../../src/api/schemas'
import { REGIONS } from './ghana'

/** A reference-list entry as the gateway keeps it: `active` and `sort` are not sent. */
export interface RefEntry {
  id: number
  name: string
  active: boolean
  /** The list's own order (used by sort=sort). */
  sort: number
}

/** Entries from names; a name starting with '!' is inactive. Ids and sort follow the order given. */
function entries(names: readonly string[]): RefEntry[] {
  return names.map((raw, i) => ({ id: i + 1, name: raw.replace(/^!/, ''), active: !raw.startsWith('!'), sort: i + 1 }))
}

const BANKS = entries([
  'GCB Bank',
  'Ecobank Ghana',
  'Absa Bank Ghana',
  'Stanbic Bank Ghana',
  'Standard Chartered Bank Ghana',
  'Fidelity Bank Ghana',
  'CalBank',
  'Agricultural Development Bank',
  'Access Bank Ghana',
  'Zenith Bank Ghana',
  'United Bank for Africa Ghana',
  'Guaranty Trust Bank Ghana',
  'Republic Bank Ghana',
  'Prudential Bank',
  'National Investment Bank',
  'Société Générale Ghana',
  'Consolidated Bank Ghana',
  'First Atlantic Bank',
  'FBNBank Ghana',
  'Bank of Africa Ghana',
  'Universal Merchant Bank',
  'OmniBSIC Bank',
  'First National Bank Ghana',
  '!UT Bank',
  '!Capital Bank',
])

/** Id 1 is the personas' recruitment channel. */
const RECRUITMENT_CHANNELS = entries([
  'Friend or family',
  'Facebook',
  'WhatsApp',
  'Instagram',
  'Marketplace website',
  'Marketplace field agent',
  'Flyer or poster',
  'Event or roadshow',
  'Another consultant',
  'Other',
  '!Radio advert',
  '!Newspaper',
])

/** Ids 1 and 2 are the personas' languages. */
const LANGUAGES = entries(['English', 'Twi', 'Ga', 'Ewe', 'Fante', 'Hausa', 'Dagbani', 'French', '!Nzema', '!Arabic'])

/** Id 1 is the personas' network. Vodafone Ghana became Telecel in 2024; Glo left the market. */
const NETWORKS = entries(['MTN', 'Telecel', 'AirtelTigo', '!Vodafone', '!Glo'])

/** Ordered by `sort`, which is not the id order (sort=sort keeps it). Id 1 is the personas' slot. */
const TIME_SLOTS: RefEntry[] = [
  { id: 1, name: 'Morning', active: true, sort: 2 },
  { id: 2, name: 'Afternoon', active: true, sort: 3 },
  { id: 3, name: 'Evening', active: true, sort: 4 },
  { id: 4, name: 'Weekends only', active: true, sort: 5 },
  { id: 5, name: 'Any time', active: true, sort: 1 },
  { id: 6, name: 'Night', active: false, sort: 6 },
]

/** Consultant types: 1 Individual and 2 Store as the personas carry them. */
const JFORCE_TYPES = entries(['Individual', 'Store', '!Corporate partner'])

const SKY_STATES: RefEntry[] = REGIONS.map((r) => ({ id: r.id, name: r.name, active: r.active, sort: r.id }))

export const REFERENCE_DATA: Record<ReferenceList, readonly RefEntry[]> = {
  banks: BANKS,
  'recruitment-channels': RECRUITMENT_CHANNELS,
  languages: LANGUAGES,
  networks: NETWORKS,
  'time-slots': TIME_SLOTS,
  'jforce-types': JFORCE_TYPES,
  'sky-states': SKY_STATES,
}

export const refEntry = (list: ReferenceList, id: number) => REFERENCE_DATA[list].find((e) => e.id === id)

/** Ordering of a reference list: sort=name by name, sort=sort by the list's order, else by id. */
export function ordered<T extends { id: number; name: string; sort?: number }>(items: readonly T[], sort: string | undefined): T[] {
  const copy = [...items]
  if (sort === 'name') return copy.sort((a, b) => a.name.localeCompare(b.name, 'en'))
  if (sort === 'sort') return copy.sort((a, b) => (a.sort ?? a.id) - (b.sort ?? b.id))
  return copy.sort((a, b) => a.id - b.id)
}

type LevelInfo = Omit<Level, 'next_level' | 'rank'>

/**
 * The four levels. `targets` (ours, docs/contract.md) are the monthly figures the requirements
 * name, in units the app measures: completed order items and the success rate of the calendar
 * month (orders-success-rate-by-period), active team members (team-members).
 */
const LEVELS: readonly LevelInfo[] = [
  {
    id: 1,
    name: 'Bronze',
    advantages: ['Direct commission on every completed item you sell', 'Access to the consultant training manual', 'Monthly bonuses open to every consultant'],
    requirements: ['Register and accept the consultant agreement', 'Add a payment account'],
  },
  {
    id: 2,
    name: 'Silver',
    advantages: ['Direct commission rates 10% higher than Bronze', 'Commission on your team members’ sales (indirect 1)', 'Priority answers from the helpline'],
    requirements: ['10 completed orders per month', 'Success rate of at least 70%'],
    targets: { completed_orders: 10, success_rate: 70 },
  },
  {
    id: 3,
    name: 'Gold',
    advantages: [
      'Direct commission rates 20% higher than Bronze',
      'Commission on your team’s team (indirect 2)',
      'Exclusive Gold bonuses',
      'Free delivery on pickup-station orders for your customers',
    ],
    requirements: ['150 completed orders per month', 'Success rate of at least 85%', 'At least 10 active team members'],
    targets: { completed_orders: 150, success_rate: 85, active_team_members: 10 },
  },
  {
    id: 4,
    name: 'Platinum',
    advantages: [
      'Direct commission rates 30% higher than Bronze',
      'Highest team commission rates',
      'A dedicated account manager',
      'Invitations to marketplace events',
    ],
    requirements: ['400 completed orders per month', 'Success rate of at least 90%', 'At least 25 active team members'],
    targets: { completed_orders: 400, success_rate: 90, active_team_members: 25 },
  },
]

export function levelById(id: number): Level | undefined {
  const index = LEVELS.findIndex((l) => l.id === id)
  const level = LEVELS[index]
  if (!level) return undefined
  const next = LEVELS[index + 1]
  return { ...level, rank: index + 1, next_level: next ? { ...next } : null }
}
