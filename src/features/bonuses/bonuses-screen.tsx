import type { ReactNode } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import type { Bonus } from '../../api'
import { bonusGroup, type BonusGroup } from '../../domain/bonus-status'
import { BonusCard, BonusCardsLoading } from '../../ui/bonus/bonus-card'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { ResourceView, resourceData } from '../../ui/resource-view'
import { Skeleton } from '../../ui/skeleton'
import { useTransitionSelector } from '../../ui/transition-selector'
import { useSignedIn } from '../../ui/signed-in'
import type { BonusListResources } from './bonuses-data'
import './bonuses.css'

/** The groups in the order a consultant acts on them: what is running, what can be joined, then what is done. */
const groupOrder: readonly BonusGroup[] = ['inProgress', 'available', 'achieved', 'noLongerAvailable']

function groupTitle(group: BonusGroup): ReactNode {
  switch (group) {
    case 'inProgress':
      return <Trans>In progress</Trans>
    case 'available':
      return <Trans>Available</Trans>
    case 'achieved':
      return <Trans>Achieved</Trans>
    case 'noLongerAvailable':
      return <Trans>No longer available</Trans>
  }
}

/** Bonuses (spec sections 3 and 4): grouped by where each stands now; each leads to its details. */
export function BonusesScreen({ resources, now }: { resources: BonusListResources; now: Date }) {
  const formats = useTransitionSelector(resources.formats, resourceData, null)
  return (
    <div className="bonuses">
      <ResourceView resource={resources.bonuses} loading={<BonusesLoading />}>
        {(bonuses) =>
          bonuses.length === 0 ? <EmptyState message={emptyMessages.bonuses} icon="gift" /> : <BonusGroups bonuses={bonuses} formats={formats} now={now} />
        }
      </ResourceView>
      <GraceNote resources={resources} />
    </div>
  )
}

/** A group's heading and enough cards to fill a phone's first screen (the rest of the list is below it). */
function BonusesLoading() {
  return (
    <div className="bonuses-group" aria-busy="true">
      <Skeleton height="1.5rem" width="40%" />
      <div className="bonus-list">
        <BonusCardsLoading count={4} />
      </div>
    </div>
  )
}

function BonusGroups({ bonuses, formats, now }: { bonuses: readonly Bonus[]; formats: Parameters<typeof BonusCard>[0]['formats']; now: Date }) {
  const suspended = useSignedIn().login.customer_data.status?.id === 'suspended'
  const groups = new Map<BonusGroup, Bonus[]>()
  for (const bonus of bonuses) {
    const group = bonusGroup(bonus, now)
    groups.set(group, [...(groups.get(group) ?? []), bonus])
  }
  return (
    <>
      {groupOrder.map((group) => {
        const members = groups.get(group)
        if (!members) return null
        // Soonest end first while running; the most recent first once over.
        const sorted = [...members].sort((a, b) =>
          group === 'inProgress' || group === 'available' ? Date.parse(a.ends_at) - Date.parse(b.ends_at) : Date.parse(b.ends_at) - Date.parse(a.ends_at),
        )
        return (
          <section key={group} className="bonuses-group" aria-labelledby={`bonuses-${group}`} data-group={group}>
            <h2 id={`bonuses-${group}`} className="ui-heading bonuses-group-title">
              {groupTitle(group)} <span className="ui-muted ui-text-sm">({sorted.length})</span>
            </h2>
            <ul className="bonus-list">
              {sorted.map((bonus) => (
                <li key={bonus.id}>
                  <BonusCard bonus={bonus} formats={formats} now={now} suspended={suspended} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </>
  )
}

function GraceNote({ resources }: { resources: BonusListResources }) {
  const grace = useTransitionSelector(resources.grace, resourceData, null)
  if (!grace || grace.days <= 0) return null
  return (
    <p className="ui-text-sm ui-muted">
      <Plural
        value={grace.days}
        one="A bonus is still calculated for # day after it ends: sales made before the end that complete then still count."
        other="A bonus is still calculated for # days after it ends: sales made before the end that complete then still count."
      />
    </p>
  )
}
