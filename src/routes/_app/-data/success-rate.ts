import type { DateRange, GatewayClient, LoginData, SuccessRateRecord } from '../../../api'
import { pageSizes } from '../../../config/constants'
import { monthRange } from '../../../domain/month-range'
import { localDay } from '../../../i18n/format'
import type { SuccessRateMachines, SuccessRateQuery } from '../../../features/success-rate/success-rate-data'
import { mergeBy, noMoreWhenEmpty, pagedCollectionOf, type PageRequest } from '../../../../machines/paged-collection.machine'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

/** The newest month of the list: the first day of the month of `now` (local calendar). */
export const newestMonthOf = (now: Date): SuccessRateQuery => ({ newestMonth: monthRange(now).date_from })

/**
 * The gateway's success rates take a date range and answer one record per month of it (the
 * path and its paging are ours, docs/contract.md): page `page` of `pageSize` months is the
 * range from the first day of its oldest month to the last day of its newest, counted back
 * from the query's newest month.
 */
export function successRatePageRange({ query, page, pageSize }: PageRequest<SuccessRateQuery>): DateRange {
  const newest = localDay(query.newestMonth)
  return {
    date_from: monthRange(newest, -(page * pageSize - 1)).date_from,
    date_to: monthRange(newest, -((page - 1) * pageSize)).date_to,
  }
}

/**
 * Spec section 4: success rates "load by month and merge by from_date"; the 'no more' flag is
 * set "when a page returns empty" (section 9: page size 10).
 */
export function successRateMonthsMachine(client: Pick<GatewayClient, 'successRate'>, consultantId: number) {
  return pagedCollectionOf<SuccessRateRecord, SuccessRateQuery>(
    { call: 'successRates', pageSize: pageSizes.successRates, noMore: noMoreWhenEmpty, merge: mergeBy((record) => record.from_date) },
    async (request) => ({ items: (await client.successRate.byConsultant(consultantId, successRatePageRange(request))).data }),
  )
}

export function successRateMachines(client: GatewayClient, login: LoginData, consultantId: number, now: Date): SuccessRateMachines {
  const level = login.customer_data.level?.id ?? null
  return {
    months: { machine: successRateMonthsMachine(client, consultantId), input: { query: newestMonthOf(now) } },
    penaltyRates: level === null ? null : resourceOf(async () => (await client.successRate.configs(level)).data, 'penaltyRates'),
  }
}

/** Keyed by consultant, level and month (a loader run twice for one visit gets the reads already running). */
export const startSuccessRate = ({ client, system }: ScreenContext, login: LoginData, consultantId: number, now: Date) =>
  startScreenReads(system, '/success-rate', JSON.stringify([consultantId, login.customer_data.level?.id ?? null, newestMonthOf(now).newestMonth]), () =>
    successRateMachines(client, login, consultantId, now),
  )
