/** Test fixtures: login data built from a valid default with a few overrides. */
import type { Consultant, LoginData } from '../src/api'

export function makeConsultant(overrides: Partial<Consultant> = {}): Consultant {
  return {
    id: 7,
    external_id: 'ext-7',
    marketplace_id: 'mp-7',
    status: { id: 'active', label: 'Active' },
    suspension_reason: null,
    synced: true,
    date_agreement: '2024-01-01T00:00:00Z',
    kra_pin: null,
    account_type: 'consultant',
    geo_location: null,
    email: 'ama@example.com',
    first_name: 'Ama',
    last_name: 'Mensah',
    birthday: null,
    phone_number: '0241234567',
    whatsapp_number: null,
    country_code: 'gh',
    gender: 'female',
    location: null,
    district: null,
    timeslot: null,
    jforce_type: null,
    languages: [],
    networks: [],
    trained: true,
    sales_experience: null,
    own_store: null,
    recruitment_channel: null,
    level: null,
    jforce_agreement: true,
    updated_jforce_agreement: true,
    store_name: null,
    store_photo: null,
    store_type: null,
    tax_id_number: null,
    id_card_number: null,
    id_card_picture: null,
    profile_picture: null,
    address: null,
    is_convicted: null,
    is_relative_in_marketplace: null,
    subject_id: null,
    signature: null,
    preferred_language: 'en',
    created_at: null,
    team_leader: null,
    team_members_count: 0,
    ...overrides,
  }
}

/** A consultant who is done with onboarding, unless overridden. */
export function makeLogin(overrides: Partial<Omit<LoginData, 'customer_data'>> & { customer_data?: Partial<Consultant> } = {}): LoginData {
  const { customer_data, ...rest } = overrides
  return {
    jforce_agent: true,
    jforce_token: 'token-7',
    payment_method_mandatory: null,
    has_payment_method: true,
    accepted_terms_and_conditions: true,
    phone_country_code: '+233',
    feature_toggles: {},
    updated_jforce_agreement_content: null,
    updated_jforce_agreement_pdf: null,
    impersonating: false,
    ...rest,
    customer_data: makeConsultant(customer_data),
  }
}
