import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { downloadBlob } from '../../ui/download'
import { QrCode, qrPoster } from './qr-code'
import './team.css'

/** The link's QR code and its download as a PNG (loaded after the rest of the recruit screen). */
export default function QrPanel({ link, code, direction }: { link: string; code: string; direction: 'ltr' | 'rtl' }) {
  const { t } = useLingui()
  const [failed, setFailed] = useState(false)
  const download = async () => {
    try {
      setFailed(false)
      downloadBlob(`referral-${code}.png`, await qrPoster(link, [t`Scan to join my team`, t`Referral code: ${code}`], direction))
    } catch {
      setFailed(true)
    }
  }
  return (
    <div className="ui-stack">
      <QrCode text={link} label={t`QR code of your referral link`} />
      <p className="ui-text-xs ui-muted">
        <Trans>Print it on a poster or a flyer: a phone's camera opens your link.</Trans>
      </p>
      <div className="team-actions">
        <Button variant="outline" onClick={() => void download()}>
          <AppIcon name="download" size="sm" />
          <Trans>Download the image</Trans>
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="ui-error-text ui-text-sm">
          <Trans>Could not make the image. Try again.</Trans>
        </p>
      ) : null}
    </div>
  )
}
