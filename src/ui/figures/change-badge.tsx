import { useLingui } from '@lingui/react/macro'
import type { Change } from '../../domain/change'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge } from '../badge'
import { AppIcon } from '../icons'
import { Isolate } from '../isolate'
import '../kit.css'

export interface ChangeBadgeProps {
  change: Change
  /** What the figure is compared with, in words a screen reader says ("Up 12 % on last month"). */
  against: 'lastMonth' | 'previousPeriod'
}

/**
 * How a figure moved against the one before: an arrow and the percent, green up, red down,
 * grey unchanged; a screen reader hears it in words. Without a previous figure (0) the percent
 * is a dash: "up from nothing" has no ratio.
 */
export function ChangeBadge({ change, against }: ChangeBadgeProps) {
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
  const palette = change.direction === 'up' ? 'green' : change.direction === 'down' ? 'red' : 'gray'
  return (
    <Badge palette={palette} size="md" data-testid="change">
      <span className="ui-change" aria-hidden="true">
        {change.direction === 'flat' ? null : <AppIcon name={change.direction === 'up' ? 'arrowUp' : 'arrowDown'} size="xs" />}
        <Isolate>{shown ?? (change.direction === 'flat' ? '0' : '—')}</Isolate>
      </span>
      <span className="ui-visually-hidden">{spoken}</span>
    </Badge>
  )
}
