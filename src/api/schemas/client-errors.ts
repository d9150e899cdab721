import * as v from 'valibot'
import { Count, IsoDateTime } from './common'

/**
 * `POST client-errors`: a failure the app reports (src/app/report.ts; the kinds are the client's
 * failure kinds, though the app sends neither unauthorized nor validationFailed, plus
 * `unknownValue`: an answer held a value of a closed list the app does not know, read with its
 * fallback (src/api/schemas/known.ts), `issues` naming the lists, never the values). Ours, not the spec's
 * (the spec only says failures go to analytics); the demo gateway keeps the last ones.
 *
 * What a report may hold is closed (strict objects, bounded strings): the kind and the call
 * that failed, the error's name, message and stack already redacted by the app, and the
 * page's path, never its query or fragment (a sign-in callback's `?code=` stays home).
 */
export const ClientErrorKind = v.picklist([
  'unexpected',
  'badResponse',
  'http',
  'unknownError',
  'network',
  'timeout',
  'unauthorized',
  'validationFailed',
  'unknownValue',
])
export type ClientErrorKind = v.InferOutput<typeof ClientErrorKind>

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max))

export const ClientErrorReport = v.strictObject({
  kind: ClientErrorKind,
  /** The call ('GET watto/consultants/:id/sales/total'), or where a bug was caught ('render', 'window.error'). */
  call: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  code: v.optional(v.nullable(Text(100))),
  /** badResponse: the schema's issue paths and messages, without the values received; unknownValue: the lists' names. */
  issues: v.optional(v.pipe(v.array(Text(300)), v.maxLength(5))),
  error: v.optional(
    v.strictObject({
      name: Text(100),
      message: Text(500),
      stack: v.optional(Text(2000)),
    }),
  ),
  /** The page's path (ids kept), without query or fragment. */
  page: v.pipe(v.string(), v.maxLength(300), v.regex(/^\/[^?#\s]*$/, 'path only')),
  locale: Text(10),
  at: IsoDateTime,
  /** Identical failures not sent since the last report of this one (the app collapses repeats). */
  repeats: v.optional(Count),
})
export type ClientErrorReport = v.InferOutput<typeof ClientErrorReport>
