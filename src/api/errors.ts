/**
 * Every failure of a gateway call, as one discriminated union. The client throws
 * only `GatewayError` (carrying a `GatewayFailure`); machines and screens switch on `kind`.
 */
export type GatewayFailure =
  | { kind: 'network'; call: string }
  | { kind: 'timeout'; call: string }
  | { kind: 'http'; call: string; status: number; code: string | null }
  | { kind: 'unauthorized'; call: string }
  | { kind: 'validationFailed'; call: string; fields: Record<string, string[]> }
  | { kind: 'unknownError'; call: string }
  | { kind: 'badResponse'; call: string; issues: string[] }

export type FailureKind = GatewayFailure['kind']

export class GatewayError extends Error {
  readonly failure: GatewayFailure
  constructor(failure: GatewayFailure) {
    super(`${failure.kind} on ${failure.call}`)
    this.name = 'GatewayError'
    this.failure = failure
  }
}

export const isGatewayError = (e: unknown): e is GatewayError => e instanceof GatewayError

/** Any thrown value as a failure (for machines' onError): non-gateway errors count as network. */
export function toFailure(e: unknown, call = 'unknown'): GatewayFailure {
  return isGatewayError(e) ? e.failure : { kind: 'network', call }
}

/** Failures a "Try again" can fix (as opposed to a form to correct or a session to renew). */
export const isRetryable = (f: GatewayFailure) =>
  f.kind === 'network' || f.kind === 'timeout' || f.kind === 'unknownError' || f.kind === 'badResponse' || (f.kind === 'http' && f.status >= 500)
