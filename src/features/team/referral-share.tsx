import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CAMPAIGN_MAX_LENGTH, normalizeCampaign } from '../../domain/campaign'
import { referralLink, whatsappShareUrl } from '../../domain/referral'
import { directionOf, isAvailableLocale } from '../../i18n/locale'
import { Button, buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { Skeleton } from '../../ui/skeleton'
import './team.css'

// The QR code's code (lean-qr) loads after the link is on screen.
const QrPanel = lazy(() => import('./qr-panel'))

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * The referral code and link (spec section 1): a campaign name typed here becomes the link's
 * tracking parameters; the link is copied, shared (WhatsApp first, then the phone's own share
 * sheet through the Web Share API) with a message in the consultant's language, and shown as a
 * QR code that downloads as an image for a poster.
 */
export function ReferralShare({ code, origin }: { code: string; origin: string }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [typed, setTyped] = useState('')
  const [copy, setCopy] = useState<CopyState>('idle')
  const linkField = useRef<HTMLTextAreaElement>(null)
  const campaign = normalizeCampaign(typed)
  const link = referralLink(origin, code, campaign)
  const message = t`Join my team and earn a commission on every sale you make. Sign up with my link:`
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const direction = isAvailableLocale(i18n.locale) ? directionOf(i18n.locale) : 'ltr'

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopy('copied')
    } catch {
      // No clipboard (an old browser, a page not allowed): select the link for a long press.
      linkField.current?.select()
      setCopy('failed')
    }
  }
  const share = async () => {
    try {
      await navigator.share({ title: t`Join my team`, text: message, url: link })
    } catch {
      // Cancelled, or the share sheet is unavailable: nothing to say.
    }
  }

  return (
    <>
      <Card title={<Trans>Your referral link</Trans>}>
        <div className="ui-stack">
          <div>
            <p className="ui-text-sm ui-muted">
              <Trans>Your referral code</Trans>
            </p>
            <p className="team-code" data-testid="referral-code">
              <Isolate dir="ltr">{code}</Isolate>
            </p>
          </div>
          <div className="team-field">
            <label htmlFor={`${id}-campaign`} className="ui-text-sm ui-medium">
              <Trans>Campaign name (optional)</Trans>
            </label>
            <input
              id={`${id}-campaign`}
              className="team-input"
              value={typed}
              maxLength={CAMPAIGN_MAX_LENGTH * 2}
              autoComplete="off"
              aria-describedby={`${id}-campaign-help`}
              onChange={(event) => {
                setTyped(event.currentTarget.value)
                setCopy('idle')
              }}
            />
            <p id={`${id}-campaign-help`} className="ui-text-xs ui-muted">
              {campaign ? (
                <Trans>
                  The link says where your recruits came from: <Isolate data-testid="campaign-name">{campaign}</Isolate>.
                </Trans>
              ) : (
                <Trans>For example market-day or church-group: you will see which campaign brought each recruit.</Trans>
              )}
            </p>
          </div>
          <div className="team-field">
            <label htmlFor={`${id}-link`} className="ui-text-sm ui-medium">
              <Trans>Your link</Trans>
            </label>
            <textarea
              id={`${id}-link`}
              ref={linkField}
              className="team-input team-link"
              dir="ltr"
              rows={3}
              readOnly
              value={link}
              data-testid="referral-link"
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="team-actions">
            <Button variant="outline" onClick={() => void copyLink()}>
              <AppIcon name="copy" size="sm" />
              <Trans>Copy the link</Trans>
            </Button>
            <a {...buttonStyle({})} href={whatsappShareUrl(`${message} ${link}`)} target="_blank" rel="noopener noreferrer" data-testid="share-whatsapp">
              <AppIcon name="chat" size="sm" />
              <Trans>Share on WhatsApp</Trans>
            </a>
            {canShare ? (
              <Button variant="outline" onClick={() => void share()}>
                <AppIcon name="share" size="sm" />
                <Trans>More ways to share</Trans>
              </Button>
            ) : null}
          </div>
          <p role="status" className="ui-text-sm" data-testid="copy-status">
            {copy === 'copied' ? (
              <span className="team-notice">
                <Trans>Link copied.</Trans>
              </span>
            ) : copy === 'failed' ? (
              <span className="ui-error-text">
                <Trans>Could not copy the link: it is selected, copy it from there.</Trans>
              </span>
            ) : null}
          </p>
        </div>
      </Card>
      <Card title={<Trans>QR code for a poster</Trans>}>
        <Suspense fallback={<Skeleton height="16rem" width="16rem" />}>
          <QrPanel link={link} code={code} direction={direction} />
        </Suspense>
      </Card>
    </>
  )
}
