import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../domain/periods'
import { loadStatement } from './-commissions-load'
import { StatementRoute } from './-statement-route'

/** The commission statement of the period as a page to print or save as PDF (issue 22 §8). */
export const Route = createFileRoute('/_app/commissions/statement')({
  staticData: { title: msg`Commission statement` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadStatement(context, deps),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <StatementRoute data={Route.useLoaderData()} />
}
