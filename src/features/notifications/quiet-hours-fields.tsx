import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { defaultQuietHours, isClockTime, type QuietHours } from '../../domain/quiet-hours'
import { RangeFields } from '../../ui/range-fields'

type Problem = 'missing' | 'same'

/** Why a range typed in the two fields cannot be kept, or null when it can. */
const problemOf = ({ from, to }: QuietHours): Problem | null => (!isClockTime(from) || !isClockTime(to) ? 'missing' : from === to ? 'same' : null)

/**
 * Quiet hours (issue 22 §7): on this device, a push that arrives between From and To (the device's clock; To may
 * be the next morning) comes without sound or vibration (the service worker, push-sw.ts). Off until turned on,
 * then the night (22:00–07:00); each change that makes a range is kept at once, and a half-typed or empty time
 * stays in its field, said, until it does.
 */
export function QuietHoursFields({ quiet, onChange }: { quiet: QuietHours | null; onChange: (quiet: QuietHours | null) => void }) {
  const { t } = useLingui()
  const hintId = useId()
  const errorId = useId()
  const [draft, setDraft] = useState<QuietHours>(quiet ?? defaultQuietHours)
  const [problem, setProblem] = useState<Problem | null>(null)
  const on = quiet !== null
  const edit = (change: Partial<QuietHours>) => {
    const next = { ...draft, ...change }
    setDraft(next)
    const found = problemOf(next)
    setProblem(found)
    if (found === null) onChange(next)
  }
  const turn = (checked: boolean) => {
    setProblem(null)
    if (!checked) return onChange(null)
    const range = problemOf(draft) === null ? draft : defaultQuietHours
    setDraft(range)
    onChange(range)
  }
  return (
    <fieldset className="notifications-types notifications-quiet" aria-describedby={hintId}>
      <legend className="ui-strong">
        <Trans>Quiet hours</Trans>
      </legend>
      <p id={hintId} className="ui-muted ui-text-sm">
        <Trans>Notifications that arrive between these times, on this device’s clock, come without sound or vibration.</Trans>
      </p>
      <label className="notifications-type">
        <input type="checkbox" checked={on} onChange={(e) => turn(e.currentTarget.checked)} data-testid="quiet-hours-on" />
        <span>{t`Quiet hours on this device`}</span>
      </label>
      <div className="ui-range-fields">
        <RangeFields type="time" range={draft} disabled={!on} errorId={problem ? errorId : undefined} onChange={edit} />
      </div>
      {on && problem ? (
        <p id={errorId} role="alert" className="ui-error-text ui-text-sm">
          {problem === 'missing' ? t`Enter both times.` : t`Choose two different times.`}
        </p>
      ) : null}
    </fieldset>
  )
}
