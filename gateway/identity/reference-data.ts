import type { Level, ReferenceList } from '../../src/api/schemas'
import { REGIONS } from './ghana'
import { localizeText, text, type Locale } from '../localize'

/** A reference-list entry as the gateway keeps it: `active` and `sort` are not sent. */
export interface RefEntry {
  id: number
  name: string
  active: boolean
  /** The list's own order (used by sort=sort). */
  sort: number
}

/** Entries from names; a name starting with '!' is inactive. Ids and sort follow the order given. */
function entries(names: readonly string[]): RefEntry[] {
  return names.map((raw, i) => ({ id: i + 1, name: raw.replace(/^!/, ''), active: !raw.startsWith('!'), sort: i + 1 }))
}

const BANKS = entries([
  'GCB Bank',
  'Ecobank Ghana',
  'Absa Bank Ghana',
  'Stanbic Bank Ghana',
  'Standard Chartered Bank Ghana',
  'Fidelity Bank Ghana',
  'CalBank',
  'Agricultural Development Bank',
  'Access Bank Ghana',
  'Zenith Bank Ghana',
  'United Bank for Africa Ghana',
  'Guaranty Trust Bank Ghana',
  'Republic Bank Ghana',
  'Prudential Bank',
  'National Investment Bank',
  'Société Générale Ghana',
  'Consolidated Bank Ghana',
  'First Atlantic Bank',
  'FBNBank Ghana',
  'Bank of Africa Ghana',
  'Universal Merchant Bank',
  'OmniBSIC Bank',
  'First National Bank Ghana',
  '!UT Bank',
  '!Capital Bank',
])

/** Id 1 is the personas' recruitment channel. */
const RECRUITMENT_CHANNELS = entries([
  text('Friend or family', 'Ami ou famille', 'صديق أو أحد الأقارب'),
  'Facebook',
  'WhatsApp',
  'Instagram',
  text('Marketplace website', 'Site de la place de marché', 'موقع السوق'),
  text('Marketplace field agent', 'Agent de terrain de la place de marché', 'مندوب السوق الميداني'),
  text('Flyer or poster', 'Prospectus ou affiche', 'منشور أو ملصق'),
  text('Event or roadshow', 'Événement ou tournée', 'فعالية أو جولة ترويجية'),
  text('Another consultant', 'Un autre consultant', 'مستشار آخر'),
  text('Other', 'Autre', 'أخرى'),
  '!' + text('Radio advert', 'Publicité à la radio', 'إعلان إذاعي'),
  '!' + text('Newspaper', 'Journal', 'صحيفة'),
])

/** Ids 1 and 2 are the personas' languages. */
const LANGUAGES = entries([
  text('English', 'Anglais', 'الإنجليزية'),
  text('Twi', 'Twi', 'التوي'),
  text('Ga', 'Ga', 'الغا'),
  text('Ewe', 'Éwé', 'الإيوي'),
  text('Fante', 'Fanti', 'الفانتي'),
  text('Hausa', 'Haoussa', 'الهوسا'),
  text('Dagbani', 'Dagbani', 'الداغباني'),
  text('French', 'Français', 'الفرنسية'),
  '!' + text('Nzema', 'Nzéma', 'النزيما'),
  '!' + text('Arabic', 'Arabe', 'العربية'),
])

/** Id 1 is the personas' network. Vodafone Ghana became Telecel in 2024; Glo left the market. */
const NETWORKS = entries(['MTN', 'Telecel', 'AirtelTigo', '!Vodafone', '!Glo'])

/** Ordered by `sort`, which is not the id order (sort=sort keeps it). Id 1 is the personas' slot. */
const TIME_SLOTS: RefEntry[] = [
  { id: 1, name: text('Morning', 'Matin', 'الصباح'), active: true, sort: 2 },
  { id: 2, name: text('Afternoon', 'Après-midi', 'بعد الظهر'), active: true, sort: 3 },
  { id: 3, name: text('Evening', 'Soir', 'المساء'), active: true, sort: 4 },
  { id: 4, name: text('Weekends only', 'Le week-end seulement', 'عطلة نهاية الأسبوع فقط'), active: true, sort: 5 },
  { id: 5, name: text('Any time', 'À tout moment', 'في أي وقت'), active: true, sort: 1 },
  { id: 6, name: text('Night', 'Nuit', 'الليل'), active: false, sort: 6 },
]

/** Consultant types: 1 Individual and 2 Store as the personas carry them. */
const JFORCE_TYPES = entries([
  text('Individual', 'Particulier', 'فرد'),
  text('Store', 'Boutique', 'متجر'),
  '!' + text('Corporate partner', 'Entreprise partenaire', 'شريك مؤسسي'),
])

const SKY_STATES: RefEntry[] = REGIONS.map((r) => ({ id: r.id, name: r.name, active: r.active, sort: r.id }))

export const REFERENCE_DATA: Record<ReferenceList, readonly RefEntry[]> = {
  banks: BANKS,
  'recruitment-channels': RECRUITMENT_CHANNELS,
  languages: LANGUAGES,
  networks: NETWORKS,
  'time-slots': TIME_SLOTS,
  'jforce-types': JFORCE_TYPES,
  'sky-states': SKY_STATES,
}

export const refEntry = (list: ReferenceList, id: number) => REFERENCE_DATA[list].find((e) => e.id === id)

/** Ordering of a reference list: sort=name by name in the answer's language, sort=sort by the list's order, else by id. */
export function ordered<T extends { id: number; name: string; sort?: number }>(items: readonly T[], sort: string | undefined, locale: Locale = 'en'): T[] {
  const copy = [...items]
  if (sort === 'name') return copy.sort((a, b) => localizeText(a.name, locale).localeCompare(localizeText(b.name, locale), locale))
  if (sort === 'sort') return copy.sort((a, b) => (a.sort ?? a.id) - (b.sort ?? b.id))
  return copy.sort((a, b) => a.id - b.id)
}

type LevelInfo = Omit<Level, 'next_level' | 'rank'>

/**
 * The four levels. `targets` (ours, docs/contract.md) are the monthly figures the requirements
 * name, in units the app measures: completed order items and the success rate of the calendar
 * month (orders-success-rate-by-period), active team members (team-members).
 */
const LEVELS: readonly LevelInfo[] = [
  {
    id: 1,
    name: text('Bronze', 'Bronze', 'البرونزي'),
    advantages: [
      text(
        'Direct commission on every completed item you sell',
        'Commission directe sur chaque article terminé que vous vendez',
        'عمولة مباشرة على كل منتج مكتمل تبيعه',
      ),
      text('Access to the consultant training manual', 'Accès au manuel de formation du consultant', 'الوصول إلى دليل تدريب المستشار'),
      text('Monthly bonuses open to every consultant', 'Primes mensuelles ouvertes à tous les consultants', 'مكافآت شهرية متاحة لكل المستشارين'),
    ],
    requirements: [
      text('Register and accept the consultant agreement', 'S’inscrire et accepter le contrat du consultant', 'التسجيل وقبول اتفاقية المستشار'),
      text('Add a payment account', 'Ajouter un compte de paiement', 'إضافة حساب دفع'),
    ],
  },
  {
    id: 2,
    name: text('Silver', 'Argent', 'الفضي'),
    advantages: [
      text(
        'Direct commission rates 10% higher than Bronze',
        'Taux de commission directe 10 % plus élevés qu’au niveau Bronze',
        'نسب عمولة مباشرة أعلى بنسبة 10% من المستوى البرونزي',
      ),
      text(
        'Commission on your team members’ sales (indirect 1)',
        'Commission sur les ventes des membres de votre équipe (indirect 1)',
        'عمولة على مبيعات أعضاء فريقك (غير مباشر 1)',
      ),
      text('Priority answers from the helpline', 'Réponses prioritaires de l’assistance', 'أولوية في الرد من خط المساعدة'),
    ],
    requirements: [
      text('10 completed orders per month', '10 commandes terminées par mois', '10 طلبات مكتملة شهريًا'),
      text('Success rate of at least 70%', 'Taux de réussite d’au moins 70 %', 'نسبة نجاح لا تقل عن 70%'),
    ],
    targets: { completed_orders: 10, success_rate: 70 },
  },
  {
    id: 3,
    name: text('Gold', 'Or', 'الذهبي'),
    advantages: [
      text(
        'Direct commission rates 20% higher than Bronze',
        'Taux de commission directe 20 % plus élevés qu’au niveau Bronze',
        'نسب عمولة مباشرة أعلى بنسبة 20% من المستوى البرونزي',
      ),
      text('Commission on your team’s team (indirect 2)', 'Commission sur l’équipe de votre équipe (indirect 2)', 'عمولة على فرق أعضاء فريقك (غير مباشر 2)'),
      text('Exclusive Gold bonuses', 'Primes exclusives du niveau Or', 'مكافآت حصرية للمستوى الذهبي'),
      text(
        'Free delivery on pickup-station orders for your customers',
        'Livraison gratuite en point de retrait pour vos clients',
        'توصيل مجاني لطلبات عملائك إلى نقاط الاستلام',
      ),
    ],
    requirements: [
      text('150 completed orders per month', '150 commandes terminées par mois', '150 طلبًا مكتملًا شهريًا'),
      text('Success rate of at least 85%', 'Taux de réussite d’au moins 85 %', 'نسبة نجاح لا تقل عن 85%'),
      text('At least 10 active team members', 'Au moins 10 membres d’équipe actifs', '10 أعضاء نشطين في الفريق على الأقل'),
    ],
    targets: { completed_orders: 150, success_rate: 85, active_team_members: 10 },
  },
  {
    id: 4,
    name: text('Platinum', 'Platine', 'البلاتيني'),
    advantages: [
      text(
        'Direct commission rates 30% higher than Bronze',
        'Taux de commission directe 30 % plus élevés qu’au niveau Bronze',
        'نسب عمولة مباشرة أعلى بنسبة 30% من المستوى البرونزي',
      ),
      text('Highest team commission rates', 'Les taux de commission d’équipe les plus élevés', 'أعلى نسب عمولة على الفريق'),
      text('A dedicated account manager', 'Un gestionnaire de compte dédié', 'مدير حساب مخصص'),
      text('Invitations to marketplace events', 'Invitations aux événements de la place de marché', 'دعوات إلى فعاليات السوق'),
    ],
    requirements: [
      text('400 completed orders per month', '400 commandes terminées par mois', '400 طلب مكتمل شهريًا'),
      text('Success rate of at least 90%', 'Taux de réussite d’au moins 90 %', 'نسبة نجاح لا تقل عن 90%'),
      text('At least 25 active team members', 'Au moins 25 membres d’équipe actifs', '25 عضوًا نشطًا في الفريق على الأقل'),
    ],
    targets: { completed_orders: 400, success_rate: 90, active_team_members: 25 },
  },
]

export function levelById(id: number): Level | undefined {
  const index = LEVELS.findIndex((l) => l.id === id)
  const level = LEVELS[index]
  if (!level) return undefined
  const next = LEVELS[index + 1]
  return { ...level, rank: index + 1, next_level: next ? { ...next } : null }
}
