import type { Bonus, FeatureToggle, GatewayClient, LoginData } from '../../../api'
import type { StoredValue } from '../../../app/stored-values'
import { monthRange, type DayRangeQuery } from '../../../domain/month-range'
import type { AnyActorRef } from 'xstate'
import { commissionComparison, salesComparison, type DashboardMachines, type DashboardResources } from '../../../features/dashboard/summary'
import { isFeatureEnabled } from '../../../../machines/feature-toggles'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

/**
 * The dashboard's resources with their gateway calls. The month summary asks for the totals
 * of this calendar month and of last month (two calls each for sales and commissions).
 * A part whose feature toggle is off is not loaded at all.
 */
export function homeResources(client: GatewayClient, login: LoginData, now: () => Date = () => new Date()): DashboardMachines {
  const id = login.customer_data.id
  const when = <T>(toggle: FeatureToggle, make: (consultantId: number) => T): T | null => (id !== null && isFeatureEnabled(login, toggle) ? make(id) : null)
  const bothMonths = <T>(consultantId: number, load: (consultantId: number, month: DayRangeQuery) => Promise<T>) =>
    Promise.all([load(consultantId, monthRange(now())), load(consultantId, monthRange(now(), -1))])

  return {
    blocks: resourceOf(() => client.content.homepage(), 'homeBlocks'),
    bonuses: when('bonus', (consultantId) => resourceOf<readonly Bonus[]>(async () => (await client.bonuses.homepage(consultantId)).data, 'homeBonuses')),
    sales: when('sales', (consultantId) => resourceOf(async () => salesComparison(...(await bothMonths(consultantId, client.sales.total))), 'salesSummary')),
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

/**
 * The route's loader starts the dashboard's reads in the app's system (`screen:/home:sales`, …),
 * so they go out beside the screen's own chunk instead of after it has rendered (the first
 * figures show sooner on a slow network). The figures at the top come first: the home blocks
 * (the slider and products, with their images, below the first screen on a phone and on a
 * desktop) are asked of the network once the month summary's network answer has arrived or
 * failed, so on a slow connection they do not compete with it (their cached copy, like the
 * summary's, shows at once: machines/resource.machine.ts). The same visit again (the first load runs the loader twice) gets
 * the reads running; the month is part of the key.
 */
export function startHomeData(
  { client, system }: ScreenContext,
  login: LoginData,
  { now = () => new Date(), bonusCount }: { now?: () => Date; bonusCount?: StoredValue<number> } = {},
): HomeData {
  let summarySettled = () => {}
  const summaryDone = new Promise<void>((resolve) => (summarySettled = resolve))
  const reads = startScreenReads(system, '/home', JSON.stringify([login.customer_data.id, monthRange(now()).date_from]), () => {
    const machines = homeResources(client, login, now)
    return {
      sales: machines.sales,
      commissions: machines.commissions,
      bonuses: machines.bonuses,
      // From the network, waits for the month summary's (below); the cached copy shows at once.
      blocks: resourceOf(async (from) => {
        if (from === 'network') await summaryDone
        return client.content.homepage()
      }, 'homeBlocks'),
    }
  })
  const { sales, commissions, bonuses, blocks } = reads.resources
  if (reads.started) {
    const summary: AnyActorRef[] = [sales, commissions].filter((actor) => actor !== null)
    // The network's answer (or failure) is in: not loading any more, whatever a cached copy showed meanwhile.
    const settled = () => summary.every((actor) => actor.getSnapshot().status !== 'active' || !actor.getSnapshot().matches('loading'))
    if (settled()) summarySettled()
    else {
      const subscriptions = summary.map((actor) =>
        actor.subscribe(() => {
          if (!settled()) return
          subscriptions.forEach((subscription) => subscription.unsubscribe())
          summarySettled()
        }),
      )
    }
    // The count shown is remembered for the next visit's placeholder.
    bonuses?.subscribe((snapshot) => {
      if (snapshot.matches('loaded') && snapshot.context.data) bonusCount?.set(snapshot.context.data.length)
    })
  }
  return {
    // The agreement's text loads when its dialog opens (the dialog starts it): the machine, not an actor.
    resources: { sales, commissions, bonuses, blocks, agreement: homeResources(client, login, now).agreement },
    bonusPlaceholders: bonusCount?.get() ?? 1,
    stop: reads.stop,
  }
}
