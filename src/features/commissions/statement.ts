import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CommissionsByCategory, CommissionsByService, CommissionsByType, CommissionTotal } from '../../api'
import { csvFileName, toCsv } from '../../domain/csv'
import type { DayRange } from '../../domain/periods'
import type { Formatters } from '../../i18n/format'
import { commissionTypeLabels } from './labels'

export interface StatementData {
  readonly range: DayRange
  readonly currency: string
  readonly total: CommissionTotal
  readonly byType: CommissionsByType['data']
  readonly byCategory: CommissionsByCategory['data']
  readonly byService: CommissionsByService['data']
}

/** One line of the statement: a breakdown row (by whose sale, category, service), named in the consultant's language. */
export interface StatementLine {
  readonly group: string
  readonly name: string
  readonly confirmed: number
  readonly pending: number
  readonly items: number
}

const counts = (row: { confirmed: number; pending: number; items: number }) => row.confirmed !== 0 || row.pending !== 0 || row.items !== 0

/**
 * The statement's lines, as the CSV and the printable page (/commissions/statement) list them:
 * every row by whose sale, then the categories and the services that have something.
 */
export function statementLines(data: Pick<StatementData, 'byType' | 'byCategory' | 'byService'>, i18n: I18n): StatementLine[] {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const line = (group: string, name: string, row: { confirmed: number; pending: number; items: number }): StatementLine => ({
    group,
    name,
    confirmed: row.confirmed,
    pending: row.pending,
    items: row.items,
  })
  return [
    ...data.byType.map((row) => line(t(msg`By whose sale`), t(commissionTypeLabels[row.type]), row)),
    ...data.byCategory.filter(counts).map((row) => line(t(msg`Category`), row.category.name, row)),
    ...data.byService.filter(counts).map((row) => line(t(msg`Service`), row.service.name, row)),
  ]
}

/**
 * A commission statement for a period as CSV, in the consultant's language: the balance,
 * then every breakdown row with confirmed, pending and items. Amounts are plain numbers
 * (a spreadsheet sums them) in the currency named at the top; dates are ISO (no locale guesswork).
 * The period is also written for a reader (`dayRange`, in the consultant's language and digits): a display
 * column, the only one; every number and the ISO dates stay Western (0-9 .), whatever the digits setting.
 */
export function commissionStatement(data: StatementData, i18n: I18n, { dayRange }: Pick<Formatters, 'dayRange'>): { fileName: string; csv: string } {
  const { range, currency, total } = data
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const rows: (string | number)[][] = [
    [t(msg`Commission statement`)],
    [t(msg`From`), range.from],
    [t(msg`To`), range.to],
    [t(msg`Period`), dayRange(range.from, range.to)],
    [t(msg`Currency`), currency],
    [],
    [t(msg`Confirmed`), total.confirmed],
    [t(msg`Pending`), total.pending],
    [t(msg`Penalty (%)`), total.penalty_perc],
    [t(msg`Penalty`), total.penalty_amount],
    [t(msg`Payable`), total.payable],
    [],
    [t(msg`Breakdown`), t(msg`Name`), t(msg`Confirmed`), t(msg`Pending`), t(msg`Items`)],
    ...statementLines(data, i18n).map((line) => [line.group, line.name, line.confirmed, line.pending, line.items]),
  ]
  return { fileName: csvFileName(['commissions', range.from, range.to]), csv: toCsv(rows) }
}
