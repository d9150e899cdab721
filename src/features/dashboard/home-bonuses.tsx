import { useState } from 'react'
import type { Bonus } from '../../api'
import { BonusCard } from '../../ui/bonus/bonus-card'
import { emptyMessages } from '../../ui/empty-messages'
import { EmptyState } from '../../ui/empty-state'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'

/**
 * The homepage bonuses (GET homepage-bonuses), or the no-bonus message: the same cards as the
 * bonuses screen (src/ui/bonus). The formats call is not made here: each format's own unit reads right.
 */
export function HomeBonuses({ bonuses }: { bonuses: ResourceActor<readonly Bonus[]> }) {
  const [now] = useState(() => new Date())
  return (
    <ResourceView resource={bonuses} compact loading={<LoadingLines lines={2} />}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState message={emptyMessages.bonuses} icon="gift" />
        ) : (
          <ul className="dashboard-bonuses" data-testid="home-bonuses">
            {list.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} formats={null} now={now} headingLevel="p" />
              </li>
            ))}
          </ul>
        )
      }
    </ResourceView>
  )
}
