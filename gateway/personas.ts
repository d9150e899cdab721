import type { Consultant, FeatureToggle, LoginData, PaymentMethodType } from '../src/api/schemas'
import { FEATURE_TOGGLES } from '../src/api/schemas'
import { text } from './localize'

/**
 * The demo personas: one for each path of the redirect chain and each role.
 * `consultantId` null means the customer is not (yet) a consultant.
 */
export interface PersonaSpec {
  key: string
  /** Label on the demo sign-in page (English: the sign-in page is a dev tool). */
  label: string
  consultantId: number | null
  first_name: string
  last_name: string
  email: string
  account_type?: 'consultant' | 'store'
  status?: 'active' | 'inactive' | 'suspended'
  accepted_terms?: boolean
  payment_method_mandatory?: PaymentMethodType | null
  has_payment_method?: boolean
  updated_agreement_pending?: boolean
  preferred_language?: string | null
  toggles_off?: FeatureToggle[]
  /** Just finished onboarding: no orders yet (every screen's no-data message). */
  no_orders?: boolean
  /** Leader's consultant id for team members. */
  team_leader_id?: number | null
  /** Staff may impersonate any consultant by e-mail. */
  staff?: boolean
  /** Login answers UNKNOWN_ERROR. */
  login_fails?: boolean
  /** Not synced (confirmed) with an e-commerce account yet (spec section 4); consultants are by default. */
  not_synced?: boolean
}

export const ACTIVE_ID = 1001

export const PERSONAS: readonly PersonaSpec[] = [
  {
    key: 'active',
    label: 'Active consultant (team leader)',
    consultantId: ACTIVE_ID,
    first_name: 'Ama',
    last_name: 'Mensah',
    email: 'ama.mensah@example.com',
    payment_method_mandatory: 'bank_transfer',
    has_payment_method: true,
  },
  {
    key: 'member',
    label: 'Team member with a leader',
    consultantId: 1002,
    first_name: 'Kofi',
    last_name: 'Boateng',
    email: 'kofi.boateng@example.com',
    team_leader_id: ACTIVE_ID,
    has_payment_method: true,
  },
  {
    key: 'store',
    label: 'Store account',
    consultantId: 1003,
    first_name: 'Efua',
    last_name: 'Owusu',
    email: 'efua.store@example.com',
    account_type: 'store',
    has_payment_method: true,
  },
  {
    key: 'visitor',
    label: 'Visitor, not a consultant',
    consultantId: null,
    first_name: 'Yaw',
    last_name: 'Asante',
    email: 'yaw.asante@example.com',
    payment_method_mandatory: 'mobile_money',
  },
  {
    key: 'terms',
    label: 'Registered, terms not accepted',
    consultantId: 1004,
    first_name: 'Akosua',
    last_name: 'Darko',
    email: 'akosua.darko@example.com',
    accepted_terms: false,
    has_payment_method: false,
  },
  {
    key: 'payment',
    label: 'Payment method mandatory and missing',
    consultantId: 1005,
    first_name: 'Kwame',
    last_name: 'Addo',
    email: 'kwame.addo@example.com',
    payment_method_mandatory: 'mobile_money',
    has_payment_method: false,
  },
  {
    key: 'banned',
    label: 'Banned (inactive) consultant',
    consultantId: 1006,
    first_name: 'Esi',
    last_name: 'Quaye',
    email: 'esi.quaye@example.com',
    status: 'inactive',
    has_payment_method: true,
  },
  {
    key: 'suspended',
    label: 'Suspended consultant',
    consultantId: 1007,
    first_name: 'Kojo',
    last_name: 'Antwi',
    email: 'kojo.antwi@example.com',
    status: 'suspended',
    has_payment_method: true,
  },
  {
    key: 'agreement',
    label: 'Updated agreement to accept',
    consultantId: 1008,
    first_name: 'Adwoa',
    last_name: 'Sarpong',
    email: 'adwoa.sarpong@example.com',
    updated_agreement_pending: true,
    has_payment_method: true,
  },
  {
    key: 'french',
    label: 'Prefers French',
    consultantId: 1009,
    first_name: 'Aïcha',
    last_name: 'Diallo',
    email: 'aicha.diallo@example.com',
    preferred_language: 'fr',
    has_payment_method: true,
  },
  {
    key: 'arabic',
    label: 'Prefers Arabic',
    consultantId: 1010,
    first_name: 'Layla',
    last_name: 'Haddad',
    email: 'layla.haddad@example.com',
    preferred_language: 'ar',
    has_payment_method: true,
  },
  {
    key: 'toggles',
    label: 'Several features switched off',
    consultantId: 1011,
    first_name: 'Nana',
    last_name: 'Ofori',
    email: 'nana.ofori@example.com',
    toggles_off: ['orders', 'bonus', 'teamMembers', 'teamLeader', 'notifications'],
    has_payment_method: true,
  },
  {
    key: 'newcomer',
    label: 'New consultant, nothing sold yet',
    consultantId: 1013,
    first_name: 'Abena',
    last_name: 'Osei',
    email: 'abena.osei@example.com',
    has_payment_method: true,
    no_orders: true,
    team_leader_id: 1002,
  },
  {
    key: 'unsynced',
    label: 'Not synced with an e-commerce account',
    consultantId: 1014,
    first_name: 'Kwabena',
    last_name: 'Mensah',
    email: 'kwabena.mensah@example.com',
    has_payment_method: true,
    not_synced: true,
  },
  {
    key: 'staff',
    label: 'Staff (impersonates by e-mail)',
    consultantId: null,
    first_name: 'Staff',
    last_name: 'Support',
    email: 'staff@marketplace.example',
    staff: true,
  },
  {
    key: 'failing',
    label: 'Login fails (server error)',
    consultantId: 1012,
    first_name: 'Fiifi',
    last_name: 'Bonsu',
    email: 'fiifi.bonsu@example.com',
    login_fails: true,
  },
]

export const personaByKey = (key: string) => PERSONAS.find((p) => p.key === key)

function toggles(off: readonly FeatureToggle[] = []): Record<string, boolean> {
  return Object.fromEntries(FEATURE_TOGGLES.map((t) => [t, !off.includes(t)]))
}

const STATUS_LABELS = {
  active: text('Active', 'Actif', 'نشط'),
  inactive: text('Inactive', 'Inactif', 'غير نشط'),
  suspended: text('Suspended', 'Suspendu', 'موقوف'),
} as const

/** The consultant record of a persona, as the login response carries it. */
export function consultantOf(p: PersonaSpec, now: Date, leader: PersonaSpec | undefined): Consultant {
  const isConsultant = p.consultantId !== null
  const status = p.status ?? 'active'
  const joined = new Date(now.getTime() - 3 * 365 * 24 * 3600 * 1000)
  return {
    id: p.consultantId,
    external_id: isConsultant ? `EXT-${p.consultantId}` : null,
    marketplace_id: `MKT-${p.email.length * 7919}`,
    status: isConsultant ? { id: status, label: STATUS_LABELS[status] } : null,
    suspension_reason: status === 'suspended' ? 'Several orders were placed with fake customer details.' : null,
    synced: isConsultant && p.not_synced !== true,
    date_agreement: isConsultant && p.accepted_terms !== false ? joined.toISOString() : null,
    kra_pin: null,
    account_type: p.account_type ?? 'consultant',
    geo_location: p.account_type === 'store' ? '5.6037,-0.1870' : null,
    email: p.email,
    first_name: p.first_name,
    last_name: p.last_name,
    birthday: isConsultant ? '1992-04-17' : null,
    phone_number: isConsultant ? '02441234567' : null,
    whatsapp_number: isConsultant ? '02441234567' : null,
    country_code: 'gh',
    gender: isConsultant ? 'female' : null,
    location: isConsultant ? { id: 101, name: 'Accra', parent: { id: 1, name: 'Greater Accra' } } : null,
    district: isConsultant ? 'Osu Klottey' : null,
    timeslot: isConsultant ? { id: 1, name: 'Morning' } : null,
    jforce_type: isConsultant ? { id: p.account_type === 'store' ? 2 : 1, name: p.account_type === 'store' ? 'Store' : 'Individual' } : null,
    languages: isConsultant
      ? [
          { id: 1, name: 'English' },
          { id: 2, name: 'Twi' },
        ]
      : [],
    networks: isConsultant ? [{ id: 1, name: 'MTN' }] : [],
    trained: isConsultant,
    sales_experience: isConsultant ? true : null,
    own_store: p.account_type === 'store' ? true : isConsultant ? false : null,
    recruitment_channel: isConsultant ? { id: 1, channel: 'Friend or family' } : null,
    level: isConsultant ? { id: 2, name: 'Silver' } : null,
    jforce_agreement: isConsultant && p.accepted_terms !== false,
    updated_jforce_agreement: isConsultant && !p.updated_agreement_pending,
    store_name: p.account_type === 'store' ? 'Efua Mobile & Gadgets' : null,
    store_photo: null,
    store_type: p.account_type === 'store' ? 'Electronics shop' : null,
    tax_id_number: p.account_type === 'store' ? 'P0012345678' : null,
    id_card_number: p.account_type === 'store' ? 'GHA-123456789-0' : null,
    id_card_picture: null,
    profile_picture: null,
    address: isConsultant ? '12 Oxford Street, Osu' : null,
    is_convicted: isConsultant ? false : null,
    is_relative_in_marketplace: isConsultant ? false : null,
    subject_id: null,
    signature: null,
    preferred_language: p.preferred_language ?? null,
    created_at: isConsultant ? joined.toISOString() : null,
    team_leader:
      leader && leader.consultantId !== null
        ? {
            id: leader.consultantId,
            first_name: leader.first_name,
            last_name: leader.last_name,
            email: leader.email,
            phone_number: '02440000001',
            profile_picture: null,
          }
        : null,
    team_members_count: p.key === 'active' ? 28 : PERSONAS.filter((x) => p.consultantId !== null && x.team_leader_id === p.consultantId).length,
  }
}

/** Initial login data of a persona (the store keeps a mutable copy). */
export function loginDataOf(p: PersonaSpec, now: Date): LoginData {
  const leader = p.team_leader_id ? PERSONAS.find((x) => x.consultantId === p.team_leader_id) : undefined
  const isConsultant = p.consultantId !== null
  return {
    customer_data: consultantOf(p, now, leader),
    jforce_agent: isConsultant,
    jforce_token: '',
    payment_method_mandatory: p.payment_method_mandatory ?? null,
    has_payment_method: p.has_payment_method ?? false,
    accepted_terms_and_conditions: isConsultant && p.accepted_terms !== false,
    phone_country_code: '+233',
    feature_toggles: toggles(p.toggles_off),
    updated_jforce_agreement_content: p.updated_agreement_pending
      ? '<h2>Updated consultant agreement</h2><p>We updated the commission grid and the payout rules. Please read and accept the new agreement.</p>'
      : null,
    updated_jforce_agreement_pdf: p.updated_agreement_pending ? '/api/v1/mouse/files/agreement-v2.pdf' : null,
    impersonating: false,
  }
}
