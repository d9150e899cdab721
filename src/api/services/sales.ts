import { SalesByCategory, SalesByStatus, SalesTotal, type SalesQuery } from '../schemas'
import type { Send } from '../request'

export const salesService = (send: Send) => ({
  total: (id: number, query: SalesQuery) => send({ method: 'get', path: `watto/consultants/${id}/sales/total`, schema: SalesTotal, query: { ...query } }),
  byStatus: (id: number, query: SalesQuery) =>
    send({ method: 'get', path: `watto/consultants/${id}/sales/by-status`, schema: SalesByStatus, query: { ...query } }),
  byCategory: (id: number, query: SalesQuery) =>
    send({ method: 'get', path: `watto/consultants/${id}/sales/by-category`, schema: SalesByCategory, query: { ...query } }),
})
