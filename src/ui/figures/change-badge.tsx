import { useLingui } from '@lingui/react/macro'
import { changeTone, type Change, type ChangeTone, type Rise } from '../../domain/change'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge, type BadgePalette } from '../badge'
import { AppIcon } from '../icons'
import { Isolate } from '../isolate'
import '../kit.css'

export interface ChangeBadgeProps {
  change: Change
  /** What the figure is compared with, in words a screen reader says ("Up 12 % on last month"). */
  against: 'lastMonth' | 'previousPeriod'
  /** What a rise of this figure means: every caller says (more failed items is bad news, more sales good). */
  rise: Rise
}

const tonePalette: Record<ChangeTone, BadgePalette> = { good: 'green', bad: 'red', neutral: 'gray' }

/**
 * How a figure moved against the one before: an arrow and the percent, coloured by what it means
 * (green good news, red bad news, grey neither); a screen reader hears it in words. Without a
 * previous figure (0) it is a grey dash and no arrow: "up from nothing" has no ratio.
 */
export function ChangeBadge({ change, against, rise }: ChangeBadgeProps) {
  const { t } = useLingui()
  const { percent } = useFormatters()
  const shown = change.ratio === null ? null : percent(change.ratio)
  const up = change.direction === 'up'
  let spoken: string
  if (against === 'lastMonth') {
    if (change.direction === 'flat') spoken = t`Same as last month`
    else if (shown === null) spoken = up ? t`Up on last month` : t`Down on last month`
    else spoken = up ? t`Up ${shown} on last month` : t`Down ${shown} on last month`
  } else if (change.direction === 'flat') spoken = t`Same as the previous period`
  else if (shown === null) spoken = up ? t`Up on the previous period` : t`Down on the previous period`
  else spoken = up ? t`Up ${shown} on the previous period` : t`Down ${shown} on the previous period`
  const tone = changeTone(change, rise)
  const arrow = change.direction !== 'flat' && shown !== null
  return (
    <Badge palette={tonePalette[tone]} size="md" data-testid="change" data-tone={tone}>
      <span className="ui-change" aria-hidden="true">
        {arrow ? <AppIcon name={change.direction === 'up' ? 'arrowUp' : 'arrowDown'} size="xs" /> : null}
        <Isolate>{shown ?? (change.direction === 'flat' ? '0' : '—')}</Isolate>
      </span>
      <span className="ui-visually-hidden">{spoken}</span>
    </Badge>
  )
}
