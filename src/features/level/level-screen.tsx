import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Level } from '../../api'
import { levelProgress, type MonthFigures, type ProgressStep } from '../../domain/level-progress'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge } from '../../ui/badge'
import { buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { AppIcon, type IconName } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { AppLink } from '../../ui/app-link'
import { BackLink } from '../../ui/back-link'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import type { LevelAdvantagesResources, LevelLinks, LevelResources } from './level-data'
import './level.css'

export interface LevelScreenProps {
  /** Null for a consultant without a level (nothing to read). */
  readonly resources: LevelResources | null
  readonly links: LevelLinks
  /** The moment of the visit: the month the figures are of, and the days left in it. */
  readonly now: Date
}

/**
 * Level (spec section 2's /level): the consultant's level, what keeps it, and what it takes to
 * reach the next one in concrete units this month ('27 more completed orders this month'),
 * from the level call's targets and the month's own figures (src/domain/level-progress.ts).
 */
export function LevelScreen({ resources, links, now }: LevelScreenProps) {
  if (!resources) return <NoLevel />
  return (
    <div className="ui-columns">
      <ResourceView resource={resources.level} loading={<LevelLoading />}>
        {(level) => (
          <>
            <Card title={<Trans>Your level</Trans>}>
              <CurrentLevel level={level} links={links} />
            </Card>
            {level.next_level ? (
              <NextLevel level={level} next={level.next_level} resources={resources} links={links} now={now} />
            ) : (
              <Card title={<Trans>Next level</Trans>}>
                <TopLevel level={level} />
              </Card>
            )}
          </>
        )}
      </ResourceView>
    </div>
  )
}

function NoLevel() {
  return (
    <div className="ui-columns">
      <Card>
        <EmptyState message={emptyMessages.level} icon="award" />
      </Card>
    </div>
  )
}

function LevelLoading() {
  return (
    <Card>
      <LoadingLines lines={4} />
    </Card>
  )
}

function CurrentLevel({ level, links }: { level: Level; links: LevelLinks }) {
  const { t } = useLingui()
  const { number } = useFormatters()
  const rank = <Isolate>{number(level.rank)}</Isolate>
  const name = level.name
  const next = level.next_level?.name ?? null
  return (
    <div className="ui-stack">
      <div className="level-badge">
        <span className="ui-icon-bubble level-medal" data-rank={Math.min(level.rank, 4)}>
          <AppIcon name="award" size="lg" />
        </span>
        <div>
          <p className="level-name" data-testid="level-name">
            <Isolate>{name}</Isolate>
          </p>
          <p className="ui-text-sm ui-muted">
            <Trans>Level {rank}</Trans>
          </p>
        </div>
      </div>
      <nav className="level-links" aria-label={t`Advantages`}>
        <AppLink link={links.advantages} {...buttonStyle({ variant: 'outline', size: 'sm' })}>
          <AdvantagesOf name={name} />
        </AppLink>
        {next ? (
          <AppLink link={links.nextAdvantages} {...buttonStyle({ variant: 'outline', size: 'sm' })}>
            <AdvantagesOf name={next} />
          </AppLink>
        ) : null}
      </nav>
    </div>
  )
}

/**
 * "Silver advantages": the link to a level's advantages screen. In a span: the links are flex boxes, and a sentence
 * with an isolate straight in one would be cut into flex items, the space before the name dropped.
 */
function AdvantagesOf({ name: levelName }: { name: string }) {
  const name = <Isolate>{levelName}</Isolate>
  return (
    <span>
      <Trans>{name} advantages</Trans>
    </span>
  )
}

function TopLevel({ level }: { level: Level }) {
  const name = <Isolate>{level.name}</Isolate>
  return (
    <p className="ui-text-sm" data-testid="top-level">
      <Trans>{name} is the highest level: there is no level above it. Keep meeting its requirements each month to stay there.</Trans>
    </p>
  )
}

type NextLevelInfo = NonNullable<Level['next_level']>

function NextLevel({ level, next, resources, links, now }: { level: Level; next: NextLevelInfo; resources: LevelResources; links: LevelLinks; now: Date }) {
  const name = <Isolate>{next.name}</Isolate>
  return (
    <Card title={<Trans>What it takes to reach {name}</Trans>} data-testid="level-progress">
      <ResourceView resource={resources.figures} compact>
        {(figures) => <Progress level={level} next={next} figures={figures} now={now} />}
      </ResourceView>
      <p className="ui-text-sm level-more">
        <AppLink link={links.nextAdvantages} className="ui-link">
          <span>
            <Trans>What {name} brings you</Trans>
          </span>
        </AppLink>
      </p>
    </Card>
  )
}

function Progress({ next, figures, now }: { level: Level; next: NextLevelInfo; figures: MonthFigures; now: Date }) {
  const progress = levelProgress(next.targets, figures, now)
  const name = <Isolate>{next.name}</Isolate>
  const daysLeft = progress.daysLeft
  if (progress.steps.length === 0) return <Requirements requirements={next.requirements} label={<Trans>What {name} asks for</Trans>} />
  return (
    <div className="ui-stack">
      <p className="ui-text-sm ui-muted">
        <Trans>Your figures this month against the monthly targets of {name}.</Trans>
      </p>
      <ul className="level-steps ui-divided">
        {progress.steps.map((step) => (
          <Step key={step.kind} step={step} />
        ))}
      </ul>
      <p className="ui-text-sm" data-testid="level-summary">
        {progress.allMet ? (
          <Trans>You meet every target of {name} this month: keep it up until the month ends.</Trans>
        ) : (
          <Plural value={daysLeft} one="# day left this month." other="# days left this month." />
        )}
      </p>
    </div>
  )
}

/** A step's figures as text: the progress bar's aria-valuetext (nothing is laid out there, so nothing to isolate). */
function useSpokenValue(): (figures: { current: string | null; target: string }) => string {
  const { t } = useLingui()
  return ({ current, target }) => (current === null ? t`No rate yet, ${target} needed` : t`${current} of ${target}`)
}

function Step({ step }: { step: ProgressStep }) {
  const { t } = useLingui()
  const { number, percent } = useFormatters()
  const spoken = useSpokenValue()
  const rate = (value: number) => percent(value / 100, 1)
  let title: string
  let done: number
  let goal: number
  let shown: { current: string | null; target: string }
  switch (step.kind) {
    case 'completedOrders':
      title = t`Completed orders this month`
      shown = { current: number(step.current), target: number(step.target) }
      done = step.current
      goal = step.target
      break
    case 'successRate':
      title = t`Success rate this month`
      shown = { current: step.current === null ? null : rate(step.current), target: rate(step.target) }
      done = step.current ?? 0
      goal = step.target
      break
    case 'activeTeamMembers':
      title = t`Active team members`
      shown = { current: number(step.current), target: number(step.target) }
      done = step.current
      goal = step.target
      break
  }
  const valueText = spoken(shown)
  // Shown, each figure is an isolate in the sentence: "84.6 % of 85 %" keeps its order in Arabic.
  const current = shown.current === null ? null : <Isolate>{shown.current}</Isolate>
  const target = <Isolate>{shown.target}</Isolate>
  // What is still missing; a target met needs no sentence: its figures and the Met badge say it.
  let sentence: ReactNode
  if (step.met) sentence = null
  else if (step.kind === 'completedOrders') {
    const missing = step.missing
    sentence = <Plural value={missing} one="# more completed order this month" other="# more completed orders this month" />
  } else if (step.kind === 'activeTeamMembers') {
    const missing = step.missing
    sentence = <Plural value={missing} one="# more active team member" other="# more active team members" />
  } else {
    const needed = step.completedNeeded
    sentence =
      needed === null ? (
        <Trans>A success rate of {target} can no longer be reached this month.</Trans>
      ) : (
        <Plural
          value={needed}
          one={`# more completed order, with no failed one, brings your success rate to ${target}`}
          other={`# more completed orders, with no failed one, bring your success rate to ${target}`}
        />
      )
  }
  const max = goal > 0 ? goal : 1
  const value = Math.min(Math.max(done, 0), max)
  return (
    <li className="level-step" data-kind={step.kind} data-met={step.met || undefined} data-testid="level-step">
      <span className="ui-medium">{title}</span>
      <span className="level-step-value">
        <span className="level-step-figure" data-testid="level-step-value">
          {current === null ? (
            <Trans>No rate yet, {target} needed</Trans>
          ) : (
            <Trans>
              {current} of {target}
            </Trans>
          )}
        </span>
        {step.met ? (
          <Badge palette="green">
            <AppIcon name="check" size="xs" />
            <Trans>Met</Trans>
          </Badge>
        ) : null}
      </span>
      <div className="ui-progress" role="progressbar" aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={valueText} aria-label={title}>
        <span style={{ inlineSize: `${(value / max) * 100}%` }} />
      </div>
      {sentence ? (
        <p className="level-step-sentence" data-testid="level-step-sentence">
          {sentence}
        </p>
      ) : null}
    </li>
  )
}

function Requirements({ requirements, label }: { requirements: readonly string[]; label: ReactNode }) {
  if (requirements.length === 0) return null
  return (
    <div className="ui-stack">
      <h3 className="ui-heading" data-size="sm">
        {label}
      </h3>
      <LevelList items={requirements} icon="target" testId="level-requirements" />
    </div>
  )
}

export interface LevelAdvantagesScreenProps {
  /** Null for a consultant without a level. */
  readonly resources: LevelAdvantagesResources | null
  /** The consultant's own level, or the next one. */
  readonly which: 'current' | 'next'
  readonly links: LevelLinks
}

/**
 * Level advantages and next level advantages (spec section 2): what a level brings, and what
 * keeps it (current) or what it takes to reach it (next), as the level call words them.
 */
export function LevelAdvantagesScreen({ resources, which, links }: LevelAdvantagesScreenProps) {
  if (!resources) return <NoLevel />
  return (
    <div className="ui-columns">
      <BackLink link={links.level}>
        <Trans>Your level</Trans>
      </BackLink>
      <ResourceView resource={resources.level} loading={<LevelLoading />}>
        {(level) => (which === 'current' ? <CurrentAdvantages level={level} links={links} /> : <NextAdvantages level={level} links={links} />)}
      </ResourceView>
    </div>
  )
}

/** A level's advantages or requirements as the level call words them, each behind its icon. */
function LevelList({ items, icon, testId }: { items: readonly string[]; icon: IconName; testId: string }) {
  return (
    <ul className="level-list" data-testid={testId}>
      {items.map((item) => (
        <li key={item}>
          <AppIcon name={icon} size="sm" />
          <Isolate>{item}</Isolate>
        </li>
      ))}
    </ul>
  )
}

function CurrentAdvantages({ level, links }: { level: Level; links: LevelLinks }) {
  const name = <Isolate>{level.name}</Isolate>
  const next = level.next_level?.name ?? null
  return (
    <>
      <Card title={<Trans>What {name} brings you</Trans>}>
        <LevelList items={level.advantages} icon="check" testId="level-advantages" />
      </Card>
      <Card>
        <Requirements requirements={level.requirements} label={<Trans>What keeps you at {name}</Trans>} />
        <p className="ui-text-sm level-more">
          {next ? (
            <AppLink link={links.nextAdvantages} className="ui-link">
              <AdvantagesOf name={next} />
            </AppLink>
          ) : (
            <AppLink link={links.level} className="ui-link">
              <Trans>Your level</Trans>
            </AppLink>
          )}
        </p>
      </Card>
    </>
  )
}

function NextAdvantages({ level, links }: { level: Level; links: LevelLinks }) {
  const next = level.next_level
  if (!next) {
    const current = level.name
    return (
      <Card>
        <TopLevel level={level} />
        <p className="ui-text-sm level-more">
          <AppLink link={links.advantages} className="ui-link">
            <AdvantagesOf name={current} />
          </AppLink>
        </p>
      </Card>
    )
  }
  const name = <Isolate>{next.name}</Isolate>
  return (
    <>
      <Card title={<Trans>What {name} brings you</Trans>}>
        <LevelList items={next.advantages} icon="check" testId="level-advantages" />
      </Card>
      <Card>
        <Requirements requirements={next.requirements} label={<Trans>What it takes to reach {name}</Trans>} />
        <p className="ui-text-sm level-more">
          <AppLink link={links.level} className="ui-link">
            <Trans>Your progress this month</Trans>
          </AppLink>
        </p>
      </Card>
    </>
  )
}
