import { msg } from '@lingui/core/macro'
import { createFileRoute, linkOptions, useNavigate } from '@tanstack/react-router'
import { COMMISSION_PERIODS, resolvePeriod } from '../../../domain/periods'
import { defaultPeriodStart } from '../../../config/constants'
import { TeamMembersScreen } from '../../../features/team/team-members-screen'
import { startTeamList } from '../-data/team'
import { choiceSearch, today } from '../-period'
import { parseTeamSearch, type TeamSearch } from './-team-search'

/** Your team: the period in the URL (this month unless it says otherwise), the list's search and sort too. */
/** A member's screen, and the recruiting screen. */
const memberLink = (id: number) => linkOptions({ to: '/team-members/$id', params: { id: String(id) } })
const recruitLink = linkOptions({ to: '/team-members/recruit' })

export const Route = createFileRoute('/_app/team-members/')({
  staticData: { title: msg`Your team`, toggle: 'teamMembers' },
  validateSearch: parseTeamSearch,
  // Search and sort change no read: only the period is a dependency of the loader.
  loaderDeps: ({ search: { period, from, to } }) => ({ period, from, to }),
  loader: ({ context, deps }) => {
    const period = resolvePeriod(deps, new Date(), COMMISSION_PERIODS, 'this-month')
    return { period, ...startTeamList(context, context.consultant.id, period) }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: TeamMembersRoute,
})

function TeamMembersRoute() {
  const { period, resources } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate()
  // Each change merges into the search in force when it lands (typing reports after a pause, when a sort may have changed it).
  const update = (changes: Partial<TeamSearch>, replace: boolean) =>
    void navigate({ to: '/team-members', search: (previous) => ({ ...previous, ...changes }), replace })
  return (
    <TeamMembersScreen
      period={period}
      presets={COMMISSION_PERIODS}
      bounds={{ min: defaultPeriodStart, max: today() }}
      onPeriodChange={(choice) => update({ period: undefined, from: undefined, to: undefined, ...choiceSearch(choice) }, false)}
      resources={resources}
      query={search.q ?? ''}
      sort={search.sort ?? 'name'}
      onQueryChange={(q) => update({ q: q || undefined }, true)}
      onSortChange={(sort) => update({ sort: sort === 'name' ? undefined : sort }, true)}
      memberLink={memberLink}
      recruitLink={recruitLink}
    />
  )
}
