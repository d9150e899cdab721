import * as v from 'valibot'
import { Id, IsoDate, IsoDateTime, Named, Required, ShownName } from './common'
import { stripBidiControls } from '../../domain/text'
import { knownOr } from './known'

export const accountTypes = ['consultant', 'store'] as const
export const AccountType = v.picklist(accountTypes)
export type AccountType = v.InferOutput<typeof AccountType>

/** active, inactive (banned) or suspended (the app keeps working with an alert). */
export const accountStatuses = ['active', 'inactive', 'suspended'] as const
export const AccountStatus = v.picklist(accountStatuses)
export type AccountStatus = v.InferOutput<typeof AccountStatus>
/**
 * An account status as answers are read (known.ts): a status this app does not know is
 * 'unknown', which the redirect rules let through as they let 'active' (never banned, never the
 * suspended alert) and which counts as active nowhere it would grant something (an active team
 * member, a level's target): no more than active.
 */
export const AccountStatusRead = knownOr('account status', accountStatuses, 'unknown')
export type AccountStatusRead = v.InferOutput<typeof AccountStatusRead>

export const genders = ['male', 'female'] as const
export const Gender = v.picklist(genders)
export type Gender = v.InferOutput<typeof Gender>

export const PersonSummary = v.object({
  id: Id,
  first_name: ShownName,
  last_name: ShownName,
  email: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
  profile_picture: v.nullable(v.string()),
})
export type PersonSummary = v.InferOutput<typeof PersonSummary>

/**
 * The consultant as the login response and the consultant calls carry it.
 * The spec's `{product}_id` and `is_relative_in_{product}` are named after the
 * marketplace: `marketplace_id`, `is_relative_in_marketplace`.
 * For a signed-in visitor who is not yet a consultant, `id` and `status` are null
 * and only the marketplace profile (email, names, phone) is filled.
 */
export const Consultant = v.object({
  id: v.nullable(Id),
  external_id: v.nullable(v.string()),
  marketplace_id: v.nullable(v.string()),
  status: v.nullable(v.object({ id: AccountStatusRead, label: v.string() })),
  /** Why the account is suspended, shown on the suspended-info page. */
  suspension_reason: v.nullable(v.string()),
  /**
   * Synced (confirmed) with an e-commerce account. Kept as sent and read by `accountSyncOf`
   * (src/domain/account-sync.ts): a missing or odd value no longer fails the whole login.
   */
  synced: v.optional(v.unknown()),
  date_agreement: v.nullable(IsoDateTime),
  kra_pin: v.nullable(v.string()),
  /** Spec section 3: consultant by default; a type this app does not know reads as consultant too. */
  account_type: v.optional(knownOr('account type', accountTypes, 'consultant'), 'consultant'),
  geo_location: v.nullable(v.string()),
  email: v.string(),
  first_name: ShownName,
  last_name: ShownName,
  birthday: v.nullable(IsoDate),
  phone_number: v.nullable(v.string()),
  whatsapp_number: v.nullable(v.string()),
  country_code: v.string(),
  /** A gender this app does not know reads as not set (the form asks again). */
  gender: v.nullable(knownOr('gender', genders, null)),
  /** The city, with its parent state (region). */
  location: v.nullable(v.object({ id: Id, name: v.string(), parent: v.nullable(Named) })),
  district: v.nullable(v.string()),
  timeslot: v.nullable(Named),
  jforce_type: v.nullable(Named),
  languages: v.array(Named),
  networks: v.array(Named),
  trained: v.boolean(),
  sales_experience: v.nullable(v.boolean()),
  own_store: v.nullable(v.boolean()),
  recruitment_channel: v.nullable(v.object({ id: Id, channel: v.string() })),
  level: v.nullable(v.object({ id: Id, name: v.string() })),
  jforce_agreement: v.boolean(),
  updated_jforce_agreement: v.boolean(),
  store_name: v.nullable(ShownName),
  store_photo: v.nullable(v.string()),
  store_type: v.nullable(v.string()),
  tax_id_number: v.nullable(v.string()),
  id_card_number: v.nullable(v.string()),
  id_card_picture: v.nullable(v.string()),
  profile_picture: v.nullable(v.string()),
  address: v.nullable(v.string()),
  is_convicted: v.nullable(v.boolean()),
  is_relative_in_marketplace: v.nullable(v.boolean()),
  subject_id: v.nullable(v.string()),
  signature: v.nullable(v.string()),
  preferred_language: v.nullable(v.string()),
  /** Agent since. */
  created_at: v.nullable(IsoDateTime),
  team_leader: v.nullable(PersonSummary),
  team_members_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type Consultant = v.InferOutput<typeof Consultant>

/** A person's name as sent: a direction control (a stored name from before, a pasted one) goes, as in the form's fields. */
const Name = v.pipe(
  v.string(),
  v.transform(stripBidiControls),
  v.trim(),
  v.nonEmpty('required'),
  v.check((s) => {
    const arabic = /[\u0600-\u06FF]/.test(s)
    return arabic ? s.length >= 3 && s.length <= 50 : s.length >= 3 && s.length <= 100
  }, 'name_length'),
)
const Email = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('invalid_email'))
/** Digits only once the 4-3-4 mask is removed: 10 or 11 digits, optional leading +. */
const Phone = v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.regex(/^\+?\d{10,12}$/, 'invalid_phone'))
const NoSpaces = v.pipe(v.string(), v.regex(/^\S*$/, 'no_spaces'))

/** POST consultants: the register form. Store accounts add the store fields. */
export const ConsultantCreate = v.object({
  account_type: AccountType,
  first_name: Name,
  last_name: Name,
  email: Email,
  phone_number: Phone,
  gender: Gender,
  birthday: IsoDate,
  state_id: Id,
  city_id: Id,
  district: v.optional(v.string()),
  address: Required,
  recruitment_channel_id: Id,
  store_name: v.optional(Required),
  id_card_number: v.optional(Required),
  tax_id_number: v.optional(NoSpaces),
  referral: v.optional(v.string()),
  /**
   * Ours (docs/contract.md, "Referral campaigns"): the campaign of the referral link the
   * visitor came by (its utm_campaign, kept with the referral code), sent only with a referral.
   */
  referral_campaign: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(160))),
})
export type ConsultantCreate = v.InferOutput<typeof ConsultantCreate>

export const ConsultantCreated = v.object({ consultant: Consultant, jforce_token: v.string() })
export type ConsultantCreated = v.InferOutput<typeof ConsultantCreated>

/** PUT ewoks/consultants/{id}: any subset of the editable fields. */
export const ConsultantUpdate = v.partial(
  v.object({
    first_name: Name,
    last_name: Name,
    email: Email,
    phone_number: Phone,
    whatsapp_number: v.nullable(Phone),
    gender: Gender,
    birthday: IsoDate,
    state_id: Id,
    city_id: Id,
    district: v.nullable(v.string()),
    address: Required,
    recruitment_channel_id: Id,
    language_ids: v.array(Id),
    network_ids: v.array(Id),
    store_name: Required,
    id_card_number: Required,
    id_card_picture: v.string(),
    store_photo: v.string(),
    profile_picture: v.string(),
    tax_id_number: NoSpaces,
    /** The tax PIN, where the build asks for it (country build `features.taxPin`): no spaces. */
    kra_pin: NoSpaces,
    /** "latitude,longitude" from the browser's location, with the consultant's consent (stores). */
    geo_location: v.string(),
    preferred_language: v.string(),
    updated_jforce_agreement: v.literal(true),
    date_agreement: IsoDateTime,
  }),
)
export type ConsultantUpdate = v.InferOutput<typeof ConsultantUpdate>

export const AgreementAccept = v.object({ jforce_agreement: v.literal(true) })

export const UploadedImage = v.object({ url: v.string() })
export type UploadedImage = v.InferOutput<typeof UploadedImage>
