import type { Bonus, BonusDetail, BonusFormat, BonusFormats } from '../../src/api/schemas'
import type { GatewayStore } from '../store'
import { text } from '../localize'
import { DAY, addMonths, inRange, isoDateTime, isoDay, round2, startOfDay, startOfMonth } from './calendar'
import { CATEGORIES, categoryOption } from './catalog'
import { isFinalStatus } from './lifecycle'
import { consultantData } from './model'
import type { ItemFact } from './orders'

/**
 * Bonuses of the demo, laid out around `now`. Progress is measured on the
 * consultant's own items created within the bonus window (failed, rejected
 * and returned items do not count), in the bonus categories (all when none).
 * State: available (not joined yet, progress 0); achieved once progress
 * reaches the target; in_progress until ends_at plus the grace period;
 * expired after that.
 */
export const GRACE_DAYS = 3

export const BONUS_FORMATS: BonusFormats = {
  data: [
    { format: 'items_sold', unit: 'items' },
    { format: 'sales_amount', unit: 'currency' },
    { format: 'orders', unit: 'orders' },
  ],
}

interface Template {
  id: number
  name: string
  description: string
  format: BonusFormat
  reward: number
  categories: string[]
  b2c_only: boolean
  /** Items per day to achieve a day of a daily chain. */
  daily?: number
  available?: boolean
  /** Window: first day and last day, relative to today's and this month's start. */
  window: (today: number, month: number) => [first: number, last: number]
  target: (progress: number) => number
}

const TEMPLATES: readonly Template[] = [
  {
    id: 701,
    name: text('Black Friday Phone Rush', 'Ruée sur les téléphones du Black Friday', 'سباق الهواتف في الجمعة البيضاء'),
    description: text(
      'Sell 15 phones or tablets during Black Friday and get a cash reward.',
      'Vendez 15 téléphones ou tablettes pendant le Black Friday et recevez une récompense en espèces.',
      'بِع 15 هاتفًا أو جهازًا لوحيًا خلال الجمعة البيضاء واحصل على مكافأة نقدية.',
    ),
    format: 'items_sold',
    reward: 250,
    categories: ['phones-tablets'],
    b2c_only: false,
    available: true,
    window: (d) => [d + 2 * DAY, d + 16 * DAY],
    target: () => 15,
  },
  {
    id: 702,
    name: text('Back to School', 'La rentrée', 'العودة إلى المدارس'),
    description: text(
      'Twenty orders of books, stationery or kids’ fashion. Orders from private customers only.',
      'Vingt commandes de livres, de papeterie ou de mode enfants. Commandes de particuliers uniquement.',
      'عشرون طلبًا من الكتب أو القرطاسية أو أزياء الأطفال. طلبات العملاء الأفراد فقط.',
    ),
    format: 'orders',
    reward: 120,
    categories: ['books-stationery', 'kids-fashion'],
    b2c_only: true,
    available: true,
    window: (d) => [d - 3 * DAY, d + 11 * DAY],
    target: () => 20,
  },
  {
    id: 703,
    name: text('Monthly Sales Sprint', 'Sprint des ventes du mois', 'سباق مبيعات الشهر'),
    description: text(
      'Reach the sales amount of the month in any category.',
      'Atteignez le montant de ventes du mois, toutes catégories confondues.',
      'حقّق مبلغ مبيعات الشهر في أي فئة.',
    ),
    format: 'sales_amount',
    reward: 500,
    categories: [],
    b2c_only: false,
    window: (_, m) => [m, addMonths(m, 1) - DAY],
    target: (p) => Math.ceil((p * 1.6) / 100) * 100 + 1000,
  },
  {
    id: 704,
    name: text('Daily Chain: Fashion Fortnight', 'Chaîne quotidienne : quinzaine de la mode', 'السلسلة اليومية: أسبوعا الأزياء'),
    description: text(
      'Sell at least one fashion item or pair of shoes every day for 14 days.',
      'Vendez au moins un article de mode ou une paire de chaussures chaque jour pendant 14 jours.',
      'بِع قطعة أزياء أو زوج أحذية واحدًا على الأقل كل يوم لمدة 14 يومًا.',
    ),
    format: 'items_sold',
    reward: 200,
    categories: ['fashion-women', 'fashion-men', 'shoes'],
    b2c_only: false,
    daily: 1,
    window: (d) => [d - 6 * DAY, d + 7 * DAY],
    target: () => 14,
  },
  {
    id: 705,
    name: text('Home Makeover Fortnight', 'Quinzaine de la maison', 'أسبوعا تجديد المنزل'),
    description: text(
      'Sell home, kitchen and appliance items. Results are final after the grace period.',
      'Vendez des articles pour la maison, la cuisine et de l’électroménager. Les résultats sont définitifs après le délai de grâce.',
      'بِع منتجات المنزل والمطبخ والأجهزة المنزلية. تصبح النتائج نهائية بعد فترة السماح.',
    ),
    format: 'items_sold',
    reward: 180,
    categories: ['home-office', 'kitchen-dining', 'appliances'],
    b2c_only: true,
    window: (d) => [d - 15 * DAY, d - DAY],
    target: (p) => Math.ceil(p * 1.3) + 3,
  },
  {
    id: 706,
    name: text('Top Seller of the Month', 'Meilleur vendeur du mois', 'أفضل بائع في الشهر'),
    description: text('Reach the number of orders of last month.', 'Atteignez le nombre de commandes du mois dernier.', 'حقّق عدد طلبات الشهر الماضي.'),
    format: 'orders',
    reward: 300,
    categories: [],
    b2c_only: false,
    window: (_, m) => [addMonths(m, -1), m - DAY],
    target: (p) => Math.max(1, Math.floor(p * 0.85)),
  },
  {
    id: 707,
    name: text('Beauty Month', 'Mois de la beauté', 'شهر الجمال'),
    description: text(
      'Health, beauty and fragrance items for private customers.',
      'Articles de santé, de beauté et parfums pour les particuliers.',
      'منتجات الصحة والجمال والعطور للعملاء الأفراد.',
    ),
    format: 'items_sold',
    reward: 150,
    categories: ['health-beauty', 'fragrances'],
    b2c_only: true,
    window: (_, m) => [addMonths(m, -2), addMonths(m, -1) - DAY],
    target: (p) => Math.max(1, Math.floor(p * 0.8)),
  },
  {
    id: 708,
    name: text('Tech Week', 'Semaine de la tech', 'أسبوع التقنية'),
    description: text(
      'A sales amount in computing, gaming, TVs and audio over one week.',
      'Un montant de ventes en informatique, jeux vidéo, TV et audio sur une semaine.',
      'مبلغ مبيعات في الحوسبة وألعاب الفيديو والتلفزيون والصوتيات خلال أسبوع واحد.',
    ),
    format: 'sales_amount',
    reward: 220,
    categories: ['computing', 'tvs-audio', 'gaming'],
    b2c_only: false,
    window: (d) => [d - 46 * DAY, d - 40 * DAY],
    target: (p) => Math.ceil(p * 1.4) + 1500,
  },
  {
    id: 709,
    name: text('Daily Chain: Electronics', 'Chaîne quotidienne : électronique', 'السلسلة اليومية: الإلكترونيات'),
    description: text(
      'Sell three electronics or TV and audio items every day for 14 days.',
      'Vendez trois articles d’électronique ou de TV et audio chaque jour pendant 14 jours.',
      'بِع ثلاثة منتجات إلكترونية أو من التلفزيون والصوتيات كل يوم لمدة 14 يومًا.',
    ),
    format: 'items_sold',
    reward: 260,
    categories: ['electronics', 'tvs-audio'],
    b2c_only: false,
    daily: 3,
    window: (d) => [d - 130 * DAY, d - 117 * DAY],
    target: (p) => Math.max(42, p + 5),
  },
]

function progressOf(format: BonusFormat, items: readonly ItemFact[]): number {
  if (format === 'sales_amount') return round2(items.reduce((s, i) => s + i.item.price_paid, 0))
  if (format === 'orders') return new Set(items.map((i) => i.orderId)).size
  return items.length
}

/**
 * When the progress reached `target`: the creation of the item that took it there (items count
 * from their creation, as `progressOf` counts them), or null when it has not.
 */
function reachedAt(format: BonusFormat, items: readonly ItemFact[], target: number): number | null {
  const orders = new Set<string>()
  let progress = 0
  for (const fact of [...items].sort((a, b) => a.createdMs - b.createdMs)) {
    if (format === 'sales_amount') progress = round2(progress + fact.item.price_paid)
    else if (format === 'orders') progress = orders.add(fact.orderId).size
    else progress += 1
    if (progress >= target) return fact.createdMs
  }
  return null
}

/** A bonus with the instant it was achieved (null unless achieved): what the notifications say happened. */
interface BuiltBonus {
  detail: BonusDetail
  achievedMs: number | null
}

function build(store: GatewayStore, id: number, t: Template): BuiltBonus {
  const now = store.now.getTime()
  const [first, last] = t.window(startOfDay(now), startOfMonth(now))
  const ends = last + DAY - 1000
  const window = { fromMs: first, toMs: Math.min(now, last + DAY) }
  const eligible = t.available
    ? []
    : consultantData(store, id).items.filter(
        (i) =>
          inRange(i.createdMs, window) &&
          (i.item.status === 'completed' || !isFinalStatus(i.item.status)) &&
          (t.categories.length === 0 || t.categories.includes(i.item.category.id)),
      )
  const progress = progressOf(t.format, eligible)
  const target = t.target(progress)
  const state: Bonus['state'] = t.available ? 'available' : progress >= target ? 'achieved' : now <= ends + GRACE_DAYS * DAY ? 'in_progress' : 'expired'
  const daily: BonusDetail['daily'] = []
  if (t.daily !== undefined && !t.available) {
    for (let day = first; day <= last && day < now; day += DAY) {
      const of = eligible.filter((i) => i.createdMs >= day && i.createdMs < day + DAY).length
      daily.push({ date: isoDay(day), progress: of, achieved: of >= t.daily })
    }
  }
  const detail: BonusDetail = {
    id: t.id,
    name: t.name,
    state,
    format: t.format,
    target,
    progress,
    reward: t.reward,
    starts_at: isoDateTime(first),
    ends_at: isoDateTime(ends),
    grace_period_days: GRACE_DAYS,
    b2c_only: t.b2c_only,
    daily_chain_performance: t.daily !== undefined,
    description: t.description,
    categories: CATEGORIES.filter((c) => t.categories.includes(c.id)).map(categoryOption),
    daily,
  }
  return { detail, achievedMs: state === 'achieved' ? reachedAt(t.format, eligible, target) : null }
}

const summary = ({ description: _d, categories: _c, daily: _y, ...bonus }: BonusDetail): Bonus => bonus

export function bonusDetails(store: GatewayStore, id: number): BonusDetail[] {
  return TEMPLATES.map((t) => build(store, id, t).detail)
}

/** The bonuses a consultant has achieved, each with the instant its target was reached. */
export function bonusAchievements(store: GatewayStore, id: number): { bonus: Bonus; achievedMs: number }[] {
  return TEMPLATES.map((t) => build(store, id, t)).flatMap(({ detail, achievedMs }) => (achievedMs === null ? [] : [{ bonus: summary(detail), achievedMs }]))
}

export const bonusesOf = (store: GatewayStore, id: number): Bonus[] => bonusDetails(store, id).map(summary)

/** Available and in-progress bonuses for the home page: in progress first (ending soonest), at most 3. */
export function homepageBonuses(store: GatewayStore, id: number): Bonus[] {
  const rank = (b: Bonus) => (b.state === 'in_progress' ? 0 : 1)
  return bonusesOf(store, id)
    .filter((b) => b.state === 'available' || b.state === 'in_progress')
    .sort((a, b) => rank(a) - rank(b) || a.ends_at.localeCompare(b.ends_at))
    .slice(0, 3)
}
