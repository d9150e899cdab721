import { Trans, useLingui } from '@lingui/react/macro'
import type { Bonus, BonusState } from '../../api'
import { day } from '../../i18n/dates'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge, type BadgePalette } from '../../ui/badge'
import { emptyMessages } from '../../ui/empty-messages'
import { EmptyState } from '../../ui/empty-state'
import { PathLink } from '../../ui/path-link'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'

/** The day and short month in the active language (dayjs format). */
const DAY_MONTH = 'D MMM'

const statePalette: Record<BonusState, BadgePalette> = { available: 'blue', in_progress: 'orange', achieved: 'green', expired: 'gray' }

function StateBadge({ state }: { state: BonusState }) {
  const { t } = useLingui()
  const labels: Record<BonusState, string> = {
    available: t`Available`,
    in_progress: t`In progress`,
    achieved: t`Achieved`,
    expired: t`No longer available`,
  }
  return <Badge palette={statePalette[state]}>{labels[state]}</Badge>
}

function BonusCard({ bonus }: { bonus: Bonus }) {
  const { t } = useLingui()
  const { money, number } = useFormatters()
  const amount = (value: number) => (bonus.format === 'sales_amount' ? money(value) : number(value))
  const progress = amount(bonus.progress)
  const target = amount(bonus.target)
  const reward = money(bonus.reward)
  const name = bonus.name
  const ends = day(bonus.ends_at)
  const date = ends.format(DAY_MONTH)
  const max = bonus.target || 1
  const value = Math.min(bonus.progress, bonus.target)
  const percent = Math.min(100, Math.max(0, (value / max) * 100))
  return (
    <PathLink to={`/bonuses/details/${bonus.id}`} className="dashboard-bonus">
      <div className="dashboard-bonus-head">
        <p className="ui-strong ui-text-sm ui-clamp-2" dir="auto">
          {bonus.name}
        </p>
        <StateBadge state={bonus.state} />
      </div>
      <div
        className="ui-progress dashboard-bonus-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-label={t`Progress of ${name}`}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <div className="ui-text-xs ui-muted dashboard-bonus-meta">
        <p>
          <Trans>
            {progress} of {target}
          </Trans>
        </p>
        <p>{ends.isBefore(new Date()) ? <Trans>Ended on {date}</Trans> : <Trans>Ends on {date}</Trans>}</p>
      </div>
      <p className="ui-text-sm dashboard-bonus-reward">
        <Trans>You get {reward}</Trans>
      </p>
    </PathLink>
  )
}

/** The homepage bonuses (GET homepage-bonuses), or the no-bonus message. */
export function HomeBonuses({ bonuses }: { bonuses: ResourceActor<readonly Bonus[]> }) {
  return (
    <ResourceView resource={bonuses} compact loading={<LoadingLines lines={2} />}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState message={emptyMessages.bonuses} icon="gift" />
        ) : (
          <ul className="dashboard-bonuses" data-testid="home-bonuses">
            {list.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} />
              </li>
            ))}
          </ul>
        )
      }
    </ResourceView>
  )
}
