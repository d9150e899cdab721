import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import type { CommissionType, LoginData } from '../../api'
import { ITEM_STATUSES } from '../../domain/item-statuses'
import { localDayOf, type PeriodPreset, type PeriodSearch } from '../../domain/periods'
import { loginData } from '../../../machines/session.selectors'
import type { RouterContext } from '../__root'

/**
 * What the screens with a period (sales, commissions, team) share in their routes: the
 * period lives in the URL's search (?period=…&from=…&to=…, validated by parsePeriodSearch),
 * filters in the path, checked here before any call goes out.
 */

/**
 * Path parameters, checked without the client's schemas: a route's loader is part of the route tree, which
 * the first load carries, so it imports no schema module (src/api) and no screen.
 */
export const ItemStatusParam = v.picklist(ITEM_STATUSES)
export const CommissionTypeParam = v.picklist(['direct', 'indirect1', 'indirect2'] as const satisfies readonly CommissionType[])

/** A category or service id as the gateway writes them (phones-tablets, airtime). */
export const CategoryId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/))

/**
 * A path parameter checked against its schema: its value, null when absent, or `fallback()` when malformed:
 * the route throws its own typed redirect (the route tree's types cannot be named here).
 */
export function pathParam<T>(schema: v.GenericSchema<string, T>, value: string | undefined, fallback: () => never): T | null {
  if (value === undefined) return null
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : fallback()
}

/** The signed-in consultant's login and id; a route that needs one sends a visitor to the intro (the guard normally has). */
export function consultantOf(context: RouterContext): { login: LoginData; id: number } {
  const login = loginData(context.session.getSnapshot())
  const id = login?.customer_data.id ?? null
  if (!login || id === null) throw redirect({ to: '/', replace: true })
  return { login, id }
}

/** A choice made in the period picker as the URL's search. */
export function choiceSearch(choice: { preset: PeriodPreset; from?: string; to?: string }): PeriodSearch {
  return choice.preset === 'custom' ? { period: 'custom', from: choice.from, to: choice.to } : { period: choice.preset }
}

/** Today as YYYY-MM-DD in the consultant's calendar: the last day a custom period may end. */
export const today = (): string => localDayOf()
