import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { notificationTypes, type NotificationType } from '../../api/schemas/notifications'
import type { PushSettings } from '../../platform/push-settings'
import { QuietHoursFields } from './quiet-hours-fields'

const typeLabels: Record<NotificationType, MessageDescriptor> = {
  orders: msg`Orders and deliveries`,
  commissions: msg`Commissions`,
  bonuses: msg`Bonuses`,
  team: msg`Your team`,
  announcements: msg`News from the programme`,
}

/** One switch per kind, and the quiet hours; each change is kept on this device at once (the worker reads it when a push comes). */
export function DeviceSettings({ initial, save }: { initial: PushSettings; save: (settings: PushSettings) => Promise<void> }) {
  const { i18n } = useLingui()
  const [settings, setSettings] = useState<PushSettings>(initial)
  const [saveFailed, setSaveFailed] = useState(false)
  const change = (next: PushSettings) => {
    const previous = settings
    setSettings(next)
    setSaveFailed(false)
    save(next).catch(() => {
      setSettings(previous)
      setSaveFailed(true)
    })
  }
  return (
    <>
      <fieldset className="notifications-types">
        <legend className="ui-strong">
          <Trans>Show on this device</Trans>
        </legend>
        {notificationTypes.map((type) => (
          <label key={type} className="notifications-type">
            <input
              type="checkbox"
              checked={settings.kinds[type]}
              onChange={(e) => change({ ...settings, kinds: { ...settings.kinds, [type]: e.currentTarget.checked } })}
              data-type={type}
            />
            <span>{i18n._(typeLabels[type])}</span>
          </label>
        ))}
      </fieldset>
      <QuietHoursFields quiet={settings.quiet} onChange={(quiet) => change({ ...settings, quiet })} />
      {saveFailed ? (
        <p role="alert" className="ui-error-text ui-text-sm">
          <Trans>This choice could not be kept on this device. Try again.</Trans>
        </p>
      ) : null}
    </>
  )
}
