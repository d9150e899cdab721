import * as v from 'valibot'
import { Consultant } from './consultant'
import { knownOr } from './known'

export const AuthUrl = v.object({
  /** 1 means the central sign-in: send the browser to `url`. */
  sso: v.number(),
  url: v.string(),
  /** Stored by the app and compared on /login/callback. */
  state: v.string(),
})
export type AuthUrl = v.InferOutput<typeof AuthUrl>

/** POST logout-url: where to end the central session, when there is one. */
export const LogoutUrl = v.object({ url: v.nullable(v.string()) })
export type LogoutUrl = v.InferOutput<typeof LogoutUrl>

export const LoginRequest = v.object({
  code: v.pipe(v.string(), v.nonEmpty('required')),
  /** Staff impersonation: the e-mail of the account to view. */
  email: v.optional(v.pipe(v.string(), v.email('invalid_email'))),
  referral: v.optional(v.string()),
})
export type LoginRequest = v.InferOutput<typeof LoginRequest>

export const paymentMethodTypes = ['bank_transfer', 'mobile_money', 'voucher'] as const
export const PaymentMethodType = v.picklist(paymentMethodTypes)
export type PaymentMethodType = v.InferOutput<typeof PaymentMethodType>

export const FEATURE_TOGGLES = [
  'teamMembers',
  'teamLeader',
  'levels',
  'orders',
  'notifications',
  'sales',
  'success_rate',
  'personalInfo',
  'paymentMethods',
  'commissions',
  'bonus',
] as const
export type FeatureToggle = (typeof FEATURE_TOGGLES)[number]
/** Missing toggles count as on; the gateway sends every one. */
export const FeatureToggles = v.record(v.string(), v.boolean())

export const LoginData = v.object({
  customer_data: Consultant,
  /** True when the signed-in customer is a consultant. */
  jforce_agent: v.boolean(),
  /** Sent as X-Jforce-Token on every later call (also before registering). */
  jforce_token: v.string(),
  /**
   * The payment method type the consultant must hold, or null. A type this app does not know
   * reads as null: the app has no form for it, and holding the consultant at a confirmation
   * they cannot complete would lock them out.
   */
  payment_method_mandatory: v.nullable(knownOr('payment method type', paymentMethodTypes, null)),
  has_payment_method: v.boolean(),
  accepted_terms_and_conditions: v.boolean(),
  phone_country_code: v.string(),
  feature_toggles: FeatureToggles,
  updated_jforce_agreement_content: v.nullable(v.string()),
  updated_jforce_agreement_pdf: v.nullable(v.string()),
  /** Set when staff signed in as another account (login with `email`). */
  impersonating: v.optional(v.boolean(), false),
})
export type LoginData = v.InferOutput<typeof LoginData>

export const LoginResponse = v.object({ success: v.literal(true), response: LoginData })
export type LoginResponse = v.InferOutput<typeof LoginResponse>
