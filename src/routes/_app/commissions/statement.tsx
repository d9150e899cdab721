import { createFileRoute } from '@tanstack/react-router'
import { loadStatement } from './-commissions-load'
import { statementScreen } from './-commissions-options'
import { StatementRoute } from './-statement-route'

/** The commission statement of the period as a page to print or save as PDF (issue 22 §8). */
export const Route = createFileRoute('/_app/commissions/statement')({
  ...statementScreen,
  loader: loadStatement,
  component: () => <StatementRoute from={Route.id} />,
})
