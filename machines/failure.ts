/**
 * A failed effect, as every machine handles it: the failure is kept in the context (`keepFailure`, an assign) and
 * reported (`reportFailure`, a no-op in the machine's setup that the app provides: src/api/errors.ts
 * `reportUnexpected`, which hands a bug to the report sink; the client reported every gateway failure itself).
 */
import type { GatewayFailure } from '../src/api'
import { classifyError } from '../src/api/errors'

/** What `keepFailure` and `reportFailure` are given. */
export interface FailureParams {
  readonly failure: GatewayFailure
}

/** The `reportFailure` action's implementation (its arguments are XState's, unused). */
export type ReportFailure = (args: unknown, params: FailureParams) => void

/** `reportFailure` until the app provides it: nothing. */
export const noReport: ReportFailure = () => {}

/** The failure of an invoked effect's error event (onError), for `call`. */
export const failureOf =
  (call: string) =>
  ({ event }: { event: { error: unknown } }): FailureParams => ({ failure: classifyError(event.error, call) })

/** An onError's actions: the failure kept, then reported. */
export const keepAndReportFailure = (call: string) =>
  [
    { type: 'keepFailure', params: failureOf(call) },
    { type: 'reportFailure', params: failureOf(call) },
  ] as const
