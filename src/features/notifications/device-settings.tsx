import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { notificationTypes, type NotificationType } from '../../api/schemas/notifications'
import { useSystemActor } from '../../forms/use-system-actor'
import type { PushSettings } from '../../platform/push-settings'
import { createDeviceSettingsMachine } from '../../../machines/device-settings.machine'
import { QuietHoursFields } from './quiet-hours-fields'

const typeLabels: Record<NotificationType, MessageDescriptor> = {
  orders: msg`Orders and deliveries`,
  commissions: msg`Commissions`,
  bonuses: msg`Bonuses`,
  team: msg`Your team`,
  announcements: msg`News from the programme`,
}

const deviceSettingsMachine = createDeviceSettingsMachine<PushSettings>()

/** One switch per kind, and the quiet hours; each change is kept on this device at once (the worker reads it when a push comes). */
export function DeviceSettings({ initial, save }: { initial: PushSettings; save: (settings: PushSettings) => Promise<void> }) {
  const { i18n } = useLingui()
  // In the app's actor system while the settings show, from the kept ones (read once, as a form's values are).
  const actor = useSystemActor('device-settings', {
    logic: deviceSettingsMachine.provide({ actors: { save: fromPromise(({ input }) => save(input.settings)) } }),
    input: { settings: initial },
  })
  const settings = useSelector(actor, (snapshot) => snapshot.context.settings)
  const saveFailed = useSelector(actor, (snapshot) => snapshot.matches('saveFailed'))
  const change = (next: PushSettings) => actor.send({ type: 'settings.change', settings: next })
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
