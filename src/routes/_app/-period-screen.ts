import type { MessageDescriptor } from '@lingui/core'
import type { FeatureToggle } from '../../api'
import { parsePeriodSearch, type PeriodSearch } from '../../domain/periods'
import type { AppRouteContext } from '../../app/router-context'

/**
 * The options every route of a screen with a period shares (sales, commissions): its title and toggle, the period in the
 * URL's search (parsePeriodSearch never throws), which the loader depends on, and its reads stopped when it is left.
 * The loader and the component stay written in each route file, so code splitting keeps them out of the route tree.
 */
export const periodScreen = (title: MessageDescriptor, toggle: FeatureToggle) => ({
  staticData: { title, toggle },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }: { search: PeriodSearch }) => search,
  onLeave: (match: { loaderData?: { stop: () => void } }) => match.loaderData?.stop(),
})

/** What such a route's loader is given: the router context, the period (its deps) and the path's filters. */
export interface PeriodLoaderArgs<Params = object> {
  readonly context: AppRouteContext
  readonly deps: PeriodSearch
  readonly params: Params
}
