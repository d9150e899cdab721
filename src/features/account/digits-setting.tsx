import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { chooseDigits, digitSystems, type Digits } from '../../i18n/digits'
import { useFormatters } from '../../i18n/use-formatters'

/** What each choice shows: the digits themselves, the same in every language. */
const samples: Record<Digits, string> = { latn: '123', arab: '١٢٣' }

/**
 * "Digits: 123 / ١٢٣", for the language in use: two radios drawn as a segmented control (arrow keys move between
 * them). The pick applies at once and is kept on this device (src/i18n/digits.ts, StoredValues' `digits`).
 */
export function DigitsSetting() {
  const { t } = useLingui()
  const { locale, digits } = useFormatters()
  const labelId = useId()
  const names: Record<Digits, string> = { latn: t`Western digits`, arab: t`Eastern Arabic digits` }
  return (
    <div className="account-preference" data-wrap="">
      <p className="ui-medium" id={labelId}>
        <Trans>Digits</Trans>
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="account-segments" data-testid="digits-setting">
        {digitSystems.map((option) => (
          <label key={option} className="account-segment">
            <input
              type="radio"
              name={`${labelId}-digits`}
              value={option}
              checked={digits === option}
              aria-label={`${names[option]} (${samples[option]})`}
              onChange={() => chooseDigits(locale, option)}
            />
            <span aria-hidden="true" dir="ltr">
              {samples[option]}
            </span>
          </label>
        ))}
      </div>
    </div>
  )
}
