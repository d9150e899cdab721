import { lazy, Suspense, useId, useRef, useState, type RefObject } from 'react'
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

type CopyState = 'copied' | 'failed'

/**
 * The referral code and link (spec section 1): a campaign name typed here becomes the link's
 * tracking parameters; the link is copied, shared (WhatsApp first, then the phone's own share
 * sheet through the Web Share API) with a message in the consultant's language, and shown as a
 * QR code that downloads as an image for a poster.
 */
export interface ReferralShareProps {
  readonly code: string
  readonly origin: string
  /** The campaign name as typed (the screen holds it: a campaign's "Link and poster" puts its name here). */
  readonly typed: string
  readonly onTyped: (text: string) => void
  /** The link's field, for the screen to bring into view with a picked campaign's link. */
  readonly linkField?: RefObject<HTMLTextAreaElement | null>
}

export function ReferralShare({ code, origin, typed, onTyped, linkField: shownLink }: ReferralShareProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  // What the last copy did, and for which link: another campaign's link (typed or picked) has not been copied.
  const [copied, setCopied] = useState<{ readonly state: CopyState; readonly link: string } | null>(null)
  const ownLink = useRef<HTMLTextAreaElement>(null)
  const linkField = shownLink ?? ownLink
  const campaign = normalizeCampaign(typed)
  const link = referralLink(origin, code, campaign)
  const message = t`Join my team and earn a commission on every sale you make. Sign up with my link:`
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const direction = isAvailableLocale(i18n.locale) ? directionOf(i18n.locale) : 'ltr'
  const copy = copied?.link === link ? copied.state : 'idle'

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied({ state: 'copied', link })
    } catch {
      // No clipboard (an old browser, a page not allowed): select the link for a long press.
      linkField.current?.select()
      setCopied({ state: 'failed', link })
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
              onChange={(event) => onTyped(event.currentTarget.value)}
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
            {/* One line's height (as tall as the link, wrapped on a phone) with its copy button beside it (issue 38). */}
            <div className="team-field-row">
              <textarea
                id={`${id}-link`}
                ref={linkField}
                className="team-input team-link"
                dir="ltr"
                rows={1}
                readOnly
                value={link}
                data-testid="referral-link"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="outline" className="team-copy" onClick={() => void copyLink()}>
                <AppIcon name="copy" size="sm" />
                <Trans>Copy the link</Trans>
              </Button>
            </div>
          </div>
          <div className="team-actions">
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
