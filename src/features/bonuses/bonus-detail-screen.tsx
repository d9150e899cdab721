import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BonusDetail, BonusFormats } from '../../api'
import { bonusPhase, type BonusPhase } from '../../domain/bonus-status'
import { useFormatters } from '../../i18n/use-formatters'
import { BonusFlags, BonusOutcome, BonusPhaseBadge, BonusProgress, BonusTiming } from '../../ui/bonus/bonus-card'
import { bonusUnit } from '../../ui/bonus/bonus-units'
import { useBonusAmount } from '../../ui/bonus/use-bonus-amount'
import type { AppLinkOptions } from '../../ui/app-link'
import { BackLink } from '../../ui/back-link'
import { useSystemActor } from '../../forms/use-system-actor'
import { Card } from '../../ui/card'
import { Isolate } from '../../ui/isolate'
import { LoadingLines, ResourceView, resourceData } from '../../ui/resource-view'
import { useTransitionSelector } from '../../ui/transition-selector'
import { useSignedIn } from '../../ui/signed-in'
import { bonusMachine, type BonusSnapshot } from '../../../machines/bonus.machine'
import type { BonusDetailResources } from './bonuses-data'
import './bonuses.css'

const phases: readonly BonusPhase[] = ['available', 'inProgress', 'grace', 'achieved', 'noLongerAvailable']

/** The phase the bonus's statechart is in (its states are the phases; `checking` is passing, between two). */
const bonusPhaseOf = (snapshot: BonusSnapshot): BonusPhase | null => phases.find((phase) => snapshot.matches(phase)) ?? null

/** A bonus's details (spec sections 3 and 4): what it pays or why not, the progress, when it ends, and the days of a daily chain. */
export function BonusDetailScreen({ resources, back }: { resources: BonusDetailResources; back: AppLinkOptions }) {
  const formats = useTransitionSelector(resources.formats, resourceData, null)
  return (
    <div className="bonuses">
      <BackLink link={back}>
        <Trans>All bonuses</Trans>
      </BackLink>
      <ResourceView resource={resources.bonus} loading={<LoadingLines lines={8} />}>
        {(bonus) => <BonusDetailView key={bonus.id} bonus={bonus} formats={formats} />}
      </ResourceView>
    </div>
  )
}

function BonusDetailView({ bonus, formats }: { bonus: BonusDetail; formats: BonusFormats['data'] | null }) {
  // The bonus's statechart moves it along in time while the screen is open (the end, the grace period's end).
  const [now] = useState(() => new Date())
  const actor = useSystemActor(`bonus:${bonus.id}`, { logic: bonusMachine, input: { bonus, now: now.getTime() } })
  const phase = useTransitionSelector(actor, bonusPhaseOf, null) ?? bonusPhase(bonus, now)
  const suspended = useSignedIn().login.customer_data.status?.id === 'suspended'
  return (
    <>
      <Card>
        <div className="ui-stack">
          <div className="ui-row" data-between data-wrap>
            <h2 className="ui-heading">
              <Isolate>{bonus.name}</Isolate>
            </h2>
            <BonusPhaseBadge phase={phase} />
          </div>
          {bonus.description ? (
            <p className="ui-text-sm">
              <Isolate>{bonus.description}</Isolate>
            </p>
          ) : null}
          <BonusOutcome bonus={bonus} phase={phase} formats={formats} suspended={suspended} className="bonus-detail-outcome" />
          <BonusFlags bonus={bonus} />
        </div>
      </Card>
      <Card title={<Trans>Your progress</Trans>}>
        <div className="ui-stack">
          <BonusProgress bonus={bonus} formats={formats} />
          <div className="ui-text-sm ui-muted">
            <BonusTiming bonus={bonus} now={now} />
          </div>
          {bonus.categories.length > 0 ? (
            <p className="ui-text-sm">
              <span className="ui-muted">
                <Trans>Counts in:</Trans>
              </span>{' '}
              <Isolate>{bonus.categories.map((category) => category.name).join(', ')}</Isolate>
            </p>
          ) : null}
        </div>
      </Card>
      {bonus.daily_chain_performance && bonus.daily.length > 0 ? (
        <Card title={<Trans>Day by day</Trans>}>
          <DailyRecord bonus={bonus} formats={formats} />
        </Card>
      ) : null}
    </>
  )
}

function DailyRecord({ bonus, formats }: { bonus: BonusDetail; formats: BonusFormats['data'] | null }) {
  const { t } = useLingui()
  const { day } = useFormatters()
  const amount = useBonusAmount()
  const unit = bonusUnit(bonus.format, formats)
  return (
    <table className="bonus-days">
      <caption className="ui-visually-hidden">{t`Day by day`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Day`}</th>
          <th scope="col">{t`Progress`}</th>
          <th scope="col">{t`Day's target`}</th>
        </tr>
      </thead>
      <tbody>
        {bonus.daily.map((entry) => (
          <tr key={entry.date}>
            <td>{/^\d{4}-\d{2}-\d{2}/.test(entry.date) ? day(entry.date.slice(0, 10)) : entry.date}</td>
            <td>{amount(entry.progress, unit)}</td>
            <td className={entry.achieved ? 'bonus-day-achieved' : 'ui-muted'}>{entry.achieved ? t`Reached` : t`Not reached`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
