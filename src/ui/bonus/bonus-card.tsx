import { Link } from '@tanstack/react-router'
import { Trans as TransMessage } from '@lingui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Bonus, BonusFormats } from '../../api'
import { bonusPhase, bonusRemaining, type BonusPhase } from '../../domain/bonus-status'
import { localDayOf } from '../../domain/periods'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge, type BadgePalette } from '../badge'
import { Isolate } from '../isolate'
import { Skeleton, SkeletonLines } from '../skeleton'
import { bonusUnit } from './bonus-units'
import { bonusWords } from './bonus-words'
import { useBonusAmount } from './use-bonus-amount'
import './bonus.css'

const phasePalette: Record<BonusPhase, BadgePalette> = {
  available: 'blue',
  inProgress: 'orange',
  grace: 'orange',
  achieved: 'green',
  noLongerAvailable: 'gray',
}

/** A bonus's phase as a badge (spec section 4's states, and the grace period after the end). */
export function BonusPhaseBadge({ phase }: { phase: BonusPhase }) {
  const { t } = useLingui()
  const labels: Record<BonusPhase, string> = {
    available: t`Available`,
    inProgress: t`In progress`,
    grace: t`Being calculated`,
    achieved: t`Achieved`,
    noLongerAvailable: t`No longer available`,
  }
  return <Badge palette={phasePalette[phase]}>{labels[phase]}</Badge>
}

/** Progress towards the target, as a bar a screen reader reads as "12 items of 20 items". */
export function BonusProgress({ bonus, formats }: { bonus: Bonus; formats: BonusFormats['data'] | null }) {
  const { t } = useLingui()
  const amount = useBonusAmount()
  const unit = bonusUnit(bonus.format, formats)
  const progress = amount(bonus.progress, unit)
  const target = amount(bonus.target, unit)
  const name = bonus.name
  const max = bonus.target > 0 ? bonus.target : 1
  const value = Math.min(Math.max(bonus.progress, 0), max)
  return (
    <div className="bonus-progress">
      <div
        className="ui-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={t`${progress} of ${target}`}
        aria-label={t`Progress of ${name}`}
      >
        <span style={{ inlineSize: `${(value / max) * 100}%` }} />
      </div>
      <p className="ui-text-xs ui-muted">
        <ProgressOf progress={progress} target={target} />
      </p>
    </div>
  )
}

/** "12 items of 20 items", each figure isolated in the sentence. */
function ProgressOf({ progress: progressText, target: targetText }: { progress: string; target: string }) {
  const progress = <Isolate>{progressText}</Isolate>
  const target = <Isolate>{targetText}</Isolate>
  return (
    <Trans>
      {progress} of {target}
    </Trans>
  )
}

/** When it ends, or ended, and for how long it is still calculated. */
export function BonusTiming({ bonus, now }: { bonus: Bonus; now: Date }) {
  const { day } = useFormatters()
  const phase = bonusPhase(bonus, now)
  const remaining = bonusRemaining(bonus, now)
  const ended = <Isolate>{day(localDayOf(new Date(bonus.ends_at)))}</Isolate>
  const until = <Isolate>{day(localDayOf(remaining.calculationEndsAt))}</Isolate>
  if (remaining.daysLeft !== null) {
    const days = remaining.daysLeft
    return <p>{days === 0 ? <Trans>Ends today</Trans> : <Plural value={days} one="Ends in # day" other="Ends in # days" />}</p>
  }
  if (phase === 'grace') {
    return (
      <p>
        <Trans>
          Ended on {ended}; still calculated until {until}
        </Trans>
      </p>
    )
  }
  return (
    <p>
      <Trans>Ended on {ended}</Trans>
    </p>
  )
}

/** The flags of spec section 3: B2C only, daily chain performance. */
export function BonusFlags({ bonus }: { bonus: Bonus }) {
  if (!bonus.b2c_only && !bonus.daily_chain_performance) return null
  return (
    <div className="bonus-flags">
      {bonus.b2c_only ? (
        <Badge palette="gray" variant="outline">
          <Trans>B2C only</Trans>
        </Badge>
      ) : null}
      {bonus.daily_chain_performance ? (
        <Badge palette="gray" variant="outline">
          <Trans>Daily chain</Trans>
        </Badge>
      ) : null}
    </div>
  )
}

/**
 * The bonus's line under its name, the card's and the details' alike: what `bonusWords` says for its phase
 * and the consultant's account, each figure isolated in the sentence.
 */
export function BonusOutcome({ bonus, phase, formats, suspended, className }: BonusOutcomeProps) {
  const figures = useFormatters()
  const { message, tone } = bonusWords(
    { phase, suspended, unit: bonusUnit(bonus.format, formats), progress: bonus.progress, target: bonus.target, reward: bonus.reward },
    figures,
  )
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [name, typeof value === 'string' ? <Isolate>{value}</Isolate> : value]),
  )
  return (
    <p className={`bonus-card-reward${className ? ` ${className}` : ''}`} data-tone={tone} data-testid="bonus-outcome">
      <TransMessage id={message.id} message={message.message} values={values} />
    </p>
  )
}

export interface BonusOutcomeProps {
  readonly bonus: Pick<Bonus, 'format' | 'progress' | 'target' | 'reward'>
  readonly phase: BonusPhase
  readonly formats: BonusFormats['data'] | null
  /** The consultant's account is suspended: no bonus is promised. */
  readonly suspended: boolean
  readonly className?: string
}

export interface BonusCardProps {
  readonly bonus: Bonus
  readonly formats: BonusFormats['data'] | null
  readonly now: Date
  /** The consultant's account is suspended (the card says why nothing is promised). */
  readonly suspended: boolean
  /** Heading level of the bonus's name in the page's outline. */
  readonly headingLevel?: 'h3' | 'p'
  /** On a phone, the name and the outcome line only (bonus.css): the dashboard, whose figures come after. */
  readonly compact?: boolean
}

/** One bonus in a list: name, phase, progress, when it ends, what it pays; leads to its details. */
export function BonusCard({ bonus, formats, now, suspended, headingLevel: Heading = 'h3', compact }: BonusCardProps) {
  const phase = bonusPhase(bonus, now)
  return (
    <Link to="/bonuses/details/$id" params={{ id: String(bonus.id) }} className="bonus-card" data-testid="bonus-card" data-compact={compact ? '' : undefined}>
      <div className="bonus-card-head">
        <Heading className="ui-strong ui-text-sm ui-clamp-2">
          <Isolate>{bonus.name}</Isolate>
        </Heading>
        <BonusPhaseBadge phase={phase} />
      </div>
      <BonusProgress bonus={bonus} formats={formats} />
      <div className="ui-text-xs ui-muted bonus-card-meta">
        <BonusTiming bonus={bonus} now={now} />
      </div>
      <BonusOutcome bonus={bonus} phase={phase} formats={formats} suspended={suspended} className="ui-text-sm" />
      <BonusFlags bonus={bonus} />
    </Link>
  )
}

/** A card's lines: the name and phase, the bar, its figures, the timing, the reward (a card without flags). */
const cardLines = [['1.25rem', '60%'], ['0.5rem'], ['0.75rem', '40%'], ['1rem', '55%'], ['1.25rem', '35%']] as const

/**
 * Placeholders as tall as `count` bonus cards, for the list they go in; none is drawn as the
 * no-bonus message's place (icon and line), so what replaces them does not move the page.
 * Compact: on a phone only the first and last lines show, the name's and the outcome's (bonus.css).
 */
export function BonusCardsLoading({ count, compact }: { count: number; compact?: boolean }) {
  if (count === 0) {
    return (
      <div className="ui-empty-state">
        <Skeleton height="3rem" width="3rem" />
        <Skeleton height="1.5rem" width="60%" />
      </div>
    )
  }
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className="bonus-card" data-compact={compact ? '' : undefined}>
      <SkeletonLines lines={cardLines} />
    </div>
  ))
}
