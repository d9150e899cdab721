import {
  CommissionTotal,
  CommissionsByCategory,
  CommissionsByService,
  CommissionsByStatus,
  CommissionsByType,
  PayoutThreshold,
  type CommissionQuery,
} from '../schemas'
import type { Send } from '../request'

export const commissionsService = (send: Send) => {
  const base = (id: number) => `watto/consultants/${id}/commissions`
  return {
    total: (id: number, q: CommissionQuery) => send({ method: 'get', path: `${base(id)}/total`, schema: CommissionTotal, query: { ...q } }),
    byType: (id: number, q: CommissionQuery) => send({ method: 'get', path: `${base(id)}/grouped-by-type`, schema: CommissionsByType, query: { ...q } }),
    byService: (id: number, q: CommissionQuery) => send({ method: 'get', path: `${base(id)}/total-services`, schema: CommissionsByService, query: { ...q } }),
    byCategory: (id: number, q: CommissionQuery) =>
      send({ method: 'get', path: `${base(id)}/grouped-by-category`, schema: CommissionsByCategory, query: { ...q } }),
    byStatus: (id: number, q: CommissionQuery) => send({ method: 'get', path: `${base(id)}/grouped-by-status`, schema: CommissionsByStatus, query: { ...q } }),
  }
}

export const payoutService = (send: Send) => ({
  threshold: () => send({ method: 'get', path: 'ewoks/voucher-payment-threshold', schema: PayoutThreshold }),
})
