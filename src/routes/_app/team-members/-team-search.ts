import * as v from 'valibot'
import { parsePeriodSearch, type PeriodSearch } from '../../../domain/periods'
import { MEMBER_SORTS, type MemberSort } from '../../../domain/member-sorts'

/** /team-members' search: the period, and the list's search and sort (?q=…&sort=sales). */
export interface TeamSearch extends PeriodSearch {
  readonly q?: string
  readonly sort?: MemberSort
}

const Query = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60))
const Sort = v.picklist(MEMBER_SORTS)

/** Never throws: what a hand-edited link gets wrong is dropped (the default: everyone, by name). */
export function parseTeamSearch(raw: Record<string, unknown>): TeamSearch {
  const q = v.safeParse(Query, typeof raw.q === 'number' ? String(raw.q) : raw.q)
  const sort = v.safeParse(Sort, raw.sort)
  return {
    ...parsePeriodSearch(raw),
    ...(q.success ? { q: q.output } : {}),
    ...(sort.success && sort.output !== 'name' ? { sort: sort.output } : {}),
  }
}
