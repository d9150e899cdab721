export { createGatewayClient, type GatewayClient, type ClientConfig } from './client'
export {
  classifyError,
  GatewayError,
  isGatewayError,
  isRetryable,
  onUnexpectedFailure,
  toFailure,
  type GatewayFailure,
  type FailureKind,
  type UnexpectedFailure,
} from './errors'
export * from './schemas'
