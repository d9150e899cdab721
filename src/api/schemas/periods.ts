import * as v from 'valibot'
import { IsoDate, ListOf } from './common'

/** A month (or custom range) with a label already formatted for Accept-Language. */
export const Period = v.object({ from: IsoDate, to: IsoDate, label: v.string() })
export type Period = v.InferOutput<typeof Period>

/** GET watto/periods/all?reverse=0|1: every month from the commission start (2019-10) to now. */
export const Periods = ListOf(Period)
export type Periods = v.InferOutput<typeof Periods>
