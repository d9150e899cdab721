import { SuccessRateConfigs, SuccessRates, type DateRange } from '../schemas'
import type { Send } from '../request'

export const successRateService = (send: Send) => ({
  configs: (levelId: number) => send({ method: 'get', path: `watto/success-rate-configs/${levelId}`, schema: SuccessRateConfigs }),
  /** Path not in the spec: ours (docs/contract.md). */
  byConsultant: (id: number, range: DateRange) =>
    send({ method: 'get', path: `watto/consultants/${id}/success-rates`, schema: SuccessRates, query: { ...range } }),
})
