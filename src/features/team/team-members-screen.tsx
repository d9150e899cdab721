import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { TeamMember, TeamSalesTotal } from '../../api'
import { useFormatters } from '../../i18n/use-formatters'
import { Avatar } from '../../ui/avatar'
import { Button, buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { ErrorState } from '../../ui/error-state'
import { FigureTile } from '../../ui/figures/figure-tile'
import { ItemCount } from '../../ui/figures/item-count'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { ScreenPeriodPicker, type PeriodProps } from '../../ui/period-picker'
import { noResource, ResourceView, resourceData, sameResource, shownResource } from '../../ui/resource-view'
import { useTransitionSelector } from '../../ui/transition-selector'
import { ScrollToTop } from '../../ui/scroll-to-top'
import { Skeleton } from '../../ui/skeleton'
import { fullName, gettingStarted, MEMBER_SORTS, searchMembers, sortMembers, teamRows, type MemberSort, type TeamRow } from './members'
import { MemberBadges, NextStepBadge, RecruitRow } from './team-parts'
import type { TeamListResources } from './team-data'
import './team.css'

export interface TeamMembersScreenProps extends PeriodProps {
  readonly resources: TeamListResources
  /** The search and sort in the URL; the screen reports changes (the route replaces the URL). */
  readonly query: string
  readonly sort: MemberSort
  readonly onQueryChange: (query: string) => void
  readonly onSortChange: (sort: MemberSort) => void
  readonly memberLink: (id: number) => AppLinkOptions
  readonly recruitLink: AppLinkOptions
}

const SORT_LABELS: Record<MemberSort, MessageDescriptor> = {
  name: msg`Name`,
  sales: msg`Sales`,
  newest: msg`Newest`,
}

/**
 * Your team (spec sections 1, 2 and 6): the period's team figures, the recruits still getting
 * started (whom to help with what), and every member with their sales, items and commission,
 * sorted and searched by name. A plain list: rows off screen skip layout and paint
 * (content-visibility), enough for a hundred members on a cheap phone (docs/decisions/screens.md).
 */
export function TeamMembersScreen(props: TeamMembersScreenProps) {
  const { resources, recruitLink } = props
  return (
    <div className="team">
      <div className="team-head">
        <ScreenPeriodPicker {...props} />
        <AppLink link={recruitLink} {...buttonStyle({}, 'team-recruit-link')}>
          <AppIcon name="send" size="sm" />
          <Trans>Recruit a member</Trans>
        </AppLink>
      </div>
      <ResourceView resource={resources.members} loading={<ListLoading />}>
        {(members) => (members.length === 0 ? <NoMembers recruitLink={recruitLink} /> : <Team members={members} {...props} />)}
      </ResourceView>
      <ScrollToTop />
    </div>
  )
}

function NoMembers({ recruitLink }: { recruitLink: AppLinkOptions }) {
  return (
    <Card>
      <EmptyState message={emptyMessages.teamMembers} icon="users">
        <AppLink link={recruitLink} {...buttonStyle({ variant: 'outline' })}>
          <Trans>Recruit a member</Trans>
        </AppLink>
      </EmptyState>
    </Card>
  )
}

function Team({ members, resources, query, sort, onQueryChange, onSortChange, memberLink }: TeamMembersScreenProps & { members: readonly TeamMember[] }) {
  const { i18n } = useLingui()
  // The period's sales come after the members: every row shows its member's, drawn in a render that gives way.
  const sales = useTransitionSelector(resources.sales, resourceData, null)
  const rows = useMemo(() => teamRows(members, sales), [members, sales])
  const starting = useMemo(() => gettingStarted(rows), [rows])
  return (
    <>
      <Card title={<Trans>Team this period</Trans>} aria-live="polite">
        <TeamTotals resources={resources} count={members.length} sales={sales} />
      </Card>
      {starting.length > 0 ? <GettingStarted rows={starting} memberLink={memberLink} /> : null}
      <Card title={<Trans>Members</Trans>}>
        <MemberList
          rows={rows}
          locale={i18n.locale}
          query={query}
          sort={sort}
          onQueryChange={onQueryChange}
          onSortChange={onSortChange}
          memberLink={memberLink}
        />
      </Card>
    </>
  )
}

function TeamTotals({ resources, count, sales }: { resources: TeamListResources; count: number; sales: TeamSalesTotal | null }) {
  const { money, number } = useFormatters()
  const { status, failure } = useTransitionSelector(resources.sales, shownResource, noResource, sameResource)
  if (status === 'error') return <ErrorState compact onRetry={() => resources.sales.send({ type: 'resource.retry' })} failure={failure} />
  return (
    <div className="figures-tiles">
      {sales && status === 'loaded' ? (
        <>
          <FigureTile lead label={<Trans>Team sales</Trans>} value={money(sales.total_sales)} testId="team-sales" />
          <FigureTile label={<Trans>Members</Trans>} value={number(count)} testId="team-count" />
          <FigureTile
            label={<Trans>Members' commission</Trans>}
            value={money(sales.commission)}
            testId="team-commission"
            note={<Trans>What your members earned on their own sales.</Trans>}
          />
        </>
      ) : (
        <>
          {[0, 1].map((key) => (
            <div key={key} className="figures-tile" aria-busy="true">
              <Skeleton height="1rem" width="50%" />
              <Skeleton height="1.75rem" width="70%" />
            </div>
          ))}
          <FigureTile label={<Trans>Members</Trans>} value={number(count)} testId="team-count" />
        </>
      )}
    </div>
  )
}

/** Recruits who have not made a first sale yet, the longest waiting first, with their next step and a way to reach them. */
function GettingStarted({ rows, memberLink }: { rows: readonly TeamRow[]; memberLink: (id: number) => AppLinkOptions }) {
  return (
    <Card title={<Trans>Getting started</Trans>} data-testid="getting-started">
      <p className="ui-text-sm ui-muted">
        <Plural
          value={rows.length}
          one="# recruit has not made a first sale yet. A call or a message helps."
          other="# recruits have not made a first sale yet. A call or a message helps."
        />
      </p>
      <ul className="team-starting">
        {rows.map(({ member }) => (
          <RecruitRow key={member.id} member={member} link={memberLink(member.id)} />
        ))}
      </ul>
    </Card>
  )
}

interface MemberListProps extends Pick<TeamMembersScreenProps, 'query' | 'sort' | 'onQueryChange' | 'onSortChange' | 'memberLink'> {
  readonly rows: readonly TeamRow[]
  readonly locale: string
}

/** How long typing waits before the URL follows (the list itself follows every key). */
const URL_DELAY_MS = 400

function MemberList({ rows, locale, query, sort, onQueryChange, onSortChange, memberLink }: MemberListProps) {
  const { t, i18n } = useLingui()
  const [text, setText] = useState(query)
  const typed = useDeferredValue(text)
  const sorted = useMemo(() => sortMembers(rows, sort, locale), [rows, sort, locale])
  const shown = useMemo(() => searchMembers(sorted, typed), [sorted, typed])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const change = (value: string) => {
    setText(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onQueryChange(value.trim()), URL_DELAY_MS)
  }
  const total = rows.length
  const found = shown.length
  return (
    <div className="ui-stack">
      <div className="team-tools">
        <label className="team-search">
          <span className="ui-text-sm ui-medium">
            <Trans>Search by name</Trans>
          </span>
          <span className="team-search-box">
            <AppIcon name="search" size="sm" />
            <input
              type="search"
              className="team-input"
              value={text}
              onChange={(event) => change(event.currentTarget.value)}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={60}
            />
          </span>
        </label>
        <div className="team-sort" role="group" aria-label={t`Sort by`}>
          <span className="ui-text-sm ui-medium" aria-hidden="true">
            <Trans>Sort by</Trans>
          </span>
          <div className="team-sort-options">
            {MEMBER_SORTS.map((option) => (
              <button key={option} type="button" className="team-sort-option" aria-pressed={sort === option} onClick={() => onSortChange(option)}>
                {i18n._(SORT_LABELS[option])}
              </button>
            ))}
          </div>
        </div>
      </div>
      <p className="ui-text-sm ui-muted" role="status" data-testid="member-count">
        {found === total ? (
          <Plural value={total} one="# member" other="# members" />
        ) : (
          <Trans>
            {found} of <Plural value={total} one="# member" other="# members" />
          </Trans>
        )}
      </p>
      {found === 0 ? (
        <div className="ui-empty-state">
          <p className="ui-medium">
            <NoMatch text={typed} />
          </p>
          <Button variant="outline" size="sm" onClick={() => change('')}>
            <Trans>Clear the search</Trans>
          </Button>
        </div>
      ) : (
        <ul className="team-rows" aria-label={t`Team members`}>
          {shown.map((row) => (
            <MemberRow key={row.member.id} row={row} link={memberLink(row.member.id)} />
          ))}
        </ul>
      )}
    </div>
  )
}

/** The search found nobody: what was typed, isolated in the sentence (a Latin name in an Arabic one). */
function NoMatch({ text }: { text: string }) {
  const typed = <Isolate>{text}</Isolate>
  return <Trans>No member's name starts with “{typed}”.</Trans>
}

function MemberRow({ row, link }: { row: TeamRow; link: AppLinkOptions }) {
  const { money } = useFormatters()
  const { member, figures } = row
  const name = fullName(member)
  return (
    <li className="team-row">
      <AppLink link={link} className="team-row-link">
        <Avatar name={name} />
        <span className="ui-name-figure">
          <span className="team-row-text">
            <Isolate className="ui-medium team-row-name">{name}</Isolate>
            <span className="team-row-badges">
              <MemberBadges level={member.level} status={member.status} />
              <NextStepBadge onboarding={member.onboarding} />
            </span>
          </span>
          <span className="team-row-figures">
            {figures ? (
              <>
                <span className="ui-strong" data-testid="member-sales">
                  <Isolate>{money(figures.total_sales)}</Isolate>
                </span>
                <span className="ui-text-xs ui-muted">
                  <ItemCount count={figures.items} />
                </span>
                <CommissionLine commission={money(figures.commission)} />
              </>
            ) : (
              <Skeleton height="1rem" width="4rem" />
            )}
          </span>
        </span>
        <AppIcon name="chevronRight" size="sm" />
      </AppLink>
    </li>
  )
}

function ListLoading() {
  return (
    <Card>
      <div className="ui-stack" aria-busy="true">
        {[0, 1, 2, 3, 4].map((key) => (
          <div key={key} className="ui-row">
            <Skeleton height="2.5rem" width="2.5rem" />
            <div className="ui-stack ui-grow" style={{ ['--gap' as string]: '0.25rem' }}>
              <Skeleton height="1rem" width="60%" />
              <Skeleton height="0.75rem" width="30%" />
            </div>
          </div>
        ))}
      </div>
    </Card>
  )
}

function CommissionLine({ commission }: { commission: string }) {
  return (
    <span className="ui-text-xs ui-muted">
      <Trans>
        Commission: <Isolate>{commission}</Isolate>
      </Trans>
    </span>
  )
}
