import { Trans } from '@lingui/react/macro'
import { Card } from '../../ui/card'
import { InviteForm } from './invite-form'
import { ReferralShare } from './referral-share'
import type { RecruitResources, Recruiting } from './team-data'
import './team.css'

/** Recruit a member: invite by e-mail, or share the referral link and its QR code. */
export function RecruitScreen({ resources, recruiting }: { resources: RecruitResources; recruiting: Recruiting }) {
  return (
    <div className="team">
      <Card title={<Trans>Invite by e-mail</Trans>}>
        <InviteForm members={resources.members} selfEmail={recruiting.selfEmail} leaderEmail={recruiting.leaderEmail} invite={recruiting.invite} />
      </Card>
      {recruiting.code ? <ReferralShare code={recruiting.code} origin={recruiting.origin} /> : null}
    </div>
  )
}
