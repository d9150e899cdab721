import type { Consultant, ConsultantCreate, ConsultantUpdate, Named } from '../../src/api/schemas'
import type { PersonaState } from '../store'
import { cityById } from './ghana'
import { refEntry } from './reference-data'

type Errors = Record<string, string[]>
type Resolved = { ok: true; changes: Partial<Consultant> } | { ok: false; errors: Errors }

type IdFields = Pick<ConsultantUpdate, 'state_id' | 'city_id' | 'recruitment_channel_id' | 'language_ids' | 'network_ids'>

/** Reference ids of a register or edit form turned into the consultant's named values. */
export function resolveReferences(input: IdFields, current: Consultant): Resolved {
  const errors: Errors = {}
  const changes: Partial<Consultant> = {}
  if (input.city_id !== undefined || input.state_id !== undefined) {
    const cityId = input.city_id
    const found = cityId === undefined ? undefined : cityById(cityId)
    const stateId = input.state_id ?? current.location?.parent?.id
    if (cityId === undefined) errors.city_id = ['required']
    else if (!found || !found.region.active) errors.city_id = ['unknown']
    else if (stateId !== undefined && found.region.id !== stateId) errors.city_id = ['not_in_state']
    else changes.location = { id: found.city.id, name: found.city.name, parent: { id: found.region.id, name: found.region.name } }
  }
  if (input.recruitment_channel_id !== undefined) {
    const channel = refEntry('recruitment-channels', input.recruitment_channel_id)
    if (!channel?.active) errors.recruitment_channel_id = ['unknown']
    else changes.recruitment_channel = { id: channel.id, channel: channel.name }
  }
  const named = (list: 'languages' | 'networks', ids: readonly number[] | undefined, property: string): Named[] | undefined => {
    if (ids === undefined) return undefined
    const found = ids.map((id) => refEntry(list, id))
    if (found.some((e) => !e?.active)) {
      errors[property] = ['unknown']
      return undefined
    }
    return found.flatMap((e) => (e ? [{ id: e.id, name: e.name }] : []))
  }
  const languages = named('languages', input.language_ids, 'language_ids')
  if (languages) changes.languages = languages
  const networks = named('networks', input.network_ids, 'network_ids')
  if (networks) changes.networks = networks
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes }
}

/** The district must be one of the city's, when given. */
export function checkDistrict(district: string | null | undefined, location: Consultant['location']): Errors | null {
  if (!district || !location) return null
  const found = cityById(location.id)
  return found && !found.city.districts.includes(district) ? { district: ['unknown'] } : null
}

/** The consultant record created by POST consultants from the register form. */
export function registeredConsultant(
  form: ConsultantCreate,
  id: number,
  previous: Consultant,
  changes: Partial<Consultant>,
  leader: PersonaState | undefined,
  now: Date,
): Consultant {
  const store = form.account_type === 'store'
  const leaderData = leader?.login.customer_data
  return {
    ...previous,
    ...changes,
    id,
    external_id: `EXT-${id}`,
    status: { id: 'active', label: 'Active' },
    suspension_reason: null,
    synced: false,
    date_agreement: null,
    account_type: form.account_type,
    email: form.email,
    first_name: form.first_name,
    last_name: form.last_name,
    birthday: form.birthday,
    phone_number: form.phone_number,
    gender: form.gender,
    district: form.district ?? null,
    address: form.address,
    jforce_type: store ? { id: 2, name: 'Store' } : { id: 1, name: 'Individual' },
    trained: false,
    own_store: store,
    level: { id: 1, name: 'Bronze' },
    jforce_agreement: false,
    updated_jforce_agreement: true,
    store_name: store ? (form.store_name ?? null) : null,
    id_card_number: form.id_card_number ?? null,
    tax_id_number: form.tax_id_number || null,
    is_convicted: false,
    is_relative_in_marketplace: false,
    created_at: now.toISOString(),
    team_leader:
      leaderData && leaderData.id !== null
        ? {
            id: leaderData.id,
            first_name: leaderData.first_name,
            last_name: leaderData.last_name,
            email: leaderData.email,
            phone_number: leaderData.phone_number,
            profile_picture: leaderData.profile_picture,
          }
        : null,
    team_members_count: 0,
  }
}

/** Plain fields of PUT ewoks/consultants/{id} copied as they come. */
export function plainUpdates(body: ConsultantUpdate): Partial<Consultant> {
  const changes: Partial<Consultant> = {}
  const keys = [
    'first_name',
    'last_name',
    'email',
    'phone_number',
    'whatsapp_number',
    'gender',
    'birthday',
    'district',
    'address',
    'store_name',
    'id_card_number',
    'id_card_picture',
    'store_photo',
    'profile_picture',
    'tax_id_number',
    'kra_pin',
    'geo_location',
    'preferred_language',
    'updated_jforce_agreement',
    'date_agreement',
  ] as const
  for (const key of keys) {
    const value = body[key]
    if (value !== undefined) Object.assign(changes, { [key]: value })
  }
  return changes
}
