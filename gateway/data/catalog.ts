import type { KnownOrderType, Named, Option } from '../../src/api/schemas'
import { text } from '../localize'

/** The marketplace catalogue of the demo: sales categories, services, item types, levels. */

export type ItemType = 'physical' | 'digital' | 'service'
export const ITEM_TYPES: readonly Option[] = [
  { id: 'physical', name: text('Physical goods', 'Biens physiques', 'سلع مادية') },
  { id: 'digital', name: text('Digital goods', 'Biens numériques', 'سلع رقمية') },
  { id: 'service', name: text('Services', 'Services', 'خدمات') },
]

/** A sellable product: name, brand, price range (GHS) and item type. */
export interface Product {
  name: string
  brand: string | null
  min: number
  max: number
  type: ItemType
}

export interface Category extends Option {
  /** Commission rate (fraction of the price paid). */
  rate: number
  /** Relative popularity. */
  weight: number
  products: readonly Product[]
}

type Row = [name: string, brand: string | null, min: number, max: number, type?: ItemType]
const category = (id: string, name: string, ratePerc: number, weight: number, rows: Row[]): Category => ({
  id,
  name,
  rate: ratePerc / 100,
  weight,
  products: rows.map(([n, brand, min, max, type]) => ({ name: n, brand, min, max, type: type ?? 'physical' })),
})

/** The 26 sales categories. */
export const CATEGORIES: readonly Category[] = [
  category('phones-tablets', text('Phones & Tablets', 'Téléphones et tablettes', 'الهواتف والأجهزة اللوحية'), 4, 14, [
    ['Samsung Galaxy A15 128GB', 'Samsung', 1700, 2400],
    ['Tecno Spark 20 Pro', 'Tecno', 1500, 2100],
    ['Infinix Hot 40i', 'Infinix', 1100, 1600],
    ['iPhone 13 128GB', 'Apple', 6500, 8200],
    ['Oraimo 20000mAh power bank', 'Oraimo', 180, 290],
    ['Samsung Galaxy Tab A9', 'Samsung', 1900, 2600],
  ]),
  category('computing', text('Computing', 'Informatique', 'الحوسبة'), 5, 6, [
    ['HP 250 G9 laptop 8GB/256GB', 'HP', 5200, 6800],
    ['Lenovo IdeaPad 3', 'Lenovo', 5600, 7400],
    ['SanDisk 64GB USB flash drive', 'SanDisk', 60, 110],
    ['Logitech wireless mouse M185', 'Logitech', 120, 190],
    ['Microsoft 365 Personal (1 year)', 'Microsoft', 650, 800, 'digital'],
  ]),
  category('electronics', text('Electronics', 'Électronique', 'الإلكترونيات'), 6, 6, [
    ['Binatone rechargeable fan', 'Binatone', 450, 700],
    ['Canon PIXMA inkjet printer', 'Canon', 900, 1400],
    ['Solar home lighting kit', 'Lumos', 700, 1200],
    ['Surge protector 6-way', 'Nasco', 90, 160],
  ]),
  category('tvs-audio', text('TVs & Audio', 'TV et audio', 'التلفزيون والصوتيات'), 5, 6, [
    ['Hisense 43" smart TV', 'Hisense', 3200, 4200],
    ['TCL 55" 4K Android TV', 'TCL', 5600, 7200],
    ['Oraimo FreePods 4', 'Oraimo', 300, 480],
    ['JBL Flip 6 speaker', 'JBL', 1300, 1800],
    ['Sony soundbar HT-S100F', 'Sony', 1500, 2100],
  ]),
  category('fashion-women', text('Fashion – Women', 'Mode – Femmes', 'أزياء – نساء'), 12, 9, [
    ['Kente print maxi dress', null, 180, 420],
    ['Ankara wrap skirt', null, 120, 260],
    ['Ladies leather handbag', 'Kenneth Cole', 350, 800],
    ['Two-piece office suit', null, 300, 650],
  ]),
  category('fashion-men', text('Fashion – Men', 'Mode – Hommes', 'أزياء – رجال'), 12, 7, [
    ['Men slim-fit chinos', 'Defacto', 150, 280],
    ['Batakari smock', null, 250, 500],
    ['Polo shirt, pack of 3', 'Ralph Lauren', 200, 450],
    ['Leather belt', null, 80, 160],
  ]),
  category('kids-fashion', text("Kids' Fashion", 'Mode enfants', 'أزياء الأطفال'), 11, 4, [
    ['Girls party dress', null, 90, 200],
    ['Boys school uniform set', null, 110, 220],
    ['Kids sneakers', 'Nike', 250, 450],
  ]),
  category('shoes', text('Shoes', 'Chaussures', 'الأحذية'), 10, 6, [
    ['Nike Air Max SC', 'Nike', 900, 1300],
    ['Adidas Duramo SL', 'Adidas', 700, 1000],
    ['Ladies block-heel sandals', null, 150, 300],
    ['Men leather loafers', 'Clarks', 450, 850],
  ]),
  category('watches-sunglasses', text('Watches & Sunglasses', 'Montres et lunettes de soleil', 'الساعات والنظارات الشمسية'), 10, 3, [
    ['Casio digital watch', 'Casio', 250, 450],
    ['Curren chronograph watch', 'Curren', 220, 380],
    ['Ray-Ban Wayfarer', 'Ray-Ban', 1300, 1900],
    ['Polarised sunglasses', null, 80, 160],
  ]),
  category('home-office', text('Home & Office', 'Maison et bureau', 'المنزل والمكتب'), 8, 5, [
    ['Ergonomic office chair', null, 900, 1600],
    ['Blackout curtains, 2 panels', null, 200, 380],
    ['Bedsheet set, queen', null, 180, 320],
    ['LED desk lamp', 'Philips', 150, 260],
  ]),
  category('kitchen-dining', text('Kitchen & Dining', 'Cuisine et salle à manger', 'المطبخ وأدوات المائدة'), 8, 5, [
    ['Non-stick cookware set, 8 pieces', 'Tefal', 650, 1100],
    ['Stainless steel flask 1.8L', 'Thermos', 150, 260],
    ['Dinner set, 24 pieces', null, 380, 650],
    ['Knife set with block', 'Tramontina', 220, 400],
  ]),
  category('appliances', text('Appliances', 'Électroménager', 'الأجهزة المنزلية'), 5, 5, [
    ['Nasco 2-door refrigerator', 'Nasco', 4200, 5600],
    ['Midea microwave 20L', 'Midea', 950, 1350],
    ['Binatone blender', 'Binatone', 350, 600],
    ['Electric kettle 1.7L', 'Philips', 220, 380],
    ['Split air conditioner installation', null, 400, 650, 'service'],
  ]),
  category('health-beauty', text('Health & Beauty', 'Santé et beauté', 'الصحة والجمال'), 9, 9, [
    ['Nivea body lotion 400ml', 'Nivea', 60, 110],
    ['Shea butter, pure 500g', null, 50, 95],
    ['Hair clipper kit', 'Philips', 300, 550],
    ['Digital blood pressure monitor', 'Omron', 450, 700],
    ['Vitamin C 1000mg, 60 tablets', 'Holland & Barrett', 120, 200],
  ]),
  category('fragrances', text('Fragrances', 'Parfums', 'العطور'), 9, 3, [
    ['Hugo Boss Bottled EDT 100ml', 'Hugo Boss', 1100, 1500],
    ['Lattafa Khamrah EDP', 'Lattafa', 450, 700],
    ['Body mist gift set', 'Victoria’s Secret', 350, 550],
  ]),
  category('baby-products', text('Baby Products', 'Produits pour bébé', 'منتجات الأطفال الرضع'), 7, 4, [
    ['Pampers Premium Care, size 3', 'Pampers', 160, 260],
    ['Baby stroller', 'Chicco', 1400, 2200],
    ['Baby feeding bottles, set of 3', 'Philips Avent', 180, 300],
  ]),
  category('toys-games', text('Toys & Games', 'Jouets et jeux', 'الألعاب والدمى'), 8, 3, [
    ['LEGO Classic bricks box', 'LEGO', 350, 650],
    ['Remote-control car', null, 180, 320],
    ['Oware board game', null, 90, 180],
  ]),
  category('sporting-goods', text('Sporting Goods', 'Articles de sport', 'المستلزمات الرياضية'), 7, 3, [
    ['Adjustable dumbbells 20kg', null, 500, 900],
    ['Yoga mat', 'Reebok', 120, 220],
    ['Football, size 5', 'Adidas', 180, 350],
    ['Bicycle 26"', null, 1600, 2600],
  ]),
  category('automobile', text('Automobile', 'Automobile', 'السيارات'), 6, 2, [
    ['Car phone holder', null, 60, 130],
    ['Engine oil 5W-30, 4L', 'Total', 320, 480],
    ['Tyre inflator, 12V', 'Michelin', 350, 600],
    ['Car seat covers, set', null, 300, 550],
  ]),
  category('garden-outdoors', text('Garden & Outdoors', 'Jardin et plein air', 'الحديقة والهواء الطلق'), 7, 2, [
    ['Garden hose 30m', null, 180, 300],
    ['Camping tent, 4 people', 'Coleman', 700, 1200],
    ['Plastic outdoor chairs, set of 4', null, 350, 600],
  ]),
  category('books-stationery', text('Books & Stationery', 'Livres et papeterie', 'الكتب والقرطاسية'), 6, 3, [
    ['Exercise books, pack of 20', null, 60, 110],
    ['Scientific calculator fx-991', 'Casio', 250, 380],
    ['Things Fall Apart (paperback)', null, 80, 140],
    ['Ghana Primary Maths workbook', null, 45, 90],
  ]),
  category('groceries', text('Groceries', 'Épicerie', 'البقالة'), 3, 6, [
    ['Jasmine rice 25kg', 'Royal Aroma', 450, 620],
    ['Frytol vegetable oil 5L', 'Frytol', 160, 230],
    ['Milo 1kg tin', 'Nestlé', 110, 160],
    ['Gino tomato paste, box of 50', 'Gino', 130, 190],
  ]),
  category('beverages', text('Beverages', 'Boissons', 'المشروبات'), 4, 3, [
    ['Malta Guinness, pack of 24', 'Guinness', 160, 230],
    ['Voltic mineral water, 12 × 1.5L', 'Voltic', 45, 70],
    ['Lipton yellow label tea, 100 bags', 'Lipton', 40, 65],
  ]),
  category('pet-supplies', text('Pet Supplies', 'Animalerie', 'مستلزمات الحيوانات الأليفة'), 7, 1, [
    ['Dry dog food 10kg', 'Pedigree', 380, 560],
    ['Cat litter 10L', null, 90, 150],
    ['Pet bed, medium', null, 160, 280],
  ]),
  category('musical-instruments', text('Musical Instruments', 'Instruments de musique', 'الآلات الموسيقية'), 6, 1, [
    ['Acoustic guitar', 'Yamaha', 900, 1500],
    ['Djembe drum', null, 300, 600],
    ['Keyboard 61 keys', 'Casio', 1400, 2200],
  ]),
  category('industrial-scientific', text('Industrial & Scientific', 'Industrie et science', 'المعدات الصناعية والعلمية'), 5, 1, [
    ['Digital multimeter', 'Fluke', 350, 900],
    ['Safety boots', 'Caterpillar', 450, 750],
    ['Cordless drill 18V', 'Bosch', 900, 1400],
  ]),
  category('gaming', text('Gaming', 'Jeux vidéo', 'ألعاب الفيديو'), 4, 3, [
    ['PlayStation 5 Slim', 'Sony', 7800, 9500],
    ['DualSense controller', 'Sony', 950, 1300],
    ['EA Sports FC 25 (PS5)', 'EA', 650, 900],
    ['PlayStation Store gift card GHS 200', 'Sony', 200, 200, 'digital'],
  ]),
]

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id)
export const categoryOption = (c: Option): Option => ({ id: c.id, name: c.name })

/** Services (the jpay and ods ventures; ods is food, spec section 3): the category of their items. */
export interface Service extends Option {
  venture: Exclude<KnownOrderType, 'mall'>
  rate: number
  type: ItemType
  /** Names with an operator or restaurant and a price range. */
  offers: readonly { name: string; vendor: string; min: number; max: number }[]
}

export const SERVICES: readonly Service[] = [
  {
    id: 'airtime',
    name: text('Airtime', 'Crédit téléphonique', 'رصيد الاتصال'),
    venture: 'jpay',
    rate: 0.03,
    type: 'digital',
    offers: [
      { name: 'MTN airtime', vendor: 'MTN Ghana', min: 5, max: 100 },
      { name: 'Telecel airtime', vendor: 'Telecel Ghana', min: 5, max: 50 },
      { name: 'AirtelTigo airtime', vendor: 'AirtelTigo', min: 5, max: 50 },
    ],
  },
  {
    id: 'data-bundles',
    name: text('Data bundles', 'Forfaits internet', 'باقات الإنترنت'),
    venture: 'jpay',
    rate: 0.04,
    type: 'digital',
    offers: [
      { name: 'MTN data bundle 6 GB', vendor: 'MTN Ghana', min: 30, max: 30 },
      { name: 'Telecel data bundle 12 GB', vendor: 'Telecel Ghana', min: 50, max: 50 },
      { name: 'MTN data bundle 30 GB', vendor: 'MTN Ghana', min: 100, max: 100 },
    ],
  },
  {
    id: 'bill-payments',
    name: text('Bill payments', 'Paiement de factures', 'دفع الفواتير'),
    venture: 'jpay',
    rate: 0.03,
    type: 'service',
    offers: [
      { name: 'ECG prepaid electricity', vendor: 'ECG', min: 50, max: 600 },
      { name: 'Ghana Water bill', vendor: 'Ghana Water', min: 40, max: 300 },
    ],
  },
  {
    id: 'tv-subscriptions',
    name: text('TV subscriptions', 'Abonnements TV', 'اشتراكات التلفزيون'),
    venture: 'jpay',
    rate: 0.05,
    type: 'service',
    offers: [
      { name: 'DStv Compact, 1 month', vendor: 'MultiChoice', min: 255, max: 255 },
      { name: 'GOtv Max, 1 month', vendor: 'MultiChoice', min: 115, max: 115 },
      { name: 'StarTimes Smart, 1 month', vendor: 'StarTimes', min: 75, max: 75 },
    ],
  },
  {
    id: 'restaurant-orders',
    name: text('Restaurant orders', 'Commandes au restaurant', 'طلبات المطاعم'),
    venture: 'ods',
    rate: 0.08,
    type: 'service',
    offers: [
      { name: 'Jollof rice with grilled chicken', vendor: 'Papaye', min: 65, max: 95 },
      { name: 'Waakye special', vendor: 'Auntie Muni Waakye', min: 35, max: 60 },
      { name: 'Banku & grilled tilapia', vendor: 'Buka Restaurant', min: 90, max: 140 },
      { name: 'Fried rice & chicken', vendor: 'Chicken Republic', min: 55, max: 85 },
      { name: 'Pepperoni pizza, large', vendor: 'Pizza Inn', min: 120, max: 160 },
      { name: 'Fufu & light soup with goat', vendor: 'Buka Restaurant', min: 70, max: 110 },
      { name: 'Kelewele with groundnuts', vendor: 'Papaye', min: 25, max: 40 },
    ],
  },
]

export const SERVICE_IDS = SERVICES.map((s) => s.id)

/** Marketplace sellers of physical goods, by kind of goods (the official store sells everything). */
export const OFFICIAL_STORE = 'Marketplace Official Store'
const SELLERS = {
  tech: ['Accra Gadget Hub', 'Takoradi Electronics', 'Spintex Megastore'],
  fashion: ['Osu Fashion House', 'Kantamanto Deals', 'Adum Style Corner'],
  home: ['Kumasi Home Store', 'Spintex Megastore', 'Tema Trade Centre'],
  beauty: ['East Legon Beauty', 'Osu Fashion House'],
  food: ['Makola Wholesale', 'Tema Trade Centre'],
  general: ['Tema Trade Centre', 'Kantamanto Deals', 'Spintex Megastore'],
} as const
const SELLER_KIND: Record<string, keyof typeof SELLERS> = {
  'phones-tablets': 'tech',
  computing: 'tech',
  electronics: 'tech',
  'tvs-audio': 'tech',
  gaming: 'tech',
  'musical-instruments': 'tech',
  'fashion-women': 'fashion',
  'fashion-men': 'fashion',
  'kids-fashion': 'fashion',
  shoes: 'fashion',
  'watches-sunglasses': 'fashion',
  'home-office': 'home',
  'kitchen-dining': 'home',
  appliances: 'home',
  'garden-outdoors': 'home',
  'health-beauty': 'beauty',
  fragrances: 'beauty',
  'baby-products': 'beauty',
  groceries: 'food',
  beverages: 'food',
  'pet-supplies': 'food',
}
export const sellersOf = (categoryId: string): readonly string[] => [OFFICIAL_STORE, ...SELLERS[SELLER_KIND[categoryId] ?? 'general']]

export const LEVELS: readonly Named[] = [
  { id: 1, name: text('Bronze', 'Bronze', 'البرونزي') },
  { id: 2, name: text('Silver', 'Argent', 'الفضي') },
  { id: 3, name: text('Gold', 'Or', 'الذهبي') },
  { id: 4, name: text('Platinum', 'Platine', 'البلاتيني') },
]

export const IMAGE_PLACEHOLDER = '/api/v1/ewoks/images/product-placeholder.svg'

/** English labels of the item statuses (the app translates statuses by id). */
export const STATUS_LABELS = {
  created: text('Created', 'Créé', 'تم الإنشاء'),
  ongoing: text('Ongoing', 'En cours', 'قيد التنفيذ'),
  delivered: text('Delivered', 'Livré', 'تم التسليم'),
  failed: text('Failed', 'Échoué', 'فشل'),
  rejected: text('Rejected', 'Refusé', 'مرفوض'),
  completed: text('Completed', 'Terminé', 'مكتمل'),
  returned: text('Returned', 'Retourné', 'مُرجَع'),
} as const
