import { AvailablePaymentMethods, PaymentMethod, PaymentMethods, type PaymentMethodBody } from '../schemas'
import type { Send } from '../request'

export const paymentMethodsService = (send: Send) => ({
  available: () => send({ method: 'get', path: 'ewoks/available-payment-methods', schema: AvailablePaymentMethods }),
  list: (id: number) => send({ method: 'get', path: `ewoks/consultants/${id}/payment-methods`, schema: PaymentMethods }),
  /** `idempotencyKey`: the same for the same account sent again (src/api/idempotency.ts). */
  add: (id: number, method: PaymentMethodBody, idempotencyKey?: string) =>
    send({
      method: 'post',
      path: `ewoks/consultants/${id}/payment-methods/${method.type}`,
      schema: PaymentMethod,
      json: method.body,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    }),
  update: (id: number, paymentMethodId: number, method: PaymentMethodBody) =>
    send({ method: 'put', path: `ewoks/consultants/${id}/payment-methods/${method.type}/${paymentMethodId}`, schema: PaymentMethod, json: method.body }),
})
