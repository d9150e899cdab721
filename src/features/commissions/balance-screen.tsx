import { useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CommissionsByType, CommissionTotal, PayoutThreshold } from '../../api'
import { projectPayout } from '../../domain/payout'
import type { ResolvedPeriod } from '../../domain/periods'
import { useFormatters } from '../../i18n/use-formatters'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { BarChart } from '../../ui/chart'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { BreakdownList } from '../../ui/figures/breakdown-list'
import { FigureTile, FigureTilesLoading } from '../../ui/figures/figure-tile'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { PenaltyRates } from '../../ui/penalty-rates'
import { ScreenPeriodPicker, type PeriodProps } from '../../ui/period-picker'
import { ResourceView, resourceData } from '../../ui/resource-view'
import { Skeleton } from '../../ui/skeleton'
import { useTransitionSelector } from '../../ui/transition-selector'
import type { ResourceActor } from '../../../machines/resource.machine'
import type { BalanceResources } from './commissions-data'
import { commissionTypeLabels, commissionTypeNotes } from './labels'
import './commissions.css'

/** The breakdown screens the balance leads to (the route builds the paths with the period's search). */
export interface BalanceLinks {
  readonly confirmed: AppLinkOptions
  readonly pending: AppLinkOptions
  readonly bySale: AppLinkOptions
  readonly services: AppLinkOptions
  readonly pendingType: (type: CommissionsByType['data'][number]['type']) => AppLinkOptions
  /** The printable statement of the same period. */
  readonly statement: AppLinkOptions
}

export interface BalanceScreenProps extends PeriodProps {
  readonly currency: string
  readonly resources: BalanceResources
  readonly links: BalanceLinks
}

/**
 * Commissions (spec sections 2, 4, 7 and 9): the period's balance (confirmed, pending,
 * penalty, payable), how it is paid against the server's threshold (cash above it,
 * vouchers otherwise), a projection if the pending items complete, the breakdowns, the
 * penalty rates of the consultant's level, and a CSV statement of the period.
 */
export function BalanceScreen(props: BalanceScreenProps) {
  const { period, currency, resources, links } = props
  return (
    <div className="figures-screen">
      <ScreenPeriodPicker {...props} />
      <Card title={<Trans>Balance</Trans>} aria-live="polite">
        <ResourceView resource={resources.total} compact loading={<FigureTilesLoading tiles={[{ lead: true }, { change: true }, {}, { note: true }]} />}>
          {(total) => <Balance total={total} previous={resources.previous} />}
        </ResourceView>
        {/* The rule holds whatever the figures (and while they load): outside the loaded view, nothing moves under it. */}
        <p className="ui-text-sm ui-muted commissions-rule">
          <Trans>
            Commissions count only on items completed in the period (7 days after delivery, when no return is possible). Pending commissions are on items that
            may still complete before the month ends.
          </Trans>
        </p>
      </Card>
      <div className="ui-columns">
        <Card title={<Trans>Payout</Trans>}>
          <ResourceView resource={resources.total} compact loading={<PayoutLoading />}>
            {(total) => (
              <ResourceView resource={resources.threshold} compact loading={<PayoutLoading />}>
                {(threshold) => <Payout total={total} threshold={threshold} />}
              </ResourceView>
            )}
          </ResourceView>
        </Card>
        <Card title={<Trans>By whose sale</Trans>}>
          <ResourceView resource={resources.byType} compact>
            {(rows) => <ByType rows={rows} links={links} />}
          </ResourceView>
        </Card>
        <Card title={<Trans>Breakdowns</Trans>}>
          <BreakdownLinks resources={resources} links={links} />
        </Card>
        {resources.penaltyRates ? (
          <Card title={<Trans>Commission penalties</Trans>}>
            <ResourceView resource={resources.total} compact>
              {(total) => <Penalty total={total} />}
            </ResourceView>
            <h3 className="ui-heading commissions-subheading" data-size="sm">
              <Trans>Current penalty rates</Trans>
            </h3>
            <ResourceView resource={resources.penaltyRates} compact>
              {(rates) => <PenaltyRates rates={rates} />}
            </ResourceView>
          </Card>
        ) : null}
      </div>
      <Statement period={period} currency={currency} resources={resources} printable={links.statement} />
    </div>
  )
}

/** The payout's room while it loads: the cash-or-voucher line, then the projection (what follows stays put). */
function PayoutLoading() {
  return (
    <div className="ui-stack" aria-busy="true">
      <Skeleton height="4.5rem" />
      <Skeleton height="1.25rem" width="60%" />
      <Skeleton height="1.75rem" width="40%" />
      <Skeleton height="1.25rem" width="80%" />
    </div>
  )
}

const isEmpty = (total: CommissionTotal) => total.confirmed === 0 && total.pending === 0 && total.penalty_amount === 0

function Balance({ total, previous: previousRead }: { total: CommissionTotal; previous: ResourceActor<CommissionTotal> }) {
  const { money, percent } = useFormatters()
  // The change against the previous period shows once it has arrived; the figures do not wait for it.
  const previous = useTransitionSelector(previousRead, resourceData, null)
  const previousFailed = useTransitionSelector(previousRead, (snapshot) => snapshot.matches('error'), false)
  const compare = (pick: (figures: CommissionTotal) => number) =>
    // More commission is always good news.
    previous ? { current: pick(total), previous: pick(previous), rise: 'good' as const } : previousFailed ? undefined : ('loading' as const)
  if (isEmpty(total)) return <EmptyState message={emptyMessages.commissions} icon="coins" />
  const penaltyPercent = <Isolate>{percent(total.penalty_perc / 100, 1)}</Isolate>
  return (
    <div className="ui-stack">
      <div className="figures-tiles">
        <FigureTile lead label={<Trans>Payable</Trans>} value={money(total.payable)} compare={compare((f) => f.payable)} testId="commissions-payable" />
        <FigureTile label={<Trans>Confirmed</Trans>} value={money(total.confirmed)} compare={compare((f) => f.confirmed)} testId="commissions-confirmed" />
        <FigureTile label={<Trans>Pending</Trans>} value={money(total.pending)} testId="commissions-pending" />
        <FigureTile
          label={<Trans>Penalty</Trans>}
          value={money(-total.penalty_amount)}
          testId="commissions-penalty"
          note={total.penalty_perc > 0 ? <Trans>{penaltyPercent} of confirmed commissions</Trans> : <Trans>No penalty</Trans>}
        />
      </div>
    </div>
  )
}

// The spec's "cash" in the consultant's words: paid to the payment account, as the payment account page says (issue 38).
function Payout({ total, threshold }: { total: CommissionTotal; threshold: PayoutThreshold }) {
  const { money } = useFormatters()
  const payout = projectPayout(total, threshold)
  const limit = <Isolate>{money(threshold.threshold)}</Isolate>
  const toCash = payout.toCash === null ? null : <Isolate>{money(payout.toCash)}</Isolate>
  const projected = money(payout.projected)
  return (
    <div className="ui-stack" data-testid="payout">
      <p className="commissions-payout" data-method={payout.method}>
        <AppIcon name={payout.method === 'cash' ? 'coins' : 'gift'} />
        <span>
          {payout.method === 'cash' ? (
            <Trans>Paid to your payment account: your payable commissions are above {limit}.</Trans>
          ) : (
            <Trans>Paid in marketplace vouchers: your payable commissions are {limit} or less.</Trans>
          )}
        </span>
      </p>
      {toCash !== null ? (
        <p className="ui-text-sm">
          <Trans>{toCash} more in payable commissions and this period is paid to your payment account.</Trans>
        </p>
      ) : null}
      {total.pending > 0 ? (
        <div className="commissions-projection">
          <p className="ui-text-sm ui-muted">
            <Trans>If all your pending items complete</Trans>
          </p>
          <p className="figures-value" data-testid="projected-payout">
            <Isolate>{projected}</Isolate>
          </p>
          <p className="ui-text-sm">
            {payout.projectedMethod === 'cash' ? <Trans>paid to your payment account</Trans> : <Trans>paid in marketplace vouchers</Trans>}
          </p>
        </div>
      ) : null}
    </div>
  )
}

function ByType({ rows, links }: { rows: CommissionsByType['data']; links: BalanceLinks }) {
  const { t, i18n } = useLingui()
  const { money, compact } = useFormatters()
  if (rows.every((row) => row.confirmed === 0 && row.pending === 0)) return <EmptyState message={emptyMessages.commissions} icon="coins" />
  const labels = rows.map((row) => i18n._(commissionTypeLabels[row.type]))
  return (
    <div className="ui-stack">
      <BarChart
        title={t`Commissions by whose sale: confirmed and pending`}
        labels={labels}
        series={[
          { name: t`Confirmed`, values: rows.map((row) => row.confirmed), tone: 'brand' },
          { name: t`Pending`, values: rows.map((row) => row.pending), tone: 'muted' },
        ]}
        format={money}
        axisFormat={compact}
      />
      <BreakdownList
        label={t`Commissions by whose sale`}
        rows={rows.map((row, index) => {
          const pending = <Isolate>{money(row.pending)}</Isolate>
          return {
            id: row.type,
            label: labels[index] ?? row.type,
            amount: row.confirmed,
            detail: (
              <>
                {i18n._(commissionTypeNotes[row.type])} · <Trans>Pending: {pending}</Trans>
              </>
            ),
            link: links.pendingType(row.type),
          }
        })}
      />
    </div>
  )
}

function BreakdownLinks({ resources, links }: { resources: BalanceResources; links: BalanceLinks }) {
  const total = useTransitionSelector(resources.total, resourceData, null)
  const services = useTransitionSelector(resources.byService, resourceData, null)
  const { money } = useFormatters()
  const serviceTotal = services?.reduce((sum, row) => sum + row.confirmed, 0)
  const entries: { to: AppLinkOptions; label: ReactNode; value: string | null; testId: string }[] = [
    { to: links.confirmed, label: <Trans>Confirmed, by category</Trans>, value: total ? money(total.confirmed) : null, testId: 'to-confirmed' },
    { to: links.pending, label: <Trans>Pending, by whose sale</Trans>, value: total ? money(total.pending) : null, testId: 'to-pending' },
    { to: links.bySale, label: <Trans>Grouped by sale</Trans>, value: null, testId: 'to-by-sale' },
    { to: links.services, label: <Trans>Services</Trans>, value: serviceTotal === undefined ? null : money(serviceTotal), testId: 'to-services' },
  ]
  return (
    <ul className="figures-rows">
      {entries.map((entry) => (
        <li key={entry.testId} className="figures-row">
          <AppLink link={entry.to} className="figures-row-body figures-row-link" data-testid={entry.testId}>
            <span className="ui-medium ui-grow">{entry.label}</span>
            {entry.value ? <Isolate className="ui-strong figures-row-amount">{entry.value}</Isolate> : null}
            <AppIcon name="chevronRight" size="sm" />
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

function Penalty({ total }: { total: CommissionTotal }) {
  const { money, percent } = useFormatters()
  const rate = <Isolate>{percent(total.penalty_perc / 100, 1)}</Isolate>
  const amount = <Isolate>{money(total.penalty_amount)}</Isolate>
  return total.penalty_perc > 0 ? (
    <p className="ui-text-sm">
      <Trans>
        Your success rate this month costs {rate} of your confirmed commissions: {amount}.
      </Trans>
    </p>
  ) : (
    <p className="ui-text-sm">
      <Trans>No penalty this period: your success rate keeps all your confirmed commissions.</Trans>
    </p>
  )
}

const dataOf = <T,>(resource: ResourceActor<T>) => resource.getSnapshot().context.data

/** The statement of the period as CSV, once its figures have loaded (it is written from what the screen shows). */
function Statement({
  period,
  currency,
  resources,
  printable,
}: {
  period: ResolvedPeriod
  currency: string
  resources: BalanceResources
  printable: AppLinkOptions
}) {
  const { i18n } = useLingui()
  const formatters = useFormatters()
  const parts = [resources.total, resources.byType, resources.byCategory, resources.byService] as const
  const loaded = [
    useTransitionSelector(resources.total, (snapshot) => snapshot.context.data !== null, false),
    useTransitionSelector(resources.byType, (snapshot) => snapshot.context.data !== null, false),
    useTransitionSelector(resources.byCategory, (snapshot) => snapshot.context.data !== null, false),
    useTransitionSelector(resources.byService, (snapshot) => snapshot.context.data !== null, false),
  ]
  const ready = loaded.every(Boolean)
  const [failed, setFailed] = useState(false)
  const download = async () => {
    const [total, byType, byCategory, byService] = [dataOf(parts[0]), dataOf(parts[1]), dataOf(parts[2]), dataOf(parts[3])]
    if (!total || !byType || !byCategory || !byService) return
    setFailed(false)
    try {
      // Written on demand: most visits never download a statement, so the CSV writer is not
      // in the screen's first load (the service worker precaches it for offline use).
      const [{ commissionStatement }, { downloadText }] = await Promise.all([import('./statement'), import('../../ui/download')])
      const statement = commissionStatement({ range: period.range, currency, total, byType, byCategory, byService }, i18n, formatters)
      downloadText(statement.fileName, statement.csv)
    } catch {
      setFailed(true)
    }
  }
  return (
    <div className="commissions-statement">
      <Button variant="outline" onClick={() => void download()} disabled={!ready} data-testid="download-statement">
        <AppIcon name="download" size="sm" />
        <Trans>Download the statement (CSV)</Trans>
      </Button>
      <p className="ui-text-xs ui-muted">
        <Trans>The period's balance and every breakdown, for a spreadsheet.</Trans>
      </p>
      <AppLink link={printable} className="ui-link ui-text-sm" data-testid="printable-statement">
        <Trans>The statement to print or save as PDF</Trans>
      </AppLink>
      {failed ? (
        <p role="alert" className="ui-text-xs ui-error-text">
          <Trans>The statement could not be prepared. Check your connection and try again.</Trans>
        </p>
      ) : null}
    </div>
  )
}
