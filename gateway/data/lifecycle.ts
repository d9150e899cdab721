import type { ItemStatus, KnownOrderType } from '../../src/api/schemas'
import type { Rng } from '../rng'
import { COMPLETED_AFTER, DAY, HOUR, MINUTE } from './calendar'
import { text } from '../localize'

/**
 * Order item lifecycles (spec section 4). A whole life is planned from the
 * order's creation, then cut at the gateway's "now": recent items are still
 * created, ongoing or delivered; older ones reached a final status.
 *
 *   created → ongoing (processing, shipped) → delivered → completed (7 days after delivery)
 *   created/ongoing → failed (cancelled, invalid, out of stock)
 *   shipped → rejected (delivery failed)
 *   delivered → returned (within the 7 days)
 */
export interface Step {
  status: ItemStatus
  at: number
  detail: string | null
}

export const FINAL_STATUSES: readonly ItemStatus[] = ['completed', 'failed', 'rejected', 'returned']
/** The gateway's items carry known statuses only; the app's read type adds 'unknown'. */
export const isFinalStatus = (status: string): boolean => (FINAL_STATUSES as readonly string[]).includes(status)
export const OPEN_STATUSES: readonly ItemStatus[] = ['created', 'ongoing', 'delivered']

/** How likely things go wrong in a month: mostly low, sometimes a bad month. */
export function failureRate(rng: Rng): number {
  const r = rng.next()
  return 0.02 + r * r * 0.3
}

const FAILED = [
  text('Cancelled by the customer', 'Annulé par le client', 'ألغاه العميل'),
  text(
    'Invalid order: customer details could not be confirmed',
    'Commande invalide : les coordonnées du client n’ont pas pu être confirmées',
    'طلب غير صالح: تعذّر تأكيد بيانات العميل',
  ),
  text('Out of stock at the vendor', 'En rupture de stock chez le vendeur', 'نفد المخزون لدى البائع'),
]
const REJECTED = [
  text('Delivery failed: customer unreachable', 'Échec de la livraison : client injoignable', 'فشل التسليم: تعذّر الوصول إلى العميل'),
  text('Delivery failed: customer refused the package', 'Échec de la livraison : le client a refusé le colis', 'فشل التسليم: رفض العميل الطرد'),
  text('Delivery failed: wrong address', 'Échec de la livraison : adresse erronée', 'فشل التسليم: عنوان خاطئ'),
]
const RETURNED = [
  text('Returned: wrong size', 'Retourné : mauvaise taille', 'مُرجَع: مقاس خاطئ'),
  text('Returned: damaged on arrival', 'Retourné : endommagé à l’arrivée', 'مُرجَع: تالف عند الوصول'),
  text('Returned: not as described', 'Retourné : non conforme à la description', 'مُرجَع: لا يطابق الوصف'),
  text('Returned: changed mind', 'Retourné : le client a changé d’avis', 'مُرجَع: غيّر العميل رأيه'),
]
const COMPLETED = text('Return period over', 'Délai de retour écoulé', 'انتهت مهلة الإرجاع')

const ORDER_PLACED = text('Order placed', 'Commande passée', 'تم تقديم الطلب')
const PROCESSING = text('Processing', 'En préparation', 'قيد المعالجة')
const SHIPPED = text('Shipped', 'Expédié', 'تم الشحن')
const COLLECTED_AT_THE_PICKUP_STATION = text('Collected at the pickup station', 'Retiré au point de retrait', 'تم الاستلام من نقطة الاستلام')
const DELIVERED_TO_THE_CUSTOMER = text('Delivered to the customer', 'Livré au client', 'تم التسليم إلى العميل')
const PAYMENT_FAILED = text('Payment failed', 'Échec du paiement', 'فشل الدفع')
const INVALID_PHONE_NUMBER = text('Invalid phone number', 'Numéro de téléphone invalide', 'رقم هاتف غير صالح')
const BILLER_UNAVAILABLE = text('Biller unavailable', 'Facturier indisponible', 'جهة الفوترة غير متاحة')
const CANCELLED_BY_THE_RESTAURANT = text('Cancelled by the restaurant', 'Annulé par le restaurant', 'ألغاه المطعم')
const PAYMENT_INITIATED = text('Payment initiated', 'Paiement lancé', 'بدأ الدفع')
const PROCESSING_PAYMENT = text('Processing payment', 'Paiement en cours de traitement', 'جارٍ معالجة الدفع')
const PAYMENT_CONFIRMED_BY_THE_BILLER = text('Payment confirmed by the biller', 'Paiement confirmé par le facturier', 'أكّدت جهة الفوترة الدفع')
const CREDITED_TO_THE_CUSTOMER = text('Credited to the customer', 'Crédité au client', 'أُضيف إلى رصيد العميل')
const PREPARING = text('Preparing', 'En préparation en cuisine', 'قيد التحضير')
const OUT_FOR_DELIVERY = text('Out for delivery', 'En cours de livraison', 'في الطريق للتسليم')

const seconds = (ms: number) => Math.round(ms / 1000) * 1000
const between = (rng: Rng, min: number, max: number) => seconds(min + rng.next() * (max - min))

/** Times shared by the items of one mall order (they ship together). */
export interface MallSchedule {
  processing: number
  shipped: number
  delivered: number
}

/** `awaiting`: the order still waits for confirmation at `now` (keeps some recent orders 'created'). */
export function mallSchedule(rng: Rng, t0: number, now: number, awaiting: boolean): MallSchedule {
  let processing = t0 + between(rng, 2 * HOUR, 36 * HOUR)
  if (awaiting) processing = Math.max(processing, now + between(rng, HOUR, 10 * HOUR))
  const shipped = processing + between(rng, 6 * HOUR, 2 * DAY)
  const delivered = shipped + between(rng, DAY, 5 * DAY)
  return { processing, shipped, delivered }
}

/** One mall item: its own outcome on the order's schedule. `q` is the month's failure rate. */
export function mallSteps(rng: Rng, t0: number, s: MallSchedule, q: number): Step[] {
  const steps: Step[] = [{ status: 'created', at: t0, detail: ORDER_PLACED }]
  const r = rng.next()
  if (r < q * 0.45) {
    if (rng.chance(0.5)) {
      steps.push({ status: 'failed', at: t0 + between(rng, 10 * MINUTE, s.processing - t0), detail: rng.pick(FAILED) })
      return steps
    }
    steps.push({ status: 'ongoing', at: s.processing, detail: PROCESSING })
    steps.push({ status: 'failed', at: s.processing + between(rng, HOUR, s.shipped - s.processing), detail: rng.pick(FAILED) })
    return steps
  }
  steps.push({ status: 'ongoing', at: s.processing, detail: 'Processing' }, { status: 'ongoing', at: s.shipped, detail: SHIPPED })
  if (r < q * 0.75) {
    steps.push({ status: 'rejected', at: s.delivered, detail: rng.pick(REJECTED) })
    return steps
  }
  steps.push({
    status: 'delivered',
    at: s.delivered,
    detail: rng.chance(0.3) ? COLLECTED_AT_THE_PICKUP_STATION : DELIVERED_TO_THE_CUSTOMER,
  })
  if (r < q) {
    steps.push({ status: 'returned', at: s.delivered + between(rng, DAY, 6 * DAY + 20 * HOUR), detail: rng.pick(RETURNED) })
  } else {
    steps.push({ status: 'completed', at: s.delivered + COMPLETED_AFTER, detail: COMPLETED })
  }
  return steps
}

/** jpay (instant) and ods, food (within the hour): one outcome for the whole order. */
export interface ServiceOutcome {
  kind: 'ok' | 'failed' | 'rejected'
  detail: string
}

export function serviceOutcome(rng: Rng, venture: Exclude<KnownOrderType, 'mall'>, q: number): ServiceOutcome {
  const r = rng.next()
  if (venture === 'jpay') {
    if (r < q * 0.6)
      return {
        kind: 'failed',
        detail: rng.pick([PAYMENT_FAILED, INVALID_PHONE_NUMBER, BILLER_UNAVAILABLE]),
      }
    return { kind: 'ok', detail: '' }
  }
  if (r < q * 0.5) return { kind: 'failed', detail: rng.pick([CANCELLED_BY_THE_RESTAURANT, 'Cancelled by the customer']) }
  if (r < q * 0.8) return { kind: 'rejected', detail: rng.pick(REJECTED) }
  return { kind: 'ok', detail: '' }
}

export function jpaySteps(rng: Rng, t0: number, outcome: ServiceOutcome, bill: boolean): Step[] {
  const steps: Step[] = [
    { status: 'created', at: t0, detail: PAYMENT_INITIATED },
    { status: 'ongoing', at: t0 + between(rng, 10_000, 90_000), detail: PROCESSING_PAYMENT },
  ]
  if (outcome.kind !== 'ok') {
    steps.push({ status: 'failed', at: t0 + between(rng, 2 * MINUTE, 5 * MINUTE), detail: outcome.detail })
    return steps
  }
  const delivered = t0 + (bill ? between(rng, 10 * MINUTE, 6 * HOUR) : between(rng, 2 * MINUTE, 15 * MINUTE))
  steps.push({
    status: 'delivered',
    at: delivered,
    detail: bill ? PAYMENT_CONFIRMED_BY_THE_BILLER : CREDITED_TO_THE_CUSTOMER,
  })
  steps.push({ status: 'completed', at: delivered + COMPLETED_AFTER, detail: COMPLETED })
  return steps
}

/** Food: `times` are shared by the dishes of the order. */
export function foodTimes(rng: Rng, t0: number) {
  return {
    preparing: t0 + between(rng, 3 * MINUTE, 10 * MINUTE),
    out: t0 + between(rng, 20 * MINUTE, 34 * MINUTE),
    delivered: t0 + between(rng, 35 * MINUTE, 90 * MINUTE),
  }
}

export function foodSteps(t0: number, times: ReturnType<typeof foodTimes>, outcome: ServiceOutcome): Step[] {
  const steps: Step[] = [{ status: 'created', at: t0, detail: 'Order placed' }]
  if (outcome.kind === 'failed') {
    steps.push({ status: 'failed', at: times.preparing, detail: outcome.detail })
    return steps
  }
  steps.push({ status: 'ongoing', at: times.preparing, detail: PREPARING }, { status: 'ongoing', at: times.out, detail: OUT_FOR_DELIVERY })
  if (outcome.kind === 'rejected') {
    steps.push({ status: 'rejected', at: times.delivered, detail: outcome.detail })
    return steps
  }
  steps.push({ status: 'delivered', at: times.delivered, detail: 'Delivered to the customer' })
  steps.push({ status: 'completed', at: times.delivered + COMPLETED_AFTER, detail: COMPLETED })
  return steps
}
