/**
 * Ghana's 16 regions (sky-states) with real cities and their districts (sky-cities).
 * City ids are region id * 100 + n, so Accra (101) sits in Greater Accra (1),
 * as the personas' location says. Brong-Ahafo, split into Bono, Bono East and
 * Ahafo in 2019, stays as an inactive entry.
 */
export interface City {
  id: number
  name: string
  districts: string[]
}

export interface Region {
  id: number
  name: string
  active: boolean
  cities: City[]
}

type CityRow = [name: string, districts: string[]]

const REGION_ROWS: [name: string, cities: CityRow[], active?: boolean][] = [
  [
    'Greater Accra',
    [
      ['Accra', ['Osu Klottey', 'Korle Klottey', 'Ablekuma North', 'Ayawaso West', 'Okaikwei North', 'La Dade-Kotopon']],
      ['Tema', ['Tema Metropolitan', 'Tema West', 'Kpone Katamanso']],
      ['Madina', ['La Nkwantanang Madina', 'Adentan']],
      ['Ashaiman', ['Ashaiman Municipal']],
      ['Dodowa', ['Shai Osudoku']],
    ],
  ],
  [
    'Ashanti',
    [
      ['Kumasi', ['Kumasi Metropolitan', 'Asokwa', 'Oforikrom', 'Kwadaso', 'Suame']],
      ['Obuasi', ['Obuasi Municipal', 'Obuasi East']],
      ['Ejisu', ['Ejisu Municipal']],
      ['Konongo', ['Asante Akim Central']],
      ['Mampong', ['Mampong Municipal']],
    ],
  ],
  [
    'Central',
    [
      ['Cape Coast', ['Cape Coast Metropolitan']],
      ['Kasoa', ['Awutu Senya East']],
      ['Winneba', ['Effutu Municipal']],
      ['Elmina', ['Komenda-Edina-Eguafo-Abirem']],
      ['Mankessim', ['Mfantsiman']],
    ],
  ],
  [
    'Western',
    [
      ['Sekondi-Takoradi', ['Sekondi-Takoradi Metropolitan', 'Effia-Kwesimintsim']],
      ['Tarkwa', ['Tarkwa-Nsuaem']],
      ['Axim', ['Nzema East']],
      ['Prestea', ['Prestea-Huni Valley']],
    ],
  ],
  [
    'Eastern',
    [
      ['Koforidua', ['New Juaben South', 'New Juaben North']],
      ['Nkawkaw', ['Kwahu West']],
      ['Akim Oda', ['Birim Central']],
      ['Nsawam', ['Nsawam Adoagyiri']],
      ['Somanya', ['Yilo Krobo']],
    ],
  ],
  [
    'Volta',
    [
      ['Ho', ['Ho Municipal', 'Ho West']],
      ['Hohoe', ['Hohoe Municipal']],
      ['Keta', ['Keta Municipal']],
      ['Aflao', ['Ketu South']],
      ['Kpando', ['Kpando Municipal']],
    ],
  ],
  [
    'Northern',
    [
      ['Tamale', ['Tamale Metropolitan', 'Sagnarigu', 'Tolon']],
      ['Yendi', ['Yendi Municipal']],
      ['Savelugu', ['Savelugu Municipal']],
      ['Bimbilla', ['Nanumba North']],
    ],
  ],
  [
    'Upper East',
    [
      ['Bolgatanga', ['Bolgatanga Municipal']],
      ['Navrongo', ['Kassena-Nankana Municipal']],
      ['Bawku', ['Bawku Municipal']],
      ['Zebilla', ['Bawku West']],
    ],
  ],
  [
    'Upper West',
    [
      ['Wa', ['Wa Municipal', 'Wa West']],
      ['Tumu', ['Sissala East']],
      ['Lawra', ['Lawra Municipal']],
      ['Jirapa', ['Jirapa Municipal']],
    ],
  ],
  [
    'Bono',
    [
      ['Sunyani', ['Sunyani Municipal', 'Sunyani West']],
      ['Berekum', ['Berekum East', 'Berekum West']],
      ['Dormaa Ahenkro', ['Dormaa Central']],
      ['Wenchi', ['Wenchi Municipal']],
    ],
  ],
  [
    'Bono East',
    [
      ['Techiman', ['Techiman Municipal', 'Techiman North']],
      ['Kintampo', ['Kintampo North']],
      ['Nkoranza', ['Nkoranza South']],
      ['Atebubu', ['Atebubu-Amantin']],
    ],
  ],
  [
    'Ahafo',
    [
      ['Goaso', ['Asunafo North']],
      ['Bechem', ['Tano South']],
      ['Duayaw Nkwanta', ['Tano North']],
      ['Kenyasi', ['Asutifi North']],
    ],
  ],
  [
    'Western North',
    [
      ['Sefwi Wiawso', ['Sefwi Wiawso Municipal']],
      ['Bibiani', ['Bibiani-Anhwiaso-Bekwai']],
      ['Enchi', ['Aowin Municipal']],
      ['Juaboso', ['Juaboso']],
    ],
  ],
  [
    'Oti',
    [
      ['Dambai', ['Krachi East']],
      ['Nkwanta', ['Nkwanta South']],
      ['Jasikan', ['Jasikan']],
      ['Kadjebi', ['Kadjebi']],
    ],
  ],
  [
    'Savannah',
    [
      ['Damongo', ['West Gonja']],
      ['Salaga', ['East Gonja']],
      ['Bole', ['Bole']],
      ['Sawla', ['Sawla-Tuna-Kalba']],
    ],
  ],
  [
    'North East',
    [
      ['Nalerigu', ['East Mamprusi']],
      ['Walewale', ['West Mamprusi']],
      ['Chereponi', ['Chereponi']],
    ],
  ],
  ['Brong-Ahafo', [], false],
]

export const REGIONS: readonly Region[] = REGION_ROWS.map(([name, cities, active], i) => ({
  id: i + 1,
  name,
  active: active ?? true,
  cities: cities.map(([cityName, districts], j) => ({ id: (i + 1) * 100 + j + 1, name: cityName, districts })),
}))

export const regionById = (id: number) => REGIONS.find((r) => r.id === id)

export function cityById(id: number): { city: City; region: Region } | undefined {
  const region = regionById(Math.floor(id / 100))
  const city = region?.cities.find((c) => c.id === id)
  return region && city ? { city, region } : undefined
}
