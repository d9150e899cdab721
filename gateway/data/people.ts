import type { Rng } from '../rng'

/** Names, phone numbers and addresses of generated people (customers and team members). */

export const FIRST_NAMES = [
  'Ama',
  'Kofi',
  'Kwame',
  'Akosua',
  'Yaw',
  'Abena',
  'Kwabena',
  'Efua',
  'Kojo',
  'Adwoa',
  'Esi',
  'Kwaku',
  'Afua',
  'Yaa',
  'Kwesi',
  'Akua',
  'Nana',
  'Fiifi',
  'Ekow',
  'Araba',
  'Mawuli',
  'Selorm',
  'Delali',
  'Dzifa',
  'Ibrahim',
  'Fatima',
  'Abdul',
  'Mariam',
  'Samuel',
  'Grace',
  'Emmanuel',
  'Mercy',
  'Daniel',
  'Comfort',
  'Joseph',
  'Patience',
  'Michael',
  'Gifty',
  'Isaac',
  'Priscilla',
]

export const LAST_NAMES = [
  'Mensah',
  'Boateng',
  'Owusu',
  'Asante',
  'Darko',
  'Addo',
  'Quaye',
  'Antwi',
  'Sarpong',
  'Ofori',
  'Bonsu',
  'Appiah',
  'Agyeman',
  'Osei',
  'Amoah',
  'Frimpong',
  'Acheampong',
  'Tetteh',
  'Nkrumah',
  'Annan',
  'Lartey',
  'Quartey',
  'Adjei',
  'Baffoe',
  'Amponsah',
  'Yeboah',
  'Gyamfi',
  'Danso',
  'Opoku',
  'Agbeko',
]

/** Cities with some of their neighbourhoods. */
export const CITIES: readonly (readonly [city: string, areas: readonly string[]])[] = [
  ['Accra', ['Osu', 'Adabraka', 'East Legon', 'Dansoman', 'Madina', 'Labone', 'Kaneshie', 'Tesano', 'Achimota', 'Spintex']],
  ['Kumasi', ['Adum', 'Asokwa', 'Bantama', 'Nhyiaso', 'Ahodwo']],
  ['Tema', ['Community 1', 'Community 25', 'Sakumono']],
  ['Takoradi', ['Market Circle', 'Anaji', 'Effiakuma']],
  ['Cape Coast', ['Abura', 'Pedu']],
  ['Tamale', ['Lamashegu', 'Vittin']],
  ['Ho', ['Bankoe', 'Ho Dome']],
  ['Koforidua', ['Adweso', 'Betom']],
]

const STREETS = [
  'Oxford Street',
  'Ring Road',
  'Liberation Road',
  'Spintex Road',
  'Lagos Avenue',
  'Palm Street',
  'Cantonments Road',
  'Mango Lane',
  'Independence Avenue',
  'Kofi Annan Street',
]
const PREFIXES = ['24', '54', '55', '59', '20', '50', '27', '57', '26']

export interface Person {
  first_name: string
  last_name: string
  email: string
  phone: string
  city: string
  address: string
}

/** Eleven digits, e.g. 02441234567 (the app masks it 4-3-4). */
export function phoneNumber(rng: Rng): string {
  let digits = ''
  for (let i = 0; i < 8; i++) digits += String(rng.int(0, 9))
  return `0${rng.pick(PREFIXES)}${digits}`
}

export function person(rng: Rng, emailTag: string | number): Person {
  const first_name = rng.pick(FIRST_NAMES)
  const last_name = rng.pick(LAST_NAMES)
  const [city, areas] = rng.pick(CITIES)
  const address = `House ${rng.int(1, 120)}, ${rng.pick(STREETS)}, ${rng.pick(areas)}, ${city}`
  return {
    first_name,
    last_name,
    email: `${first_name}.${last_name}${emailTag}@example.com`.toLowerCase(),
    phone: phoneNumber(rng),
    city,
    address,
  }
}

export interface Customer {
  name: string
  phone: string | null
  address: string | null
  email: string | null
}

/** A consultant's customers: some buy often, most now and then. */
export function customerPool(rng: Rng, size: number): Customer[] {
  const pool: Customer[] = []
  for (let i = 0; i < size; i++) {
    const p = person(rng, `.c${i + 1}`)
    pool.push({
      name: `${p.first_name} ${p.last_name}`,
      phone: p.phone,
      address: rng.chance(0.92) ? p.address : null,
      email: rng.chance(0.7) ? p.email : null,
    })
  }
  return pool
}

/** Picks a customer, favouring the first ones (regulars). */
export function pickCustomer(rng: Rng, pool: readonly Customer[]): Customer {
  const index = Math.floor(Math.pow(rng.next(), 2) * pool.length)
  return pool[index] ?? rng.pick(pool)
}
