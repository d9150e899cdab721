import { useState } from 'react'
import type { Bonus } from '../../api'
import { BonusCard, BonusCardsLoading } from '../../ui/bonus/bonus-card'
import { emptyMessages } from '../../ui/empty-messages'
import { EmptyState } from '../../ui/empty-state'
import { ResourceView } from '../../ui/resource-view'
import { useSignedIn } from '../../ui/signed-in'
import type { ResourceActor } from '../../../machines/resource.machine'

/**
 * The homepage bonuses (GET homepage-bonuses), or the no-bonus message: the same cards as the
 * bonuses screen (src/ui/bonus), compact on a phone so the month's figures stay on the first screen
 * (issue 38; Bonuses below leads to them all). While they load, as many card placeholders as the last visit
 * showed (the route remembers the count), so the sections below do not move when they arrive.
 * The formats call is not made here: each format's own unit reads right.
 */
export function HomeBonuses({ bonuses, placeholders }: { bonuses: ResourceActor<readonly Bonus[]>; placeholders: number }) {
  const [now] = useState(() => new Date())
  const suspended = useSignedIn().login.customer_data.status?.id === 'suspended'
  const loading = (
    <div className="dashboard-bonuses" aria-busy="true">
      <BonusCardsLoading count={placeholders} compact />
    </div>
  )
  return (
    <ResourceView resource={bonuses} compact loading={loading}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState message={emptyMessages.bonuses} icon="gift" />
        ) : (
          <ul className="dashboard-bonuses" data-testid="home-bonuses">
            {list.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} formats={null} now={now} suspended={suspended} headingLevel="p" compact />
              </li>
            ))}
          </ul>
        )
      }
    </ResourceView>
  )
}
