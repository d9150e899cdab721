import { useLingui } from '@lingui/react/macro'
import type { Cities, NamedList } from '../api/schemas/reference'
import { country } from '../config/country'
import { SelectField, type SelectOption } from '../ui/form/select-field'
import { useReferenceList } from './use-reference-list'

export interface PlaceValues {
  readonly state_id: string
  readonly city_id: string
  readonly district: string
}

export interface PlaceLists {
  /** The regions (states). */
  readonly states: () => Promise<NamedList['data']>
  /** The cities of a region (the key is the region's id). */
  readonly cities: (stateId: string) => Promise<Cities['data']>
}

export interface PlaceFieldsProps {
  readonly values: PlaceValues
  readonly onChange: (change: Partial<PlaceValues>) => void
  readonly lists: PlaceLists
  /** A field's error text, or undefined. */
  readonly errorOf: (field: keyof PlaceValues) => string | undefined
}

export const optionsOf = (entries: readonly { id: number; name: string }[]): SelectOption[] =>
  entries.map((entry) => ({ value: String(entry.id), label: entry.name }))

/**
 * Region, city and (in a build with districts) district, each list loaded when the one before is chosen:
 * the register form and the personal-info edit share them. A new region clears the city and district; a
 * district already saved stays choosable while the city's list has none.
 */
export function PlaceFields({ values, onChange, lists, errorOf }: PlaceFieldsProps) {
  const { t } = useLingui()
  const states = useReferenceList(lists.states, 'sky-states', 'states')
  const cities = useReferenceList(lists.cities, values.state_id || null, 'cities')
  const listed = cities.entries.find((city) => String(city.id) === values.city_id)?.districts ?? []
  const districts = listed.length > 0 ? listed : values.district ? [values.district] : []
  return (
    <>
      <SelectField
        label={t`State`}
        placeholder={t`Choose your region`}
        value={values.state_id}
        onChange={(state_id) => onChange({ state_id, city_id: '', district: '' })}
        options={optionsOf(states.entries)}
        source={states}
        error={errorOf('state_id')}
        required
      />
      <SelectField
        label={t`City`}
        placeholder={values.state_id ? t`Choose your city` : t`Choose your region first`}
        value={values.city_id}
        onChange={(city_id) => onChange({ city_id, district: '' })}
        options={optionsOf(cities.entries)}
        source={cities}
        disabled={!values.state_id}
        error={errorOf('city_id')}
        required
      />
      {country.hasDistricts && districts.length > 0 ? (
        <SelectField
          label={t`District`}
          placeholder={t`Choose your district`}
          value={values.district}
          onChange={(district) => onChange({ district })}
          options={districts.map((name) => ({ value: name, label: name }))}
          error={errorOf('district')}
        />
      ) : null}
    </>
  )
}
