import { Trans } from '@lingui/react/macro'
import type { TeamLeader } from '../../api'
import { Card } from '../../ui/card'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { ResourceView } from '../../ui/resource-view'
import { fullName } from './members'
import { ContactLinks, PersonHeader } from './team-parts'
import type { LeaderResources } from './team-data'
import './team.css'

type Leader = NonNullable<TeamLeader['team_leader']>

/** Your team leader (spec section 2, /team-leader): who they are and how to reach them, or the spec's message when you have none. */
export function LeaderScreen({ resources }: { resources: LeaderResources }) {
  return (
    <div className="team">
      <Card>
        <ResourceView resource={resources.leader}>
          {({ team_leader: leader }) => (leader ? <LeaderProfile leader={leader} /> : <EmptyState message={emptyMessages.teamLeader} icon="user" />)}
        </ResourceView>
      </Card>
    </div>
  )
}

function LeaderProfile({ leader }: { leader: Leader }) {
  const name = fullName(leader)
  return (
    <div className="ui-stack">
      <PersonHeader name={name} testId="leader-name" level={leader.level} status="active">
        {leader.location ? <p className="ui-text-sm ui-muted">{leader.location}</p> : null}
      </PersonHeader>
      <p className="ui-text-sm">
        <Trans>Your team leader recruited you and earns on your sales: ask them anything about selling, commissions or your first steps.</Trans>
      </p>
      <ContactLinks person={leader} />
    </div>
  )
}
