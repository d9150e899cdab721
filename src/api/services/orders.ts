import { OrderDetail, OrderFilters, OrderPage, OrdersSuccessRate, type DateRange, type OrderQuery, type OrderType } from '../schemas'
import type { Send } from '../request'

export const ordersService = (send: Send) => ({
  /** Array filters go out as repeated `status[]=…` params. */
  list: (id: number, query: OrderQuery = {}) => send({ method: 'get', path: `watto/consultants/${id}/orders`, schema: OrderPage, query: { ...query } }),
  detail: (id: number, orderId: string, orderType?: OrderType) =>
    send({ method: 'get', path: `watto/consultants/${id}/order/${encodeURIComponent(orderId)}`, schema: OrderDetail, query: { order_type: orderType } }),
  filters: (id: number) => send({ method: 'get', path: `watto/consultants/${id}/orders/filters`, schema: OrderFilters }),
  successRate: (id: number, range: DateRange) =>
    send({ method: 'get', path: `watto/consultants/${id}/orders-success-rate-by-period`, schema: OrdersSuccessRate, query: { ...range } }),
})
