import * as v from 'valibot'
import { stripBidiControls } from '../../domain/text'

/** ISO 8601 date-time string (e.g. 2026-11-21T10:00:00Z). */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp())
/** Calendar date, YYYY-MM-DD. */
export const IsoDate = v.pipe(v.string(), v.isoDate())
/** Money is a plain number in the build's currency (two decimals at most). */
export const Money = v.pipe(v.number(), v.finite())
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
export const Id = v.pipe(v.number(), v.integer())

/**
 * A name the app shows (a person, a customer, a store, a product), read without the direction
 * controls that could make it show as something else ("GHS 500.00"): see stripBidiControls.
 */
export const ShownName = v.pipe(v.string(), v.transform(stripBidiControls))

/** Reference-list entry: every list the gateway serves has this shape. */
export const Named = v.object({ id: Id, name: v.string() })
export type Named = v.InferOutput<typeof Named>

/** A labelled slug (categories, statuses, services, item types). */
export const Option = v.object({ id: v.string(), name: v.string() })
export type Option = v.InferOutput<typeof Option>

/** Date range query shared by sales, commissions, team totals and success rates. */
export const DateRange = v.object({ date_from: IsoDate, date_to: IsoDate })
export type DateRange = v.InferOutput<typeof DateRange>

/**
 * Error body of every failing call. `errors` is present with VALIDATION_FAILED:
 * property name -> list of codes or messages (e.g. { phone_number: ['invalid'] }).
 */
export const ErrorBody = v.object({
  success: v.literal(false),
  error_message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
})
export type ErrorBody = v.InferOutput<typeof ErrorBody>

/** Acknowledgement for calls that return nothing else. */
export const Ok = v.object({ success: v.literal(true) })
export type Ok = v.InferOutput<typeof Ok>

/** Non-empty trimmed string for request bodies. */
export const Required = v.pipe(v.string(), v.trim(), v.nonEmpty('required'))

export const ListOf = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item) })
