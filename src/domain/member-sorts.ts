/**
 * How the team list can be sorted (?sort= in /team-members' search). In a module of its own:
 * the route tree (every first load) checks the search against it.
 */
export const MEMBER_SORTS = ['name', 'sales', 'newest'] as const
export type MemberSort = (typeof MEMBER_SORTS)[number]
