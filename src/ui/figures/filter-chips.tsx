import { useLingui } from '@lingui/react/macro'
import { AppIcon } from '../icons'
import { Isolate } from '../isolate'
import { AppLink, type AppLinkOptions } from '../app-link'
import './figures.css'

export interface FilterChip {
  readonly id: string
  /** What the filter is ("Status"). */
  readonly name: string
  /** Its value ("Delivered"). */
  readonly value: string
  /** The same view without this filter. */
  readonly removeTo: AppLinkOptions
}

/** The filters in force above a list or breakdown, each removable (a link to the view without it). */
export function FilterChips({ chips }: { chips: readonly FilterChip[] }) {
  const { t } = useLingui()
  if (chips.length === 0) return null
  return (
    <ul className="figures-chips" aria-label={t`Filters`}>
      {chips.map((chip) => {
        const { name, value } = chip
        return (
          <li key={chip.id} className="figures-chip">
            <span>
              <span className="ui-muted">{name}: </span>
              <Isolate className="ui-medium">{value}</Isolate>
            </span>
            <AppLink link={chip.removeTo} className="figures-chip-remove" aria-label={t`Remove filter ${name}: ${value}`}>
              <AppIcon name="close" size="xs" />
            </AppLink>
          </li>
        )
      })}
    </ul>
  )
}
