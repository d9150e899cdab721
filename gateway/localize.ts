import type { MiddlewareHandler } from 'hono'

/**
 * The demo gateway speaks the language the app asks for (docs/contract.md, "Languages").
 *
 * Every text the gateway owns is written once, where its data is, as a `{ en, fr, ar }` record:
 * `text('Gold', 'Or', 'ذهبي')` registers it and gives back the English, so the data and the seeded
 * commerce model stay in English (their types are the contract's, plain strings) and the answer
 * is translated on its way out, by one walk (`localize`), in the language of `Accept-Language`
 * (`localeOf`). A sentence with values is a `phrase`: its English is a pattern, its values are
 * kept (a number, a name) or translated themselves (a bonus's name, a month).
 *
 * Only the properties that carry the gateway's words are looked at (`TEXT_PROPERTIES`), and only
 * a text registered here is replaced: what a consultant typed, names of people, products and
 * brands, regions and cities go through as they are.
 */

export const LOCALES = ['en', 'fr', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export interface Localized {
  readonly en: string
  readonly fr: string
  readonly ar: string
}

const isLocale = (tag: string): tag is Locale => (LOCALES as readonly string[]).includes(tag)

/**
 * The language of an `Accept-Language` header: the supported one (en, fr, ar, by primary subtag:
 * fr-CA is fr) of the highest q-value, the first listed among equals; `q=0` refuses one. A
 * wildcard, nothing supported, or no header: en.
 */
export function localeOf(acceptLanguage: string | undefined): Locale {
  let best: { locale: Locale; q: number } | undefined
  for (const part of (acceptLanguage ?? '').slice(0, 1000).split(',')) {
    const [rawTag = '', ...params] = part.split(';')
    const tag = rawTag.trim().toLowerCase().split('-')[0] ?? ''
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!isLocale(tag) || !Number.isFinite(q) || q <= 0 || q > 1) continue
    if (!best || q > best.q) best = { locale: tag, q }
  }
  return best?.locale ?? 'en'
}

/** One helper picks a record's language. */
export const pick = (record: Localized, locale: Locale): string => record[locale]

// module state: the registry of the gateway's texts, filled once as its data modules load; read only afterwards.
const TEXTS = new Map<string, Localized>()

/** Registers a text of the gateway in three languages; returns the English, which the data keeps. */
export function text(en: string, fr: string, ar: string): string {
  const record: Localized = { en, fr, ar }
  const known = TEXTS.get(en)
  if (known && (known.fr !== fr || known.ar !== ar)) throw new Error(`gateway text registered twice with other translations: ${en}`)
  TEXTS.set(en, record)
  return en
}

/** The record of a registered text (tests). */
export const textRecord = (en: string): Localized | undefined => TEXTS.get(en)
/** Every registered text (tests). */
export const registeredTexts = (): readonly Localized[] => [...TEXTS.values()]

interface Phrase {
  readonly record: Localized
  readonly pattern: RegExp
}

// module state: the registry of sentences with values, filled as the data modules load.
const PHRASES: Phrase[] = []

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A sentence with `{name}` values in three languages. Gives the English filler: the data keeps
 * the English sentence, and `localize` finds its values again to write it in another language.
 */
export function phrase<const N extends string>(en: string, fr: string, ar: string): (values: Record<N, string | number>) => string {
  const pattern = new RegExp(`^${escapeRegExp(en).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`, 's')
  PHRASES.push({ record: { en, fr, ar }, pattern })
  return (values) => fill(en, values)
}

/** Registered phrases (tests). */
export const registeredPhrases = (): readonly Localized[] => PHRASES.map((p) => p.record)

const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))

const MONTH_YEAR = /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})$/
const monthNames = new Map<Locale, Intl.DateTimeFormat>()

/** "November 2026" written in the locale (a phrase's value). */
function monthYear(value: string, locale: Locale): string | undefined {
  const match = MONTH_YEAR.exec(value)
  if (!match) return undefined
  const ms = Date.parse(`${match[1]} 1, ${match[2]} 00:00:00 UTC`)
  if (!Number.isFinite(ms)) return undefined
  let format = monthNames.get(locale)
  if (!format) monthNames.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })))
  return format.format(new Date(ms))
}

/** One gateway text in the locale: a registered text, a phrase with its values, or the value as it is. */
export function localizeText(value: string, locale: Locale): string {
  if (locale === 'en') return value
  const record = TEXTS.get(value)
  if (record) return pick(record, locale)
  for (const { record, pattern } of PHRASES) {
    const match = pattern.exec(value)
    if (!match) continue
    const values = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, v]) => [name, monthYear(v, locale) ?? localizeText(v, locale)]))
    return fill(pick(record, locale), values)
  }
  return value
}

/** The properties of the contract's answers that carry the gateway's words. */
export const TEXT_PROPERTIES: ReadonlySet<string> = new Set([
  'name',
  'label',
  'title',
  'detail',
  'description',
  'text',
  'content',
  'advantages',
  'requirements',
  // A consultant's recruitment channel (`recruitment_channel.channel`): the list's name, "Friend or family".
  'channel',
])

/** An answer with the gateway's texts in the locale (a copy; the data is untouched). */
export function localize(value: unknown, locale: Locale, property?: string): unknown {
  if (locale === 'en') return value
  if (typeof value === 'string') return property !== undefined && TEXT_PROPERTIES.has(property) ? localizeText(value, locale) : value
  if (Array.isArray(value)) return value.map((item) => localize(item, locale, property))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, localize(v, locale, key)]))
  }
  return value
}

/** The middleware: every JSON answer in the language of the request's `Accept-Language` (Vary says so to caches). */
export function localizeAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    c.res.headers.append('Vary', 'Accept-Language')
    const locale = localeOf(c.req.header('Accept-Language'))
    if (locale === 'en' || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return
    const body: unknown = await c.res.json()
    const headers = new Headers(c.res.headers)
    headers.delete('Content-Length')
    const status = c.res.status
    c.res = undefined
    c.res = new Response(JSON.stringify(localize(body, locale)), { status, headers })
  }
}
