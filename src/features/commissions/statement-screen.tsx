import { Trans, useLingui } from '@lingui/react/macro'
import type { CommissionTotal } from '../../api'
import { useFormatters } from '../../i18n/use-formatters'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { ScreenPeriodPicker, type PeriodProps } from '../../ui/period-picker'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import { useSignedIn } from '../../ui/signed-in'
import type { StatementResources } from './commissions-data'
import { statementLines, type StatementData, type StatementLine } from './statement'
import './statement.css'

export interface StatementScreenProps extends PeriodProps {
  readonly currency: string
  readonly resources: StatementResources
  /** The balance of the same period. */
  readonly back: AppLinkOptions
}

/**
 * The commission statement of a period as a page to print or save as PDF (issue 22 §8): who and
 * which period, the totals, a line per breakdown row (the CSV's lines, `statementLines`). The
 * controls (period, back, print) and the app's shell are left out of the printed page (statement.css).
 */
export function StatementScreen(props: StatementScreenProps) {
  const { period, currency, resources, back } = props
  const { login } = useSignedIn()
  const { dayRange } = useFormatters()
  const { first_name, last_name, external_id } = login.customer_data
  const name = `${first_name} ${last_name}`.trim()
  return (
    <div className="statement">
      <div className="statement-controls">
        <AppLink link={back} className="ui-link statement-back">
          <AppIcon name="chevronLeft" size="sm" />
          <Trans>Back to the balance</Trans>
        </AppLink>
        <ScreenPeriodPicker {...props} />
        <Button onClick={() => window.print()} data-testid="print-statement">
          <AppIcon name="download" size="sm" />
          <Trans>Print or save as PDF</Trans>
        </Button>
      </div>
      <article className="statement-sheet" aria-labelledby="statement-title">
        <h2 id="statement-title" className="ui-heading" data-size="lg">
          <Trans>Commission statement</Trans>
        </h2>
        <dl className="statement-facts">
          <div>
            <dt>
              <Trans>Consultant</Trans>
            </dt>
            <dd data-testid="statement-name">
              <Isolate>{name}</Isolate>
              {external_id ? (
                <>
                  {' · '}
                  <Isolate dir="ltr">{external_id}</Isolate>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Period</Trans>
            </dt>
            <dd data-testid="statement-period">{dayRange(period.range.from, period.range.to)}</dd>
          </div>
        </dl>
        <ResourceView resource={resources.total} loading={<LoadingLines lines={3} />}>
          {(total) => <Totals total={total} />}
        </ResourceView>
        <ResourceView resource={resources.byType} loading={<LoadingLines lines={4} />}>
          {(byType) => (
            <ResourceView resource={resources.byCategory} loading={<LoadingLines lines={4} />}>
              {(byCategory) => (
                <ResourceView resource={resources.byService} loading={<LoadingLines lines={4} />}>
                  {(byService) => <Lines data={{ byType, byCategory, byService }} currency={currency} />}
                </ResourceView>
              )}
            </ResourceView>
          )}
        </ResourceView>
      </article>
    </div>
  )
}

function Totals({ total }: { total: CommissionTotal }) {
  const { t } = useLingui()
  const { money, percent } = useFormatters()
  const rows = [
    { label: t`Confirmed`, value: money(total.confirmed) },
    { label: t`Pending`, value: money(total.pending) },
    { label: t`Penalty (%)`, value: percent(total.penalty_perc / 100) },
    { label: t`Penalty`, value: money(total.penalty_amount) },
    { label: t`Payable`, value: money(total.payable), lead: true },
  ]
  return (
    <dl className="statement-totals" data-testid="statement-totals">
      {rows.map((row) => (
        <div key={row.label} data-lead={row.lead ? '' : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The lines, one section per breakdown (by whose sale, category, service) headed by its name, so the table has four
 * columns; amounts are plain numbers with two decimals, the currency named once in the caption. So it fits a 360 px
 * phone without scrolling sideways, and prints the same; amounts of billions scroll in the table's box, not the page.
 */
function Lines({ data, currency }: { data: Pick<StatementData, 'byType' | 'byCategory' | 'byService'>; currency: string }) {
  const { i18n } = useLingui()
  const { number } = useFormatters()
  const sections = groupsOf(statementLines(data, i18n))
  return (
    <div className="statement-table-box">
      <table className="statement-table">
        <caption>
          <Trans>Commissions by whose sale, category and service ({currency})</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col" data-number="">
              <Trans>Confirmed</Trans>
            </th>
            <th scope="col" data-number="">
              <Trans>Pending</Trans>
            </th>
            <th scope="col" data-number="">
              <Trans>Items</Trans>
            </th>
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.group}>
            <tr className="statement-group">
              <th scope="rowgroup" colSpan={4}>
                {section.group}
              </th>
            </tr>
            {section.lines.map((line, index) => (
              <tr key={index} data-testid="statement-line">
                <td>
                  <Isolate>{line.name}</Isolate>
                </td>
                <td data-number="">{number(line.confirmed, 2)}</td>
                <td data-number="">{number(line.pending, 2)}</td>
                <td data-number="">{number(line.items)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}

/** Consecutive lines of one breakdown, together (statementLines lists them breakdown by breakdown). */
function groupsOf(lines: readonly StatementLine[]): { group: string; lines: StatementLine[] }[] {
  const sections: { group: string; lines: StatementLine[] }[] = []
  for (const line of lines) {
    const last = sections.at(-1)
    if (last?.group === line.group) last.lines.push(line)
    else sections.push({ group: line.group, lines: [line] })
  }
  return sections
}
