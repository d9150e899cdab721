import type { GatewayClient } from '../../src/api'

/** What a row of the table may use: the signed-in client and the consultant's id. */
export interface CallContext {
  client: GatewayClient
  id: number
}

export interface ContractRow {
  /** The call as spec section 7 names it. */
  call: string
  /** The client method(s) it exercises, as `service.method`. */
  method: string
  persona: string
  run: (ctx: CallContext) => Promise<unknown>
}

const month = { date_from: '2026-10-01', date_to: '2026-10-31' }
const year = { date_from: '2025-11-01', date_to: '2026-10-31' }

/**
 * Every call of spec section 7. A call missing from the client fails to compile;
 * one missing from the gateway answers 404 and fails its row; a client method
 * missing from this table fails the coverage test.
 */
export const CONTRACT: ContractRow[] = [
  // Auth and consultant
  { call: 'GET auth-url', method: 'auth.getAuthUrl', persona: 'active', run: ({ client }) => client.auth.getAuthUrl() },
  // POST login is exercised by every row's sign-in, and on its own in contract.test.ts.
  { call: 'POST login', method: 'auth.login', persona: 'active', run: () => Promise.resolve('covered by signIn') },
  { call: 'POST logout-url', method: 'auth.logoutUrl', persona: 'member', run: ({ client }) => client.auth.logoutUrl() },
  {
    call: 'POST consultants',
    method: 'consultants.create',
    persona: 'visitor',
    run: ({ client }) =>
      client.consultants.create({
        account_type: 'consultant',
        first_name: 'Yaw',
        last_name: 'Asante',
        email: 'yaw.asante@example.com',
        phone_number: '02441234567',
        gender: 'male',
        birthday: '1990-01-31',
        state_id: 1,
        city_id: 101,
        district: 'Osu Klottey',
        address: '3 Ring Road',
        recruitment_channel_id: 1,
      }),
  },
  {
    call: 'PUT ewoks/consultants/{id}',
    method: 'consultants.update',
    persona: 'active',
    run: ({ client, id }) => client.consultants.update(id, { address: '14 Oxford Street, Osu' }),
  },
  {
    call: 'PUT ewoks/consultants/{id}/agreement',
    method: 'consultants.acceptAgreement',
    persona: 'terms',
    run: ({ client, id }) => client.consultants.acceptAgreement(id),
  },
  {
    call: 'POST ewoks/upload-image',
    method: 'consultants.uploadImage',
    persona: 'store',
    run: ({ client }) => client.consultants.uploadImage(new Blob([PNG_1X1], { type: 'image/png' }), 'photo.png'),
  },
  // Team
  { call: 'GET ewoks/consultants/{id}/team-members', method: 'team.members', persona: 'active', run: ({ client, id }) => client.team.members(id) },
  {
    call: 'GET ewoks/consultants/{id}/team-members/{teamMemberId}',
    method: 'team.member',
    persona: 'active',
    run: async ({ client, id }) => client.team.member(id, firstOf((await client.team.members(id)).data).id),
  },
  { call: 'GET ewoks/consultants/{id}/my-team-leader', method: 'team.leader', persona: 'member', run: ({ client, id }) => client.team.leader(id) },
  {
    call: 'POST ewoks/consultants/{id}/invite-user',
    method: 'team.invite',
    persona: 'active',
    run: ({ client, id }) => client.team.invite(id, { email: 'new.friend@example.com' }),
  },
  {
    call: 'GET watto/consultants/{id}/sales/team-members/total',
    method: 'team.salesTotal',
    persona: 'active',
    run: ({ client, id }) => client.team.salesTotal(id, month),
  },
  {
    call: 'GET watto/consultants/{id}/sales/team-members/total-by-periods/{teamMemberId}',
    method: 'team.memberHistory',
    persona: 'active',
    run: async ({ client, id }) => client.team.memberHistory(id, firstOf((await client.team.members(id)).data).id),
  },
  // Sales
  { call: 'GET watto/consultants/{id}/sales/total', method: 'sales.total', persona: 'active', run: ({ client, id }) => client.sales.total(id, month) },
  { call: 'GET watto/consultants/{id}/sales/by-status', method: 'sales.byStatus', persona: 'active', run: ({ client, id }) => client.sales.byStatus(id, year) },
  {
    call: 'GET watto/consultants/{id}/sales/by-category',
    method: 'sales.byCategory',
    persona: 'active',
    run: ({ client, id }) => client.sales.byCategory(id, year),
  },
  // Periods
  { call: 'GET watto/periods/all', method: 'periods.all', persona: 'active', run: ({ client }) => client.periods.all(true) },
  // Commissions
  {
    call: 'GET watto/consultants/{id}/commissions/total',
    method: 'commissions.total',
    persona: 'active',
    run: ({ client, id }) => client.commissions.total(id, month),
  },
  {
    call: 'GET watto/consultants/{id}/commissions/grouped-by-type',
    method: 'commissions.byType',
    persona: 'active',
    run: ({ client, id }) => client.commissions.byType(id, month),
  },
  {
    call: 'GET watto/consultants/{id}/commissions/total-services',
    method: 'commissions.byService',
    persona: 'active',
    run: ({ client, id }) => client.commissions.byService(id, year),
  },
  {
    call: 'GET watto/consultants/{id}/commissions/grouped-by-category',
    method: 'commissions.byCategory',
    persona: 'active',
    run: ({ client, id }) => client.commissions.byCategory(id, { ...year, type: 'direct' }),
  },
  {
    call: 'GET watto/consultants/{id}/commissions/grouped-by-status',
    method: 'commissions.byStatus',
    persona: 'active',
    run: ({ client, id }) => client.commissions.byStatus(id, year),
  },
  // Payout config
  { call: 'GET ewoks/voucher-payment-threshold', method: 'payout.threshold', persona: 'active', run: ({ client }) => client.payout.threshold() },
  // Orders
  {
    call: 'GET watto/consultants/{id}/orders',
    method: 'orders.list',
    persona: 'active',
    run: ({ client, id }) => client.orders.list(id, { status: ['completed', 'returned'], category: ['phones-tablets', 'computing'], page: 1 }),
  },
  {
    call: 'GET watto/consultants/{id}/order/{orderId}',
    method: 'orders.detail',
    persona: 'active',
    run: async ({ client, id }) => {
      const order = firstOf((await client.orders.list(id, { per_page: 1 })).data)
      return client.orders.detail(id, order.id, order.order_type)
    },
  },
  { call: 'GET watto/consultants/{id}/orders/filters', method: 'orders.filters', persona: 'active', run: ({ client, id }) => client.orders.filters(id) },
  {
    call: 'GET watto/consultants/{id}/orders-success-rate-by-period',
    method: 'orders.successRate',
    persona: 'active',
    run: ({ client, id }) => client.orders.successRate(id, month),
  },
  // Success rate
  { call: 'GET watto/success-rate-configs/{levelId}', method: 'successRate.configs', persona: 'active', run: ({ client }) => client.successRate.configs(2) },
  {
    call: 'GET success rates by consultant (path ours)',
    method: 'successRate.byConsultant',
    persona: 'active',
    run: ({ client, id }) => client.successRate.byConsultant(id, year),
  },
  // Bonuses
  { call: 'GET mandalorian/consultants/{id}/bonuses', method: 'bonuses.list', persona: 'active', run: ({ client, id }) => client.bonuses.list(id) },
  {
    call: 'GET mandalorian/consultants/{id}/homepage-bonuses',
    method: 'bonuses.homepage',
    persona: 'active',
    run: ({ client, id }) => client.bonuses.homepage(id),
  },
  {
    call: 'GET mandalorian/consultants/{id}/bonuses/{bonusId}',
    method: 'bonuses.detail',
    persona: 'active',
    run: async ({ client, id }) => client.bonuses.detail(id, firstOf((await client.bonuses.list(id)).data).id),
  },
  { call: 'GET mandalorian/bonuses/grace-period', method: 'bonuses.gracePeriod', persona: 'active', run: ({ client }) => client.bonuses.gracePeriod() },
  { call: 'GET mandalorian/temp/format', method: 'bonuses.formats', persona: 'active', run: ({ client }) => client.bonuses.formats() },
  // Notifications
  { call: 'GET kazuda/notifications/{id}', method: 'notifications.page', persona: 'active', run: ({ client, id }) => client.notifications.page(id, 1, 10) },
  {
    call: 'POST kazuda/notifications/{id}/subscribe',
    method: 'notifications.subscribe',
    persona: 'active',
    run: ({ client, id }) => client.notifications.subscribe(id, SUBSCRIPTION),
  },
  {
    call: 'DELETE kazuda/notifications/{id}/un-subscribe',
    method: 'notifications.unsubscribe',
    persona: 'active',
    run: ({ client, id }) => client.notifications.unsubscribe(id, SUBSCRIPTION),
  },
  {
    call: 'DELETE kazuda/notifications/{id}/un-subscribe-all',
    method: 'notifications.unsubscribeAll',
    persona: 'active',
    run: ({ client, id }) => client.notifications.unsubscribeAll(id),
  },
  // Ours (docs/contract.md): the VAPID public key a browser subscribes with.
  { call: 'GET kazuda/push-key', method: 'notifications.pushKey', persona: 'active', run: ({ client }) => client.notifications.pushKey() },
  {
    call: 'GET kazuda/notifications/{id}/redirect/{notificationId}',
    method: 'notifications.redirect',
    persona: 'active',
    run: async ({ client, id }) => {
      const withRedirect = (await client.notifications.page(id, 1, 10)).data.find((n) => n.has_redirect)
      if (!withRedirect) throw new Error('no notification with a redirect on page 1')
      return client.notifications.redirect(id, withRedirect.id)
    },
  },
  // Reference lists
  { call: 'GET ewoks/levels/{levelId}', method: 'reference.level', persona: 'active', run: ({ client }) => client.reference.level(2) },
  { call: 'GET ewoks/sky-states', method: 'reference.list', persona: 'visitor', run: ({ client }) => client.reference.list('sky-states') },
  {
    call: 'GET ewoks/sky-states/{id}/sky-cities',
    method: 'reference.cities',
    persona: 'visitor',
    run: async ({ client }) => client.reference.cities(firstOf((await client.reference.list('sky-states')).data).id),
  },
  { call: 'GET ewoks/banks', method: 'reference.list', persona: 'active', run: ({ client }) => client.reference.list('banks') },
  { call: 'GET ewoks/recruitment-channels', method: 'reference.list', persona: 'visitor', run: ({ client }) => client.reference.list('recruitment-channels') },
  { call: 'GET ewoks/languages', method: 'reference.list', persona: 'active', run: ({ client }) => client.reference.list('languages') },
  { call: 'GET ewoks/networks', method: 'reference.list', persona: 'active', run: ({ client }) => client.reference.list('networks') },
  { call: 'GET ewoks/time-slots', method: 'reference.list', persona: 'active', run: ({ client }) => client.reference.list('time-slots') },
  { call: 'GET ewoks/jforce-types', method: 'reference.list', persona: 'active', run: ({ client }) => client.reference.list('jforce-types') },
  // Payment methods
  {
    call: 'GET ewoks/available-payment-methods',
    method: 'paymentMethods.available',
    persona: 'payment',
    run: ({ client }) => client.paymentMethods.available(),
  },
  {
    call: 'GET ewoks/consultants/{id}/payment-methods',
    method: 'paymentMethods.list',
    persona: 'active',
    run: ({ client, id }) => client.paymentMethods.list(id),
  },
  {
    call: 'POST ewoks/consultants/{id}/payment-methods/bank_transfer',
    method: 'paymentMethods.add',
    persona: 'payment',
    run: ({ client, id }) =>
      client.paymentMethods.add(id, { type: 'bank_transfer', body: { bank: 1, account_name: 'Kwame Addo', account_number: '0123456789' } }),
  },
  {
    call: 'POST ewoks/consultants/{id}/payment-methods/mobile_money',
    method: 'paymentMethods.add',
    persona: 'payment',
    run: ({ client, id }) => client.paymentMethods.add(id, { type: 'mobile_money', body: { full_name: 'Kwame Addo', phone_number: '02441234567' } }),
  },
  {
    call: 'PUT ewoks/consultants/{id}/payment-methods/{type}/{paymentMethodId}',
    method: 'paymentMethods.update',
    persona: 'active',
    run: async ({ client, id }) => {
      const bank = (await client.paymentMethods.list(id)).data.find((m) => m.type === 'bank_transfer')
      if (!bank) throw new Error('the active persona has no bank account')
      return client.paymentMethods.update(id, bank.id, { type: 'bank_transfer', body: { bank: 2, account_name: 'Ama Mensah', account_number: '9876543210' } })
    },
  },
  // Content
  { call: 'GET mouse/blocks/{blockCode}', method: 'content.block', persona: 'active', run: ({ client }) => client.content.block('faq') },
  { call: 'GET mouse/homepage', method: 'content.homepage', persona: 'active', run: ({ client }) => client.content.homepage() },
  {
    call: 'GET image (path ours: ewoks/images/{name})',
    method: 'content.image',
    persona: 'store',
    run: async ({ client }) => {
      const { url } = await client.consultants.uploadImage(new Blob([PNG_1X1], { type: 'image/png' }), 'photo.png')
      return client.content.image(url.split('/').pop() ?? '')
    },
  },
]

function firstOf<T>(items: readonly T[]): T {
  const item = items[0]
  if (item === undefined) throw new Error('expected at least one item')
  return item
}

const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
}

/** A valid 1×1 transparent PNG. */
const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
)
