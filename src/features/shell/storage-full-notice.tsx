import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import '../../ui/kit.css'
import './storage-full-notice.css'

/**
 * Issue 37 §5: the phone's storage is full, so the session could not be kept on the device. It stays for this tab,
 * in memory; the consultant is told once what that means, and nothing they typed is touched.
 */
export default function StorageFullNotice({ onSeen }: { onSeen: () => void }) {
  return (
    <div role="alert" className="ui-alert storage-full" data-status="warning" data-testid="storage-full">
      <AppIcon name="alert" />
      <div className="storage-full-text">
        <p className="ui-strong">
          <Trans>Your phone's storage is full.</Trans>
        </p>
        <p>
          <Trans>
            You stay signed in on this screen, but other tabs, and the app the next time you open it, will ask you to sign in again. Free some space on your
            phone to stay signed in.
          </Trans>
        </p>
      </div>
      <Button size="sm" variant="outline" onClick={onSeen}>
        <Trans>Understood</Trans>
      </Button>
    </div>
  )
}
