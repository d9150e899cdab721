import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { AccountStatusRead, MemberOnboarding, Named, TeamMember } from '../../api'
import { telUrl } from '../../config/links'
import { mailtoUrl } from '../../domain/mailto'
import { localDayOf } from '../../domain/periods'
import { whatsappUrl } from '../../domain/whatsapp'
import { useFormatters } from '../../i18n/use-formatters'
import { AccountStatusText, accountStatusPalette } from '../../ui/account-status'
import { Avatar } from '../../ui/avatar'
import { Badge } from '../../ui/badge'
import { buttonStyle } from '../../ui/button'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { useSignedIn } from '../../ui/signed-in'
import { fullName, nextStep, ONBOARDING_STEPS, stepsDone, type OnboardingStep } from './members'
import './team.css'

/** Whole days from `iso` to now (0 today). */
export function daysSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000))
}

/** The steps' names (the checklist, a campaign's counts). */
export const STEP_LABELS: Record<OnboardingStep, MessageDescriptor> = {
  registered: msg`Registered`,
  agreement_accepted: msg`Agreement accepted`,
  payout_account_added: msg`Payout account added`,
  first_sale: msg`First sale`,
}

/** What a recruit has to do next, as a leader would say it. */
const NEXT_STEP_LABELS: Record<OnboardingStep, MessageDescriptor> = {
  registered: msg`Next: register`,
  agreement_accepted: msg`Next: accept the agreement`,
  payout_account_added: msg`Next: add a payout account`,
  first_sale: msg`Next: make a first sale`,
}

/** A member's next step as a badge (a team row, a recruit row); nothing once every step is done. */
export function NextStepBadge({ onboarding }: { onboarding: MemberOnboarding | undefined }) {
  const { i18n } = useLingui()
  const step = nextStep(onboarding)
  return step ? <Badge palette="orange">{i18n._(NEXT_STEP_LABELS[step])}</Badge> : null
}

/** The four steps as a checklist with their dates (the member profile). */
export function OnboardingChecklist({ onboarding }: { onboarding: MemberOnboarding }) {
  const { i18n } = useLingui()
  const { day } = useFormatters()
  const done = stepsDone(onboarding)
  const dates = [onboarding.registered_at, onboarding.agreement_accepted_at, onboarding.payout_account_added_at, onboarding.first_sale_at]
  return (
    <ol className="team-steps" data-testid="onboarding-steps">
      {ONBOARDING_STEPS.map((step, index) => {
        const date = index < done ? dates[index] : null
        return (
          <li key={step} className="team-step" data-done={index < done || undefined} data-next={index === done || undefined}>
            <span className="team-step-mark" aria-hidden="true">
              {index < done ? <AppIcon name="check" size="xs" /> : index + 1}
            </span>
            <span className="team-step-text">
              <span className="ui-medium">{i18n._(STEP_LABELS[step])}</span>
              <span className="ui-text-xs ui-muted">
                {date ? <Isolate>{day(localDayOf(new Date(date)))}</Isolate> : index === done ? <Trans>Not yet: the next step</Trans> : <Trans>Not yet</Trans>}
              </span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/** A compact meter of the steps done (rows of the list), with its words for screen readers. */
export function StepMeter({ onboarding }: { onboarding: MemberOnboarding }) {
  const { t } = useLingui()
  const done = stepsDone(onboarding)
  const total = ONBOARDING_STEPS.length
  return (
    <span className="team-meter" role="img" aria-label={t`${done} of ${total} steps done`}>
      {ONBOARDING_STEPS.map((step, index) => (
        <span key={step} data-done={index < done || undefined} />
      ))}
    </span>
  )
}

/**
 * A recruit in a list (your team's getting started, a campaign's recruits): the name with when they
 * joined (to their profile), how far they are and their next step, and a way to reach them.
 */
export function RecruitRow({ member, link }: { member: TeamMember; link: AppLinkOptions }) {
  const name = fullName(member)
  const days = daysSince(member.joined_at)
  return (
    <li className="team-starting-row">
      <AppLink link={link} className="team-starting-name">
        <Avatar name={name} />
        <span className="team-row-text">
          <Isolate className="ui-medium">{name}</Isolate>
          <span className="ui-text-xs ui-muted">
            <Plural value={days} _0="Joined today" one="Joined # day ago" other="Joined # days ago" />
          </span>
        </span>
      </AppLink>
      <span className="team-starting-step">
        {member.onboarding ? <StepMeter onboarding={member.onboarding} /> : null}
        <NextStepBadge onboarding={member.onboarding} />
      </span>
      <ContactLinks person={member} compact />
    </li>
  )
}

/** A person's header on the leader's and a member's profile: the avatar, the name (with its test id), the badges and what follows them. */
export function PersonHeader({
  name,
  testId,
  level,
  status,
  children,
}: {
  name: string
  testId: string
  level: Named | null
  status: AccountStatusRead
  children?: ReactNode
}) {
  return (
    <div className="team-person">
      <Avatar name={name} size="2xl" />
      <div className="team-person-text">
        <h2 className="ui-heading" data-size="lg" data-testid={testId}>
          <Isolate>{name}</Isolate>
        </h2>
        <div className="team-row-badges">
          <MemberBadges level={level} status={status} />
        </div>
        {children}
      </div>
    </div>
  )
}

export function MemberBadges({ level, status }: { level: Named | null; status: AccountStatusRead }) {
  return (
    <>
      {level ? (
        <Badge palette="blue">
          <Isolate>{level.name}</Isolate>
        </Badge>
      ) : null}
      {status === 'inactive' || status === 'suspended' ? (
        <Badge palette={accountStatusPalette[status]}>
          <AccountStatusText status={status} label="" />
        </Badge>
      ) : null}
    </>
  )
}

export interface ContactPerson {
  readonly first_name: string
  readonly phone_number: string | null
  readonly email: string | null
}

/**
 * How to reach someone: call (tel:) and WhatsApp where a phone is given, and e-mail. The chat
 * link is in the international form wa.me needs, with the signed-in consultant's country code;
 * a number it cannot make one of gets the call link only.
 */
export function ContactLinks({ person, compact = false }: { person: ContactPerson; compact?: boolean }) {
  const { login } = useSignedIn()
  const name = person.first_name
  const size = compact ? 'sm' : 'md'
  const chat = whatsappUrl(person.phone_number, login.phone_country_code)
  const mail = person.email ? mailtoUrl(person.email) : null
  if (!person.phone_number && !mail) {
    return (
      <p className="ui-text-sm ui-muted">
        <Trans>No contact details given.</Trans>
      </p>
    )
  }
  return (
    <div className="team-contacts">
      {person.phone_number ? (
        <>
          <a {...buttonStyle({ variant: 'outline', size })} href={telUrl(person.phone_number)}>
            <AppIcon name="phone" size="sm" />
            {compact ? (
              <span>
                <Trans>Call</Trans>
                <span className="ui-visually-hidden"> {name}</span>
              </span>
            ) : (
              <span>
                <span className="ui-visually-hidden">
                  <Trans>Call {name}:</Trans>{' '}
                </span>
                <Isolate dir="ltr">{person.phone_number}</Isolate>
              </span>
            )}
          </a>
          {chat ? (
            <a {...buttonStyle({ variant: 'outline', size })} href={chat} target="_blank" rel="noopener noreferrer">
              <AppIcon name="chat" size="sm" />
              <span>
                {/* Through the catalog: Arabic writes it واتساب, as everywhere else in the app. */}
                <Trans>WhatsApp</Trans>
                <span className="ui-visually-hidden"> {name}</span>
              </span>
            </a>
          ) : null}
        </>
      ) : null}
      {mail && !compact ? (
        <a {...buttonStyle({ variant: 'outline', size })} href={mail}>
          <AppIcon name="mail" size="sm" />
          <span className="ui-visually-hidden">
            <Trans>E-mail {name}:</Trans>{' '}
          </span>
          <Isolate className="ui-truncate">{person.email}</Isolate>
        </a>
      ) : null}
    </div>
  )
}
