import { memo } from 'react'
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
  return (
    <PlaceSelects
      stateId={values.state_id}
      cityId={values.city_id}
      district={values.district}
      stateError={errorOf('state_id')}
      cityError={errorOf('city_id')}
      districtError={errorOf('district')}
      onChange={onChange}
      lists={lists}
    />
  )
}

/** The three selects, redrawn only when a place value or its error changes (not for a letter typed in another field). */
const PlaceSelects = memo(function PlaceSelects({
  stateId,
  cityId,
  district,
  stateError,
  cityError,
  districtError,
  onChange,
  lists,
}: {
  readonly stateId: string
  readonly cityId: string
  readonly district: string
  readonly stateError: string | undefined
  readonly cityError: string | undefined
  readonly districtError: string | undefined
  readonly onChange: PlaceFieldsProps['onChange']
  readonly lists: PlaceLists
}) {
  const { t } = useLingui()
  const states = useReferenceList(lists.states, 'sky-states', 'states')
  const cities = useReferenceList(lists.cities, stateId || null, 'cities')
  const listed = cities.entries.find((city) => String(city.id) === cityId)?.districts ?? []
  const districts = listed.length > 0 ? listed : district ? [district] : []
  return (
    <>
      <SelectField
        label={t`State`}
        placeholder={t`Choose your region`}
        value={stateId}
        onChange={(state_id) => onChange({ state_id, city_id: '', district: '' })}
        options={optionsOf(states.entries)}
        source={states}
        error={stateError}
        required
      />
      <SelectField
        label={t`City`}
        placeholder={stateId ? t`Choose your city` : t`Choose your region first`}
        value={cityId}
        onChange={(city_id) => onChange({ city_id, district: '' })}
        options={optionsOf(cities.entries)}
        source={cities}
        disabled={!stateId}
        error={cityError}
        required
      />
      {country.hasDistricts && districts.length > 0 ? (
        <SelectField
          label={t`District`}
          placeholder={t`Choose your district`}
          value={district}
          onChange={(next) => onChange({ district: next })}
          options={districts.map((name) => ({ value: name, label: name }))}
          error={districtError}
        />
      ) : null}
    </>
  )
})
