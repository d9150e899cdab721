import type { MemberOnboarding, TeamMember, TeamSalesTotal } from '../../api'
import type { MemberSort } from '../../domain/member-sorts'

/**
 * The team list's rules (spec sections 1 and 2): each member with their figures for the
 * period, sorted and searchable by name. Pure functions, so a list of a hundred members costs
 * one pass per keystroke and the rules are tested without a screen.
 */

export type MemberFigures = Omit<TeamSalesTotal['members'][number], 'team_member_id'>

export interface TeamRow {
  readonly member: TeamMember
  /** The period's figures; null while they load or when the call failed. */
  readonly figures: MemberFigures | null
  /** The name folded for search (lower case, no accents or Arabic diacritics), its words. */
  readonly words: readonly string[]
}

export { MEMBER_SORTS, type MemberSort } from '../../domain/member-sorts'

export const fullName = (person: { readonly first_name: string; readonly last_name: string }) => `${person.first_name} ${person.last_name}`.trim()

/**
 * A name or a query folded for matching: Unicode-decomposed without marks (é → e, Arabic
 * harakat dropped), the alef forms and final letters of Arabic unified (أ إ آ → ا, ى → ي,
 * ة → ه), lower case, tatweel and punctuation as spaces.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ـ/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function teamRows(members: readonly TeamMember[], sales: TeamSalesTotal | null): TeamRow[] {
  const byId = new Map(sales?.members.map(({ team_member_id, ...figures }) => [team_member_id, figures]))
  return members.map((member) => ({
    member,
    figures: sales ? (byId.get(member.id) ?? { total_sales: 0, items: 0, commission: 0 }) : null,
    words: foldName(fullName(member)).split(' ').filter(Boolean),
  }))
}

/** Members whose name has a word starting with each word of the query ('kw ad' finds Kwame Addo); an empty query keeps all. */
export function searchMembers(rows: readonly TeamRow[], query: string): readonly TeamRow[] {
  const wanted = foldName(query).split(' ').filter(Boolean)
  if (wanted.length === 0) return rows
  return rows.filter((row) => wanted.every((part) => row.words.some((word) => word.startsWith(part))))
}

/**
 * By name (the language's alphabetical order, first name then last), by the period's sales
 * (highest first; members without figures last), or newest first. Ties fall back to the name,
 * then the id, so the order never jumps between renders.
 */
export function sortMembers(rows: readonly TeamRow[], sort: MemberSort, locale: string): TeamRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const byName = (a: TeamRow, b: TeamRow) =>
    collator.compare(a.member.first_name, b.member.first_name) || collator.compare(a.member.last_name, b.member.last_name) || a.member.id - b.member.id
  const compare: Record<MemberSort, (a: TeamRow, b: TeamRow) => number> = {
    name: byName,
    sales: (a, b) => (b.figures?.total_sales ?? -1) - (a.figures?.total_sales ?? -1) || byName(a, b),
    newest: (a, b) => Date.parse(b.member.joined_at) - Date.parse(a.member.joined_at) || byName(a, b),
  }
  return [...rows].sort(compare[sort])
}

/** The onboarding steps in order (docs/contract.md, "Team: a recruit's onboarding"). */
export const ONBOARDING_STEPS = ['registered', 'agreement_accepted', 'payout_account_added', 'first_sale'] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

const stepDates = (o: MemberOnboarding) => [o.registered_at, o.agreement_accepted_at, o.payout_account_added_at, o.first_sale_at]

/** How many steps are done, counted in order (a later date after a missing step does not count). */
export function stepsDone(onboarding: MemberOnboarding): number {
  const missing = stepDates(onboarding).findIndex((date) => date === null)
  return missing === -1 ? ONBOARDING_STEPS.length : missing
}

/** The next step a recruit has to take, or null once they have made their first sale (or the gateway does not say). */
export function nextStep(onboarding: MemberOnboarding | undefined): OnboardingStep | null {
  if (!onboarding) return null
  return ONBOARDING_STEPS[stepsDone(onboarding)] ?? null
}

/** Recruits still getting started, those who joined first at the top (they have waited longest). */
export function gettingStarted(rows: readonly TeamRow[]): TeamRow[] {
  return rows
    .filter((row) => nextStep(row.member.onboarding) !== null)
    .sort((a, b) => Date.parse(a.member.joined_at) - Date.parse(b.member.joined_at) || a.member.id - b.member.id)
}
