import { createSend, type ClientConfig } from './request'
import { authService } from './services/auth'
import { consultantsService } from './services/consultants'
import { teamService } from './services/team'
import { salesService } from './services/sales'
import { periodsService } from './services/periods'
import { commissionsService, payoutService } from './services/commissions'
import { ordersService } from './services/orders'
import { successRateService } from './services/success-rate'
import { bonusesService } from './services/bonuses'
import { notificationsService } from './services/notifications'
import { referenceService } from './services/reference'
import { paymentMethodsService } from './services/payment-methods'
import { contentService } from './services/content'

/** The typed client of gateway API v1: one module per service, every response parsed. */
export function createGatewayClient(config: ClientConfig) {
  const send = createSend(config)
  return {
    auth: authService(send),
    consultants: consultantsService(send),
    team: teamService(send),
    sales: salesService(send),
    periods: periodsService(send),
    commissions: commissionsService(send),
    payout: payoutService(send),
    orders: ordersService(send),
    successRate: successRateService(send),
    bonuses: bonusesService(send),
    notifications: notificationsService(send),
    reference: referenceService(send),
    paymentMethods: paymentMethodsService(send),
    content: contentService(send),
  }
}

export type GatewayClient = ReturnType<typeof createGatewayClient>
export type { ClientConfig }
