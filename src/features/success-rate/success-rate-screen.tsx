import { useEffect, useRef } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { SuccessRateRecord } from '../../api'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ChartLoading, LineChart, closeScale, monthLabels } from '../../ui/chart'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { ErrorState } from '../../ui/error-state'
import { Fact } from '../../ui/fact'
import { Isolate } from '../../ui/isolate'
import { PagedFooter } from '../../ui/paged-footer'
import { PenaltyRates, penaltyThresholds, type PenaltyBand } from '../../ui/penalty-rates'
import { noResource, ResourceView, sameResource, shownResource } from '../../ui/resource-view'
import { ScrollToTop } from '../../ui/scroll-to-top'
import { SkeletonLines } from '../../ui/skeleton'
import { noCollection, sameCollection, shownCollection, useTransitionSelector } from '../../ui/transition-selector'
import type { SuccessRateResources } from './success-rate-data'
import { rateFormatsFor } from './success-rate-format'
import './success-rate.css'

export interface SuccessRateScreenProps {
  readonly resources: SuccessRateResources
  /** The first day of the month of the visit (the list's newest month): its rate is marked in the penalty rates. */
  readonly newestMonth: string
  /** The consultant's level, named beside its penalty rates; null without a level. */
  readonly levelName: string | null
}

/**
 * Success rate (spec sections 2, 3, 4, 7 and 9): the records by month, ten months a page,
 * newest first (each with its rate to one decimal, orders completed and failed, the level of
 * the month and the effect on commissions unless hidden), a chart of the rate over the months
 * loaded, and the current penalty rates of the consultant's level.
 */
export function SuccessRateScreen({ resources, newestMonth, levelName }: SuccessRateScreenProps) {
  const current = useTransitionSelector(
    resources.months,
    (snapshot) => snapshot.context.items.find((r) => r.from_date === newestMonth)?.success_rate ?? null,
    null,
  )
  return (
    <div className="ui-columns success">
      <Card title={<Trans>Success rate by month</Trans>} className="success-months">
        <Months resources={resources} />
      </Card>
      <Card title={<Trans>Current penalty rates</Trans>} className="success-rates">
        {resources.penaltyRates ? (
          <div className="ui-stack">
            {levelName ? <LevelNote name={levelName} /> : null}
            <ResourceView resource={resources.penaltyRates} compact>
              {(rates) => <PenaltyRates rates={rates} current={current} />}
            </ResourceView>
          </div>
        ) : (
          <p className="ui-text-sm ui-muted">
            <Trans>Penalty rates depend on your level, and you don’t have a level yet.</Trans>
          </p>
        )}
      </Card>
      <ScrollToTop />
    </div>
  )
}

function Months({ resources }: { resources: SuccessRateResources }) {
  const { t } = useLingui()
  const months = resources.months
  const { status, items } = useTransitionSelector(months, shownCollection, noCollection, sameCollection)
  const failure = useTransitionSelector(months, (snapshot) => snapshot.context.failure, null)
  if (status === 'loading') return <MonthsLoading />
  if (status === 'error') return <ErrorState onRetry={() => months.send({ type: 'list.retry' })} failure={failure} />
  if (status === 'empty') return <EmptyState message={emptyMessages.successRate} icon="target" />
  return (
    <div className="ui-stack success-months-body">
      {resources.penaltyRates ? <RateChartWithRates records={items} penaltyRates={resources.penaltyRates} /> : <RateChart records={items} rates={[]} />}
      <ol className="success-list ui-divided" aria-label={t`Months`}>
        {items.map((record) => (
          <MonthRow key={record.from_date} record={record} />
        ))}
      </ol>
      <MoreMonths months={months} count={items.length} />
    </div>
  )
}

/**
 * The chart's and the first months' room while they load, row for row as tall as the months will
 * be: the penalty rates' card below then starts where it will stay (off a phone's first screen),
 * instead of jumping down when the months arrive.
 */
function MonthsLoading() {
  return (
    <div className="ui-stack success-months-body" aria-busy="true">
      <ChartLoading />
      <ol className="success-list ui-divided">
        {[0, 1, 2, 3, 4].map((key) => (
          <li key={key} className="success-month">
            <SkeletonLines
              lines={[
                ['1.5rem', '40%'],
                ['2rem', '70%'],
                ['1.25rem', '55%'],
              ]}
            />
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The chart's months: a year. */
const chartMonths = 12

/** The chart with the level's penalty thresholds: its room while they load, so its axis is drawn once. */
function RateChartWithRates({
  records,
  penaltyRates,
}: {
  records: readonly SuccessRateRecord[]
  penaltyRates: NonNullable<SuccessRateResources['penaltyRates']>
}) {
  const { status, data } = useTransitionSelector(penaltyRates, shownResource, noResource, sameResource)
  if (status === 'loading') return <ChartLoading />
  return <RateChart records={records} rates={data ?? []} />
}

function RateChart({ records, rates }: { records: readonly SuccessRateRecord[]; rates: readonly PenaltyBand[] }) {
  const { t } = useLingui()
  const { intl, percent } = useFormatters()
  const formats = rateFormatsFor(intl)
  // The newest year of the months loaded, oldest first: more points than that no longer read on a
  // phone (the list below has every month). A month without a rate ('No data') is left out
  // rather than drawn as 0 %.
  const points = records
    .slice(0, chartMonths)
    .filter((r): r is SuccessRateRecord & { success_rate: number } => r.success_rate !== null)
    .reverse()
  if (points.length === 0) return null
  const months = monthLabels(
    intl,
    points.map((r) => r.from_date),
  )
  const from = months.labels[0]
  const to = months.labels.at(-1)
  // The penalty thresholds across the plot, and an axis from a little under the lowest month or threshold to
  // 100 %: from 0 the months' 79–97 % were a thin band, a month under a threshold hard to see (issue 38).
  const thresholds = penaltyThresholds(rates).map(({ rate, penalty }) => {
    const impact = `\u2066${percent(penalty / 100, 1)}\u2069`
    return { value: rate, label: t`${impact} penalty` }
  })
  const values = points.map((r) => r.success_rate)
  return (
    <LineChart
      title={points.length === 1 ? t`Success rate in ${from}` : t`Success rate from ${from} to ${to}`}
      labels={months.labels}
      shortLabels={months.short}
      labelGroups={months.groups}
      series={[{ name: t`Success rate`, values, tone: 'brand' }]}
      format={formats.rate}
      axisFormat={(value) => percent(value / 100)}
      scale={closeScale([...values, ...thresholds.map(({ value }) => value)], 100)}
      thresholds={thresholds}
    />
  )
}

function LevelNote({ name }: { name: string }) {
  const levelName = <Isolate>{name}</Isolate>
  return (
    <p className="ui-text-sm ui-muted">
      <Trans>How the month’s success rate changes your commissions at your level, {levelName}.</Trans>
    </p>
  )
}

function MonthRow({ record }: { record: SuccessRateRecord }) {
  const { i18n } = useLingui()
  const { intl, number, percent } = useFormatters()
  const formats = rateFormatsFor(intl)
  const month = formats.month(record.from_date)
  const completed = record.orders_completed
  const failed = record.orders_failed
  const impact = <Isolate>{percent(Math.abs(record.impact_perc) / 100, 1)}</Isolate>
  return (
    <li className="success-month" data-testid="success-month" data-month={record.from_date.slice(0, 7)}>
      <div className="success-month-head">
        <h3 className="ui-heading" data-size="sm">
          {month}
        </h3>
        {record.jforce_level ? (
          <Badge palette="gray" data-testid="month-level">
            <Isolate>{record.jforce_level.name}</Isolate>
          </Badge>
        ) : null}
      </div>
      {record.success_rate === null ? (
        <div className="success-month-figures">
          <p className="success-month-rate" data-empty data-testid="month-rate">
            {i18n._(emptyMessages.successRate)}
          </p>
          <p className="ui-text-sm ui-muted">
            <Trans>No order completed or failed this month: the success rate does not apply.</Trans>
          </p>
        </div>
      ) : (
        <div className="success-month-figures">
          <p className="success-month-rate" data-testid="month-rate">
            <Isolate>{formats.rate(record.success_rate)}</Isolate>
          </p>
          <dl className="success-month-counts">
            <Fact label={<Trans>Orders completed</Trans>} className="ui-strong" testId="month-completed">
              {number(completed)}
            </Fact>
            <Fact label={<Trans>Orders failed</Trans>} className="ui-strong" testId="month-failed">
              {number(failed)}
            </Fact>
          </dl>
        </div>
      )}
      {record.hide_impact ? null : (
        <p
          className="success-month-impact"
          data-effect={record.impact_perc < 0 ? 'penalty' : record.impact_perc > 0 ? 'bonus' : 'none'}
          data-testid="month-impact"
        >
          {record.impact_perc < 0 ? (
            <Trans>{impact} penalty on commissions</Trans>
          ) : record.impact_perc > 0 ? (
            <Trans>{impact} bonus on commissions</Trans>
          ) : (
            <Trans>No effect on commissions</Trans>
          )}
        </p>
      )}
    </li>
  )
}

/** Load more months, the page on its way, a page that failed (Try again), or the end said in words. */
function MoreMonths({ months, count }: { months: SuccessRateResources['months']; count: number }) {
  return (
    <PagedFooter
      collection={months}
      className="success-more"
      more={{ label: <Trans>Load more months</Trans>, variant: 'outline' }}
      failed={(retry) => (
        <div className="success-more-failed">
          <p role="alert" className="ui-text-sm">
            <Trans>The earlier months could not load.</Trans>
          </p>
          <Button variant="outline" size="sm" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      end={<MonthsEnd />}
    >
      <p className="ui-visually-hidden" role="status">
        <Plural value={count} one="# month shown" other="# months shown" />
      </p>
    </PagedFooter>
  )
}

/** The button that was pressed goes away once there is no more: the focus stays on what replaces it. */
function MonthsEnd() {
  const end = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (document.activeElement === document.body) end.current?.focus()
  }, [])
  return (
    <p ref={end} tabIndex={-1} className="ui-text-sm ui-muted" data-testid="no-more-months">
      <Trans>That’s every month since your first order.</Trans>
    </p>
  )
}
