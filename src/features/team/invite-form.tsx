import { useEffect, useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { TeamMember } from '../../api'
import { useFormMachine } from '../../forms/use-form-machine'
import { Button } from '../../ui/button'
import { DraftNotice } from '../../ui/form/draft-notice'
import { fieldErrorText } from '../../ui/form/field-error'
import { SubmitFailure } from '../../ui/form/submit-failure'
import { Isolate } from '../../ui/isolate'
import type { ResourceActor } from '../../../machines/resource.machine'
import { inviteFormMachine, knownEmailsSource } from './invite-values'
import './team.css'

export interface InviteFormProps {
  /** The team's members, once loaded: their e-mails are refused before the call. */
  readonly members: ResourceActor<readonly TeamMember[]>
  readonly selfEmail: string
  readonly leaderEmail: string | null
  readonly invite: (email: string, idempotencyKey: string) => Promise<string>
}

/**
 * Invite by e-mail (spec section 5's recruit rules). The form kit's machine: what the app knows
 * is refused before the call, the gateway's refusals come back on the field, a lost connection
 * offers Try again; the address typed is kept through every failure. After an invitation goes
 * out the form starts afresh for the next one.
 */
export function InviteForm(props: InviteFormProps) {
  const [sent, setSent] = useState<{ email: string; round: number } | null>(null)
  const round = sent?.round ?? 0
  const sentTo = sent?.email
  return (
    <div className="ui-stack">
      <InviteFields key={round} {...props} onSent={(email) => setSent({ email, round: round + 1 })} />
      {sentTo ? (
        <p role="status" className="ui-text-sm ui-medium team-notice" data-testid="invite-sent">
          <Trans>
            Invitation sent to <Isolate>{sentTo}</Isolate>.
          </Trans>
        </p>
      ) : null}
    </div>
  )
}

function InviteFields({ members, selfEmail, leaderEmail, invite, onSent }: InviteFormProps & { onSent: (email: string) => void }) {
  const { i18n } = useLingui()
  // A form's rules (useSelector): the members' e-mails are refused from the moment they arrive.
  const emails = useSelector(members, (snapshot) => snapshot.context.data)
  // The rules read what the app knows at the moment they run (the members may arrive after the form opened).
  const [known] = useState(() => knownEmailsSource({ self: selfEmail, leader: leaderEmail, members: [] }))
  useEffect(() => {
    known.set({ self: selfEmail, leader: leaderEmail, members: (emails ?? []).flatMap((m) => (m.email ? [m.email] : [])) })
  }, [known, selfEmail, leaderEmail, emails])
  const [machine] = useState(() => inviteFormMachine(known.get))
  const form = useFormMachine(machine, {
    initial: () => ({ email: '' }),
    submit: ({ email }, idempotencyKey) => invite(email.trim(), idempotencyKey),
    onDone: onSent,
    draft: 'team-invite',
  })
  const id = useId()
  const error = fieldErrorText(i18n, form.fieldErrors.email)
  const busy = form.status === 'submitting'
  return (
    <form className="ui-stack" noValidate onSubmit={form.onSubmit}>
      <DraftNotice shown={form.restored} submit={<Trans>Send the invitation</Trans>} />
      <div className="team-field">
        <label htmlFor={`${id}-email`} className="ui-text-sm ui-medium">
          <Trans>E-mail address of the person to invite</Trans>
        </label>
        <div className="team-field-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            className="team-input"
            inputMode="email"
            autoComplete="off"
            dir="ltr"
            value={form.values.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-help`}
            onChange={(event) => form.change({ email: event.currentTarget.value })}
          />
          <Button type="submit" loading={busy}>
            <Trans>Send the invitation</Trans>
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="ui-error-text ui-text-sm" data-testid="invite-error">
            {error}
          </p>
        ) : (
          <p id={`${id}-help`} className="ui-text-xs ui-muted">
            <Trans>
              A consultant can be referred only once. You cannot refer yourself, your team members, your team leader or your team leader's team leader.
            </Trans>
          </p>
        )}
      </div>
      {form.failure && form.status === 'failed' ? <SubmitFailure failure={form.failure} onRetry={form.retry} retrying={busy} /> : null}
    </form>
  )
}
