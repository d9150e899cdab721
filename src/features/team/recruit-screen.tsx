import { lazy, Suspense, useRef, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { AppLinkOptions } from '../../ui/app-link'
import { BackLink } from '../../ui/back-link'
import { Card } from '../../ui/card'
import { withChunkTimeout } from '../../ui/chunk-error'
import { LoadingLines } from '../../ui/resource-view'
import { useNear } from '../../ui/use-near'
import type { CampaignsProps } from './campaigns-card'
import { InviteForm } from './invite-form'
import { ReferralShare } from './referral-share'
import type { RecruitResources, Recruiting } from './team-data'
import './team.css'

// The campaigns' code is a chunk of its own (with the team's shared parts), asked for near the screen. As for a
// screen's chunk, one that fails or takes over 120 s shows the route's "could not load" with Reload.
const Campaigns = lazy(() => withChunkTimeout(import('./campaigns-card')))

export interface RecruitScreenProps {
  readonly resources: RecruitResources
  readonly recruiting: Recruiting
  readonly memberLink: (id: number) => AppLinkOptions
  /** The way back: the team's list (the app's shortcut opens this screen first). */
  readonly back: AppLinkOptions
}

/** Recruit a member: invite by e-mail, share the referral link (with a campaign) and its QR code, and see what each campaign brought. */
export function RecruitScreen({ resources, recruiting, memberLink, back }: RecruitScreenProps) {
  const [typed, setTyped] = useState('')
  const linkField = useRef<HTMLTextAreaElement>(null)
  // A campaign's "Link and poster": its name in the link, and the link brought into view (a read-only field: no keyboard opens).
  const pick = (campaign: string) => {
    setTyped(campaign)
    const field = linkField.current
    field?.focus({ preventScroll: true })
    field?.scrollIntoView({ block: 'center' })
  }
  return (
    <div className="team">
      <BackLink link={back}>
        <Trans>Your team</Trans>
      </BackLink>
      <Card title={<Trans>Invite by e-mail</Trans>}>
        <InviteForm members={resources.members} selfEmail={recruiting.selfEmail} leaderEmail={recruiting.leaderEmail} invite={recruiting.invite} />
      </Card>
      {recruiting.code ? <ReferralShare code={recruiting.code} origin={recruiting.origin} typed={typed} onTyped={setTyped} linkField={linkField} /> : null}
      <CampaignsCard members={resources.members} memberLink={memberLink} onPick={pick} />
    </div>
  )
}

/** The campaigns, below the forms: their code loads once the consultant scrolls near them. */
function CampaignsCard(props: CampaignsProps) {
  const [watch, near] = useNear<HTMLDivElement>()
  return (
    <Card title={<Trans>Your campaigns</Trans>} data-testid="campaigns">
      <div ref={watch} className="team-campaigns">
        {/* Until the code is asked for, the same lines as while it comes (never an empty card), but not busy: nothing
            is loading until the consultant scrolls near (a screen reader would hear a busy region that never ends). */}
        {near ? (
          <Suspense fallback={<LoadingLines />}>
            <Campaigns {...props} />
          </Suspense>
        ) : (
          <LoadingLines busy={false} />
        )}
      </div>
    </Card>
  )
}
