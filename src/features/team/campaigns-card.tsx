import { useId, useMemo, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { TeamMember } from '../../api'
import { useFormatters } from '../../i18n/use-formatters'
import type { AppLinkOptions } from '../../ui/app-link'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'
import { recruitCampaigns, type CampaignGroup } from './campaigns'
import { ONBOARDING_STEPS } from './members'
import { RecruitRow, STEP_LABELS } from './team-parts'
import './team.css'

/** Campaigns shown before "Show all": the latest ones. */
const FIRST_CAMPAIGNS = 5

export interface CampaignsProps {
  /** The team's members (the recruit screen's read): each with the campaign they came by, when the gateway says. */
  readonly members: ResourceActor<readonly TeamMember[]>
  readonly memberLink: (id: number) => AppLinkOptions
  /** Makes a campaign's link and poster: the referral card takes its name. */
  readonly onPick: (campaign: string) => void
}

/**
 * The consultant's campaigns (issue 22 §6): the recruits each brought, how many reached each
 * onboarding step, and each recruit with their steps; then the recruits who came without a
 * campaign. A gateway that does not say which campaign brought whom gets the recruits listed
 * together, and one that gives no steps gets no counts, each with a sentence that says so.
 */
export default function Campaigns({ members, ...rest }: CampaignsProps) {
  return (
    <ResourceView resource={members} compact>
      {(list) => <CampaignList members={list} {...rest} />}
    </ResourceView>
  )
}

function CampaignList({ members, memberLink, onPick }: Omit<CampaignsProps, 'members'> & { members: readonly TeamMember[] }) {
  const { groups, tagged, steps } = useMemo(() => recruitCampaigns(members), [members])
  const [all, setAll] = useState(false)
  if (groups.length === 0) {
    return (
      <EmptyState message={emptyMessages.teamMembers} icon="megaphone">
        <p className="ui-text-sm ui-muted">
          <CampaignsIntro />
        </p>
      </EmptyState>
    )
  }
  const named = groups.filter((group) => group.name !== null)
  const without = groups.filter((group) => group.name === null)
  const shown = all ? named : named.slice(0, FIRST_CAMPAIGNS)
  const group = (entry: CampaignGroup) => <Group key={entry.name ?? ''} group={entry} tagged={tagged} memberLink={memberLink} onPick={onPick} />
  return (
    <div className="ui-stack">
      <p className="ui-text-sm ui-muted" data-testid="campaigns-note">
        {!tagged ? (
          <Trans>This service does not say which campaign brought each recruit.</Trans>
        ) : named.length === 0 ? (
          <Trans>No recruit came through a campaign yet: name one in your referral link.</Trans>
        ) : (
          <CampaignsIntro />
        )}
      </p>
      {steps ? null : (
        <p className="ui-text-sm ui-muted" data-testid="campaigns-no-steps">
          <Trans>This service does not say how far each recruit has got.</Trans>
        </p>
      )}
      {shown.map(group)}
      {shown.length < named.length ? (
        <Button variant="outline" className="team-campaigns-more" onClick={() => setAll(true)}>
          <Trans>Show all campaigns</Trans>
        </Button>
      ) : null}
      {without.map(group)}
    </div>
  )
}

function CampaignsIntro() {
  return <Trans>A campaign shows here from its first sign-up.</Trans>
}

function Group({
  group,
  tagged,
  memberLink,
  onPick,
}: {
  group: CampaignGroup
  tagged: boolean
  memberLink: (id: number) => AppLinkOptions
  onPick: (campaign: string) => void
}) {
  const { i18n } = useLingui()
  const { number } = useFormatters()
  const id = useId()
  const { name, recruits, steps } = group
  return (
    <section className="team-campaign" aria-labelledby={id} data-testid="campaign">
      <div className="team-campaign-head">
        <div className="team-row-text">
          <h3 id={id} className="ui-heading" data-size="sm">
            {name ? <Isolate data-testid="campaign-title">{name}</Isolate> : tagged ? <Trans>Without a campaign</Trans> : <Trans>Members</Trans>}
          </h3>
          <span className="ui-text-sm ui-muted" data-testid="campaign-signups">
            <Plural value={recruits.length} one="# sign-up" other="# sign-ups" />
          </span>
        </div>
        {name ? (
          <Button variant="outline" onClick={() => onPick(name)}>
            <AppIcon name="share" size="sm" />
            <span>
              <Trans>Link and poster</Trans>
              <span className="ui-visually-hidden"> {name}</span>
            </span>
          </Button>
        ) : null}
      </div>
      {steps ? (
        <ol className="team-funnel" data-testid="campaign-steps">
          {ONBOARDING_STEPS.map((step, index) => (
            <li key={step} data-done={steps[index] === recruits.length || undefined}>
              <span className="team-funnel-figure">{number(steps[index] ?? 0)}</span>
              <span className="ui-text-xs ui-muted">{i18n._(STEP_LABELS[step])}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <details className="team-campaign-recruits">
        <summary className="ui-text-sm ui-medium">
          <Trans>Who signed up</Trans>
        </summary>
        <ul className="team-starting">
          {recruits.map((member) => (
            <RecruitRow key={member.id} member={member} link={memberLink(member.id)} />
          ))}
        </ul>
      </details>
    </section>
  )
}
