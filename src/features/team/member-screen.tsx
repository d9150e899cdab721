import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { TeamMemberDetail, TeamMemberHistory } from '../../api'
import { localDayOf } from '../../domain/periods'
import { useFormatters } from '../../i18n/use-formatters'
import { Card } from '../../ui/card'
import { BarChart, LineChart, monthLabels } from '../../ui/chart'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { Fact } from '../../ui/fact'
import { BreakdownList } from '../../ui/figures/breakdown-list'
import { FigureTile } from '../../ui/figures/figure-tile'
import { ItemCount } from '../../ui/figures/item-count'
import { Isolate } from '../../ui/isolate'
import type { AppLinkOptions } from '../../ui/app-link'
import { BackLink } from '../../ui/back-link'
import { noResource, ResourceShown, ResourceView, sameResource, shownResource } from '../../ui/resource-view'
import { useTransitionSelector } from '../../ui/transition-selector'
import { fullName } from './members'
import { ContactLinks, OnboardingChecklist, PersonHeader } from './team-parts'
import type { MemberResources } from './team-data'
import './team.css'

export interface MemberScreenProps {
  readonly resources: MemberResources
  /** Back to the list, with the period and search it had. */
  readonly back: AppLinkOptions
}

/**
 * A member's profile (spec section 2, /team-members/{id}): who they are and how to reach
 * them, where they stand in onboarding, and their sales and commissions month by month
 * (the total-by-periods call) as charts and as figures.
 */
export function MemberScreen({ resources, back }: MemberScreenProps) {
  const member = useTransitionSelector(resources.member, shownResource, noResource, sameResource)
  return (
    <div className="team">
      <BackLink link={back}>
        <Trans>Your team</Trans>
      </BackLink>
      <Card>
        <ResourceShown {...member} onRetry={() => resources.member.send({ type: 'resource.retry' })}>
          {(shown) => <MemberProfile member={shown} />}
        </ResourceShown>
      </Card>
      {/* What follows the profile waits for it (drawn in the same render): the profile's height is the member's (their facts,
          contacts, a checklist or none), so the cards under a placeholder moved as it came (0.10 of the screen, issue 38). */}
      {member.status === 'loaded' && member.data ? (
        <>
          {member.data.onboarding ? (
            <Card title={<Trans>Getting started</Trans>}>
              <OnboardingChecklist onboarding={member.data.onboarding} />
            </Card>
          ) : null}
          <Card title={<Trans>Sales and commissions by month</Trans>}>
            <ResourceView resource={resources.history} compact>
              {(history) => <MemberHistory history={history} />}
            </ResourceView>
          </Card>
        </>
      ) : null}
    </div>
  )
}

function MemberProfile({ member }: { member: TeamMemberDetail }) {
  const { day } = useFormatters()
  const name = fullName(member)
  const since = day(localDayOf(new Date(member.joined_at)))
  const count = member.team_members_count
  return (
    <div className="ui-stack">
      <PersonHeader name={name} testId="member-name" level={member.level} status={member.status} />
      <dl className="team-facts">
        <Fact label={<Trans>Member since</Trans>} testId="member-since">
          <Isolate>{since}</Isolate>
        </Fact>
        <Fact label={<Trans>Level</Trans>}>{member.level?.name ?? '—'}</Fact>
        {member.location ? <Fact label={<Trans>Location</Trans>}>{member.location}</Fact> : null}
        {member.campaign ? (
          <Fact label={<Trans>Campaign</Trans>} testId="member-campaign">
            <Isolate>{member.campaign}</Isolate>
          </Fact>
        ) : null}
        <Fact label={<Trans>Their own team</Trans>}>
          {count === 0 ? <Trans>No members yet</Trans> : <Plural value={count} one="# member" other="# members" />}
        </Fact>
      </dl>
      <ContactLinks person={member} />
    </div>
  )
}

function MemberHistory({ history }: { history: TeamMemberHistory }) {
  const { t } = useLingui()
  const { intl, money, compact } = useFormatters()
  // The gateway answers newest first; charts read oldest first.
  const months = [...history.periods].reverse()
  if (months.every((month) => month.items === 0 && month.total_sales === 0)) return <EmptyState message={emptyMessages.sales} icon="cart" />
  const labels = months.map((month) => month.period.label)
  // Under the plot: "Feb" and the year once (the gateway's label, whole, in the table and the tooltip).
  const drawn = monthLabels(
    intl,
    months.map((month) => month.period.from),
  )
  const axis = { labels, shortLabels: drawn.short, labelGroups: drawn.groups }
  const current = history.periods[0]
  const sum = (key: 'total_sales' | 'commission' | 'items') => months.reduce((total, month) => total + month[key], 0)
  return (
    <div className="ui-stack">
      {current ? (
        <div className="figures-tiles">
          <FigureTile
            lead
            label={<Trans>Sales this month</Trans>}
            value={money(current.total_sales)}
            testId="member-month-sales"
            note={<ItemCount count={current.items} />}
          />
          <FigureTile label={<Trans>Commission this month</Trans>} value={money(current.commission)} testId="member-month-commission" />
          <FigureTile
            label={<Trans>Sales, last 12 months</Trans>}
            value={money(sum('total_sales'))}
            testId="member-year-sales"
            note={<ItemCount count={sum('items')} />}
          />
          <FigureTile label={<Trans>Commission, last 12 months</Trans>} value={money(sum('commission'))} testId="member-year-commission" />
        </div>
      ) : null}
      <div className="team-grid">
        <BarChart
          title={t`Sales by month`}
          {...axis}
          ordered
          series={[{ name: t`Sales`, values: months.map((m) => m.total_sales), tone: 'brand' }]}
          format={money}
          axisFormat={compact}
        />
        <LineChart
          title={t`Commission by month`}
          {...axis}
          series={[{ name: t`Commission earned`, values: months.map((m) => m.commission), tone: 'brand' }]}
          format={money}
          axisFormat={compact}
        />
      </div>
      <BreakdownList
        label={t`Sales by month`}
        rows={history.periods.map((month) => ({
          id: month.period.from,
          label: month.period.label,
          amount: month.total_sales,
          detail: <MonthDetail items={month.items} commission={money(month.commission)} />,
        }))}
      />
    </div>
  )
}

function MonthDetail({ items, commission }: { items: number; commission: string }) {
  return (
    <>
      <ItemCount count={items} /> ·{' '}
      <Trans>
        Commission: <Isolate>{commission}</Isolate>
      </Trans>
    </>
  )
}
