import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import type { CommissionType } from '../../api'
import { ITEM_STATUSES } from '../../domain/item-statuses'

/**
 * Path parameters (the filters of sales and commissions, an id), checked before any call goes out and without the
 * client's schemas: a route's definition is part of the route tree, which the first load carries, so it imports no
 * schema module (src/api) and no screen.
 */
export const ItemStatusParam = v.picklist(ITEM_STATUSES)
export const CommissionTypeParam = v.picklist(['direct', 'indirect1', 'indirect2'] as const satisfies readonly CommissionType[])

/** A category or service id as the gateway writes them (phones-tablets, airtime). */
export const CategoryId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/))

/** A bonus's or a team member's id (digits). */
export const IdParam = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))

/** A notification's or a payment account's id (a number from 1). */
export const PositiveIdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/), v.transform(Number))

/**
 * A path parameter checked against its schema: its value, null when absent, or `fallback()` when malformed:
 * the route throws its own typed redirect (the route tree's types cannot be named here).
 */
export function pathParam<T>(schema: v.GenericSchema<string, T>, value: string, fallback: () => never): T
export function pathParam<T>(schema: v.GenericSchema<string, T>, value: string | undefined, fallback: () => never): T | null
export function pathParam<T>(schema: v.GenericSchema<string, T>, value: string | undefined, fallback: () => never): T | null {
  if (value === undefined) return null
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : fallback()
}

/** The way back from a malformed id: the list it belongs to, in place of the address. */
export const backTo = (to: '/bonuses' | '/team-members' | '/notifications' | '/payment-method') => (): never => {
  throw redirect({ to, replace: true })
}
