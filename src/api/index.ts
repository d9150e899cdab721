export { createGatewayClient, type GatewayClient, type ClientConfig } from './client'
export { GatewayError, isGatewayError, isRetryable, toFailure, type GatewayFailure, type FailureKind } from './errors'
export * from './schemas'
