import { lazy, Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { GatewayFailure } from '../../api/errors'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ResourceView } from '../../ui/resource-view'
import { pushStatus, type PushSubscriptionActor } from '../../../machines/push-subscription.machine'
import type { ResourceActor } from '../../../machines/resource.machine'
import type { PushSettings } from '../../platform/push-settings'

// The device's settings (the kinds, the quiet hours) load after the screen: below the list, and shown only once
// the kept settings are read (the resource loads its module the same way, src/routes/_app/-data/notifications.ts).
const DeviceSettings = lazy(() => import('./device-settings').then((module) => ({ default: module.DeviceSettings })))

export interface PushPanelProps {
  readonly push: PushSubscriptionActor
  readonly settings: ResourceActor<PushSettings>
  readonly saveSettings: (settings: PushSettings) => Promise<void>
}

/**
 * Push notifications on this device: turned on only when the consultant asks (the browser's
 * permission prompt comes then, not before), a refusal explained, off on this device or on every
 * device, which kinds this device shows, and its quiet hours.
 */
export function PushPanel({ push, settings, saveSettings }: PushPanelProps) {
  // useSelector, not useTransitionSelector: the panel's buttons and their busy state follow a tap at once.
  const status = useSelector(push, pushStatus)
  const failure = useSelector(push, (s) => s.context.failure)
  const refusal = useSelector(push, (s) => s.context.refusal)
  const unsubscribedAll = useSelector(push, (s) => s.context.unsubscribedAll)
  const busy = status === 'checking' || status === 'turningOn' || status === 'turningOff'
  const { t } = useLingui()

  return (
    <Card title={<Trans>Notifications on this device</Trans>} className="notifications-push" aria-busy={busy || undefined}>
      <div className="ui-stack" style={{ ['--gap' as string]: '0.75rem' }}>
        <p className="ui-muted ui-text-sm">
          <Trans>Get a notification on this phone or computer when something happens, even when the app is closed.</Trans>
        </p>
        <p role="status" className="ui-strong" data-testid="push-status">
          {status === 'checking' ? (
            <Trans>Checking this device…</Trans>
          ) : status === 'unsupported' ? (
            <Trans>This browser cannot show notifications from the app. On an iPhone, add the app to your home screen first.</Trans>
          ) : status === 'blocked' ? (
            <Trans>Notifications are blocked for this app.</Trans>
          ) : status === 'on' ? (
            <Trans>Notifications are on for this device.</Trans>
          ) : status === 'turningOn' ? (
            <Trans>Turning notifications on…</Trans>
          ) : status === 'turningOff' ? (
            <Trans>Turning notifications off…</Trans>
          ) : (
            <Trans>Notifications are off for this device.</Trans>
          )}
        </p>
        {status === 'blocked' ? (
          <p className="ui-text-sm">
            {refusal === 'denied' ? <Trans>You chose not to allow notifications.</Trans> : null}{' '}
            <Trans>To get them, allow notifications for this site in your browser’s settings, then turn them on here.</Trans>
          </p>
        ) : null}
        {refusal === 'dismissed' && status === 'off' ? (
          <p className="ui-text-sm">
            <Trans>Your browser asked whether to allow notifications and no choice was made. Turn them on again to answer.</Trans>
          </p>
        ) : null}
        {failure ? <PushFailure failure={failure} /> : null}
        {unsubscribedAll && status === 'off' ? (
          <p className="ui-text-sm" data-testid="push-all-off">
            <Trans>Notifications are off on all your devices.</Trans>
          </p>
        ) : null}
        <div className="ui-row" data-wrap>
          {status === 'on' || (status === 'turningOff' && !unsubscribedAll) ? (
            <Button variant="outline" onClick={() => push.send({ type: 'push.disable' })} loading={status === 'turningOff'} loadingText={t`Turning off…`}>
              <Trans>Turn off on this device</Trans>
            </Button>
          ) : status === 'off' || status === 'blocked' || status === 'turningOn' ? (
            <Button onClick={() => push.send({ type: 'push.enable' })} loading={status === 'turningOn'} loadingText={t`Turning on…`}>
              <Trans>Turn on notifications</Trans>
            </Button>
          ) : null}
          {status === 'on' || status === 'off' ? (
            <Button variant="ghost" palette="gray" onClick={() => push.send({ type: 'push.disableAll' })}>
              <Trans>Turn off on all my devices</Trans>
            </Button>
          ) : null}
        </div>
        {status !== 'unsupported' ? (
          <ResourceView resource={settings} compact loading={null}>
            {(kept) => (
              <Suspense fallback={null}>
                <DeviceSettings initial={kept} save={saveSettings} />
              </Suspense>
            )}
          </ResourceView>
        ) : null}
      </div>
    </Card>
  )
}

function PushFailure({ failure }: { failure: GatewayFailure }) {
  return (
    <p role="alert" className="ui-alert" data-status="error">
      {failure.kind === 'network' || failure.kind === 'timeout' ? (
        <Trans>Could not reach the server. Check your connection and try again.</Trans>
      ) : (
        <Trans>Sorry, it seems an error occurred</Trans>
      )}
    </p>
  )
}
