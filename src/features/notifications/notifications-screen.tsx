import { useState, type ReactNode } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import { fromPromise } from 'xstate'
import type { Notification } from '../../api/schemas/notifications'
import { reportUnexpected } from '../../api/errors'
import { ageInWords, groupNotifications } from '../../domain/notification-age'
import { useFormatters } from '../../i18n/use-formatters'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { ErrorState } from '../../ui/error-state'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { SkeletonLines } from '../../ui/skeleton'
import { PagedFooter } from '../../ui/paged-footer'
import { noCollection, sameCollection, shownCollection, useTransitionSelector } from '../../ui/transition-selector'
import { pageSizes } from '../../config/constants'
import { useSystemActor } from '../../forms/use-system-actor'
import { isOpening, notificationOpeningMachine, openFailure, type NotificationOpeningMachine } from '../../../machines/notification-opening.machine'
import type { GoTo, NotificationsActions, NotificationsResources } from './notifications-data'
import { PushPanel } from './push-panel'
import './notifications.css'

export interface NotificationsScreenProps {
  readonly resources: NotificationsResources
  readonly actions: NotificationsActions
  /** When the screen was opened: the 'new' group is read against it. */
  readonly now: Date
  /** Where an opened notification's page is gone to (the route's navigate). */
  readonly go: GoTo
}

/**
 * Notifications (spec sections 2, 3, 4, 9): pages of 10, more on request until the total is
 * reached; 'new' (under about 24 hours old and still new) above 'earlier'; the unread count.
 * Opening one asks where it leads and goes there. Push on this device beside the list.
 */
export function NotificationsScreen({ resources, actions, now, go }: NotificationsScreenProps) {
  return (
    <div className="notifications ui-columns">
      <NotificationList resources={resources} actions={actions} now={now} go={go} />
      {resources.push && resources.settings ? <PushPanel push={resources.push} settings={resources.settings} saveSettings={actions.saveSettings} /> : null}
    </div>
  )
}

function NotificationList({ resources, actions, now, go }: NotificationsScreenProps) {
  const list = resources.list
  const { status, items } = useTransitionSelector(list, shownCollection, noCollection, sameCollection)
  const unread = useTransitionSelector(list, (s) => s.context.counts.total_unread ?? null, null)
  const total = useTransitionSelector(list, (s) => s.context.total, null)
  const failure = useTransitionSelector(list, (s) => s.context.failure, null)
  const opening = useOpening(actions, go)

  if (status === 'loading') {
    return (
      <section className="notifications-list" aria-busy="true" aria-labelledby="notifications-heading">
        <ListHeading unread={null} />
        <RowsLoading />
      </section>
    )
  }
  if (status === 'error') {
    return (
      <section className="notifications-list" aria-labelledby="notifications-heading">
        <ListHeading unread={null} />
        <ErrorState onRetry={() => list.send({ type: 'list.retry' })} failure={failure} />
      </section>
    )
  }
  if (status === 'empty') {
    return (
      <section className="notifications-list" aria-labelledby="notifications-heading">
        <ListHeading unread={null} />
        <EmptyState message={emptyMessages.notifications} icon="bell" />
      </section>
    )
  }
  const groups = groupNotifications(items, now)
  return (
    <section className="notifications-list" aria-labelledby="notifications-heading">
      <ListHeading unread={unread} />
      {groups.new.length > 0 ? (
        <Group title={<Trans>New</Trans>} id="new">
          {groups.new.map((n) => (
            <NotificationRow key={n.id} notification={n} fresh now={now} opening={opening} />
          ))}
        </Group>
      ) : null}
      {groups.earlier.length > 0 ? (
        <Group title={<Trans>Earlier</Trans>} id="earlier">
          {groups.earlier.map((n) => (
            <NotificationRow key={n.id} notification={n} fresh={false} now={now} opening={opening} />
          ))}
        </Group>
      ) : null}
      <PagedFooter
        collection={list}
        className="notifications-footer"
        live
        more={{ label: <Trans>Show more</Trans>, variant: 'outline', loadingText: <Trans>Loading…</Trans>, testId: 'notifications-more' }}
        end={
          total !== null ? (
            <p className="ui-muted ui-text-sm" data-testid="notifications-end">
              <Plural value={total} one="That is all: # notification" other="That is all: # notifications" />
            </p>
          ) : null
        }
      />
    </section>
  )
}

function ListHeading({ unread }: { unread: number | null }) {
  return (
    <div className="ui-row" data-between data-wrap>
      <h2 id="notifications-heading" className="ui-heading" data-size="sm">
        <Trans>Your notifications</Trans>
      </h2>
      {unread !== null && unread > 0 ? (
        <span className="ui-badge" data-palette="orange" data-size="md" data-testid="notifications-unread">
          <Plural value={unread} one="# unread" other="# unread" />
        </span>
      ) : null}
    </div>
  )
}

function Group({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <section className="notifications-group" aria-labelledby={`notifications-${id}`}>
      <h3 id={`notifications-${id}`} className="notifications-group-title">
        {title}
      </h3>
      <ul className="notifications-items">{children}</ul>
    </section>
  )
}

/** The opening machine with the route's `open` and `go`, made once for the list's rows: they stay the same consultant's while it shows. */
function useOpening(actions: NotificationsActions, go: GoTo): NotificationOpeningMachine {
  const [machine] = useState(() =>
    notificationOpeningMachine.provide({
      actors: { open: fromPromise(({ input }) => actions.open(input.notification, go)) },
      actions: { reportFailure: (_, { failure }) => reportUnexpected(failure) },
    }),
  )
  return machine
}

/**
 * A first page's room while it loads, row for row about as tall as notifications (a label that
 * often takes two lines, its age): push on this device, below the list, then starts where it will
 * stay instead of jumping a screen down when the page arrives.
 */
function RowsLoading() {
  return (
    <ul className="notifications-items">
      {Array.from({ length: pageSizes.notifications }, (_, index) => (
        <li key={index} className="notifications-item">
          <div className="notifications-open" data-static="">
            <span className="notifications-dot" aria-hidden="true" />
            <span className="notifications-text">
              <SkeletonLines
                lines={[
                  ['1.25rem', '85%'],
                  ['1.25rem', '55%'],
                  ['1rem', '25%'],
                ]}
              />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}

function NotificationRow({
  notification,
  fresh,
  now,
  opening,
}: {
  notification: Notification
  fresh: boolean
  now: Date
  opening: NotificationOpeningMachine
}) {
  const content = (
    <>
      <span className="notifications-dot" data-unread={notification.status === 'new' || undefined} aria-hidden="true" />
      <span className="notifications-text">
        <Isolate className="notifications-label">{notification.label}</Isolate>
        <Age createdAt={notification.created_at} now={now} />
      </span>
      {notification.status === 'new' ? (
        <span className="ui-visually-hidden">
          <Trans>Unread</Trans>
        </span>
      ) : null}
      {notification.has_redirect ? <AppIcon name="chevronRight" size="sm" className="notifications-go" /> : null}
    </>
  )
  return (
    <li className="notifications-item" data-fresh={fresh || undefined} data-testid="notification" data-id={notification.id}>
      {notification.has_redirect ? (
        <OpenNotification notification={notification} opening={opening}>
          {content}
        </OpenNotification>
      ) : (
        <div className="notifications-open" data-static="">
          {content}
        </div>
      )}
    </li>
  )
}

/** A notification that leads somewhere: its button, and why it could not be opened (the row's opening actor). */
function OpenNotification({ notification, opening, children }: { notification: Notification; opening: NotificationOpeningMachine; children: ReactNode }) {
  const actor = useSystemActor(`notification:${notification.id}`, { logic: opening, input: { notification } })
  const busy = useTransitionSelector(actor, isOpening, false)
  const failure = useTransitionSelector(actor, openFailure, null)
  return (
    <>
      <button
        type="button"
        className="notifications-open"
        onClick={() => actor.send({ type: 'notification.open' })}
        aria-busy={busy || undefined}
        disabled={busy}
      >
        {children}
        {busy ? <span className="ui-spinner" aria-hidden="true" /> : null}
      </button>
      {failure !== null ? (
        <p role="alert" className="notifications-failure ui-text-sm">
          {failure === 'noPage' ? (
            <Trans>This notification has no page to open.</Trans>
          ) : failure === 'offline' ? (
            <Trans>Could not open this notification. Check your connection and try again.</Trans>
          ) : (
            <Trans>Sorry, it seems an error occurred</Trans>
          )}
        </p>
      ) : null}
    </>
  )
}

/** "3 hours ago" in the consultant's language; the date from a week on. */
function Age({ createdAt, now }: { createdAt: string; now: Date }) {
  const formatters = useFormatters()
  const words = ageInWords(createdAt, now)
  return (
    <time className="notifications-age ui-muted ui-text-sm" dateTime={createdAt}>
      {words === null ? (
        formatters.day(createdAt.slice(0, 10))
      ) : words.unit === 'minute' && words.value === 0 ? (
        <Trans>Just now</Trans>
      ) : (
        formatters.relative(words.value, words.unit)
      )}
    </time>
  )
}
