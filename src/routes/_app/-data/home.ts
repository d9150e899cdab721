import type { Bonus, FeatureToggle, GatewayClient, LoginData } from '../../../api'
import type { StoredValue } from '../../../app/storedValues'
import { monthRange, type DayRangeQuery } from '../../../domain/month-range'
import { createActor, type AnyActorRef } from 'xstate'
import { commissionComparison, salesComparison, type DashboardMachines, type DashboardResources } from '../../../features/dashboard/summary'
import { isFeatureEnabled } from '../../../../machines/featureToggles'
import { resourceOf } from '../../../../machines/resource.machine'

/**
 * The dashboard's resources with their gateway calls. The month summary asks for the totals
 * of this calendar month and of last month (two calls each for sales and commissions).
 * A part whose feature toggle is off is not loaded at all.
 */
export function homeResources(client: GatewayClient, login: LoginData, now: () => Date = () => new Date()): DashboardMachines {
  const id = login.customer_data.id
  const when = <T>(toggle: FeatureToggle, make: (consultantId: number) => T): T | null =>
    id !== null && isFeatureEnabled(login, toggle) ? make(id) : null
  const bothMonths = <T>(consultantId: number, load: (consultantId: number, month: DayRangeQuery) => Promise<T>) =>
    Promise.all([load(consultantId, monthRange(now())), load(consultantId, monthRange(now(), -1))])

  return {
    blocks: resourceOf(() => client.content.homepage(), 'homeBlocks'),
    bonuses: when('bonus', (consultantId) =>
      resourceOf<readonly Bonus[]>(async () => (await client.bonuses.homepage(consultantId)).data, 'homeBonuses'),
    ),
    sales: when('sales', (consultantId) =>
      resourceOf(async () => salesComparison(...(await bothMonths(consultantId, client.sales.total))), 'salesSummary'),
    ),
    commissions: when('commissions', (consultantId) =>
      resourceOf(async () => commissionComparison(...(await bothMonths(consultantId, client.commissions.total))), 'commissionsSummary'),
    ),
    agreement: resourceOf(() => client.content.block('agreement'), 'agreementBlock'),
  }
}

export interface HomeData {
  readonly resources: DashboardResources
  /** How many bonus cards the placeholder draws: as many as the last visit showed, one the first time. */
  readonly bonusPlaceholders: number
  /** Stops the reads (the route's onLeave). */
  stop(): void
}

let running: HomeData | null = null

/**
 * The route's loader starts the dashboard's reads, so they go out beside the screen's own
 * chunk instead of after it has rendered (the first figures show sooner on a slow network).
 * The figures at the top come first: the home blocks (the slider and products, with their
 * images, below the first screen on a phone and on a desktop) are asked for once the month
 * summary has arrived or failed, so on a slow connection they do not compete with it.
 * A visit stops the previous visit's reads, whatever ended it.
 */
export function startHomeData(
  client: GatewayClient,
  login: LoginData,
  { now, bonusCount }: { now?: () => Date; bonusCount?: StoredValue<number> } = {},
): HomeData {
  running?.stop()
  const machines = homeResources(client, login, now)
  const start = <T extends Parameters<typeof createActor>[0]>(machine: T) => createActor(machine).start()
  const resources: DashboardResources = {
    blocks: createActor(machines.blocks),
    bonuses: machines.bonuses && start(machines.bonuses),
    sales: machines.sales && start(machines.sales),
    commissions: machines.commissions && start(machines.commissions),
    agreement: machines.agreement,
  }
  const summary: AnyActorRef[] = [resources.sales, resources.commissions].filter((actor) => actor !== null)
  const summarySettled = () => summary.every((actor) => !actor.getSnapshot().hasTag('busy'))
  let stopped = false
  let blocksStarted = false
  const startBlocks = () => {
    if (blocksStarted || stopped) return
    blocksStarted = true
    subscriptions.forEach((subscription) => subscription.unsubscribe())
    resources.blocks.start()
  }
  const subscriptions = summary.map((actor) => actor.subscribe(() => (summarySettled() ? startBlocks() : undefined)))
  if (summarySettled()) startBlocks()
  // The count shown is remembered for the next visit's placeholder.
  const counted = resources.bonuses?.subscribe((snapshot) => {
    if (snapshot.matches('loaded') && snapshot.context.data) bonusCount?.set(snapshot.context.data.length)
  })
  const data: HomeData = {
    resources,
    bonusPlaceholders: bonusCount?.get() ?? 1,
    stop: () => {
      stopped = true
      counted?.unsubscribe()
      subscriptions.forEach((subscription) => subscription.unsubscribe())
      for (const actor of [resources.blocks, resources.bonuses, resources.sales, resources.commissions]) actor?.stop()
      if (running === data) running = null
    },
  }
  running = data
  return data
}
