// Issue 39 §4: the taps a consultant makes every day, at both phone tiers. Used by run.mjs (its own row, `BENCH_ONLY=taps`
// for it alone).
//
// One run of a scenario: a new context (the persona's session, a phone's screen, touch), its screen loaded until idle,
// then its taps one after another (a touch tap, or a key for typing), each followed by what it changes on screen and by
// the page going idle again. The default reading (`measureTapsInThreadTime`) runs at full speed and traces each tap: the
// renderer main thread's thread time from the input event to the frame that shows it (thread-time.mjs
// `readInteraction`), times each tier's rate, so a busy machine reads the same. The reference (`measureTaps`,
// BENCH_FULL=1) slows the CPU to each tier's rate and reads Event Timing as the page would report it: the longest
// event of the interaction, in wall time, which the throttle's own spin and a busy machine lengthen.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { median } from './median.mjs'
import { phoneScreen, settle, traceCategories } from './cold-loads.mjs'
import { phoneTiers, readInteraction } from './thread-time.mjs'

/** Issue 39's goals for a tap, each a median: ≤ 100 ms at the mid tier, ≤ 200 ms at the low tier; typing ≤ 100 ms at both. */
export const tapGoal = { mid: 100, low: 200, typing: 100 }

/** The goal of one tap at a tier, in ms. */
export const tapGoalMs = (tap, tier) => (tap.typing ? tapGoal.typing : tapGoal[tier])

const wait = { timeout: 60_000 }
const mainMenu = (page) => page.getByRole('navigation', { name: 'Main menu' })
const urlOf = async (locator) => new URL((await locator.getAttribute('href')) ?? '', 'http://x').pathname
const pressed = (button) => button.and(button.page().locator('[aria-pressed="true"]')).waitFor(wait)

/** A period preset the screen is not showing (not the custom one): the period a consultant switches to. */
const otherPeriod = (page) =>
  page
    .getByRole('group', { name: 'Period' })
    .locator('button[aria-pressed="false"]')
    .filter({ hasNotText: /custom/i })
    .first()

/**
 * The scenarios: a screen, then its taps in order. Each tap: `act` makes it, `done` waits for what it changes on screen;
 * `before` (not measured) readies it. Found as a consultant finds them: the first row of a list, the menu's own link.
 */
export const tapScenarios = [
  {
    path: '/home',
    taps: [
      { name: 'open the menu', act: (page) => page.getByTestId('menu-button').tap(wait), done: (page) => mainMenu(page).waitFor(wait) },
      {
        name: 'a menu entry (Sales)',
        act: (page) => mainMenu(page).locator('[data-menu-item="sales"]').tap(wait),
        done: (page) => page.waitForURL((url) => url.pathname === '/sales', wait),
      },
    ],
  },
  {
    path: '/orders',
    taps: [
      {
        name: 'open an order',
        act: async (page, state) => {
          const row = page.getByTestId('order-row').first()
          state.order = await urlOf(row)
          await row.tap(wait)
        },
        done: (page, state) => page.waitForURL((url) => url.pathname === state.order, wait),
      },
      {
        name: 'back to the orders',
        act: (page) => page.getByRole('link', { name: 'All orders' }).tap(wait),
        done: (page) => page.waitForURL((url) => url.pathname === '/orders', wait),
      },
    ],
  },
  {
    path: '/orders',
    taps: [
      {
        name: 'open the filters',
        act: (page) => page.getByRole('link', { name: /^Filters/ }).tap(wait),
        done: (page) => page.getByRole('form', { name: 'Filters' }).waitFor(wait),
      },
      {
        name: 'tick a filter',
        act: (page) => page.getByRole('group', { name: 'Current item status' }).getByRole('checkbox').first().tap(wait),
        done: (page) => page.getByRole('group', { name: 'Current item status' }).locator('input:checked').first().waitFor(wait),
      },
      {
        name: 'apply the filters',
        act: (page) => page.getByRole('button', { name: 'Apply' }).tap(wait),
        done: (page) => page.waitForURL((url) => url.pathname === '/orders' && url.searchParams.has('status'), wait),
      },
    ],
  },
  {
    path: '/sales',
    taps: [
      {
        name: 'another period (/sales)',
        act: async (page, state) => {
          state.period = (await otherPeriod(page).textContent())?.trim()
          await otherPeriod(page).tap(wait)
        },
        done: (page, state) => pressed(page.getByRole('group', { name: 'Period' }).getByRole('button', { name: state.period, exact: true })),
      },
    ],
  },
  {
    path: '/commissions',
    taps: [
      {
        name: 'another period (/commissions)',
        act: async (page, state) => {
          state.period = (await otherPeriod(page).textContent())?.trim()
          await otherPeriod(page).tap(wait)
        },
        done: (page, state) => pressed(page.getByRole('group', { name: 'Period' }).getByRole('button', { name: state.period, exact: true })),
      },
    ],
  },
  {
    path: '/team-members',
    taps: [
      {
        name: 'open a team member',
        act: async (page, state) => {
          const member = page.locator('main a[href^="/team-members/"]:not([href^="/team-members/recruit"])').first()
          state.member = await urlOf(member)
          await member.tap(wait)
        },
        done: (page, state) => page.waitForURL((url) => url.pathname === state.member, wait),
      },
    ],
  },
  {
    path: '/bonuses',
    taps: [
      {
        name: 'open a bonus',
        act: async (page, state) => {
          const bonus = page.locator('a[href*="/bonuses/details/"]').first()
          state.bonus = await urlOf(bonus)
          await bonus.tap(wait)
        },
        done: (page, state) => page.waitForURL((url) => url.pathname === state.bonus, wait),
      },
    ],
  },
  {
    path: '/personal-info/edit',
    taps: [
      {
        name: 'type a letter (personal info)',
        typing: true,
        // The caret at the end of the first name, as after a tap into it: not measured.
        before: async (page) => {
          const field = page.getByTestId('personal-form').getByLabel('First name')
          await field.tap(wait)
          await field.press('End')
        },
        act: (page) => page.keyboard.press('a'),
        done: (page) =>
          page.waitForFunction(() => document.activeElement instanceof HTMLInputElement && document.activeElement.value.endsWith('a'), null, wait),
      },
    ],
  },
  {
    path: '/account',
    taps: [
      {
        name: 'switch the language',
        act: (page) => page.locator('main button[data-early-tap="language-fr"]').tap(wait),
        done: (page) => page.locator('html[lang="fr"]').waitFor({ ...wait, state: 'attached' }),
        // Back to English, so the next run starts where this one did (the choice is kept by the gateway too).
        after: async (page) => {
          await page.locator('main button[data-early-tap="language-en"]').tap(wait)
          await page.locator('html[lang="en"]').waitFor({ ...wait, state: 'attached' })
        },
      },
    ],
  },
]

/** Installed before the page's scripts: every event with an interaction, as Event Timing reports it. */
function observeInteractions() {
  const seen = []
  window.__benchInteractions = seen
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/**
 * The interaction made since `since` (page time): the longest event of the first interaction that started after it, in
 * ms, and the event's name; 0 when none was reported (an interaction under 16 ms). Event Timing reports an event once
 * the frame after it is presented, and the observer hears of it a task later: a few frames and tasks are waited for.
 */
async function interactionSince(page, since) {
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))))
    const events = await page.evaluate((from) => window.__benchInteractions.filter((event) => event.start >= from), since)
    if (events.length > 0) {
      const first = Math.min(...events.map((event) => event.start))
      const id = events.find((event) => event.start === first).id
      const longest = events.filter((event) => event.id === id).reduce((a, b) => (b.duration > a.duration ? b : a))
      return { ms: longest.duration, event: longest.name }
    }
  }
  return { ms: 0, event: '' }
}

/** A scenario's screen in a new context (the persona's session, a phone's screen, touch), loaded until idle. */
async function openScenario(browser, origin, storageState, scenario) {
  const context = await browser.newContext({ ...phoneScreen, storageState, serviceWorkers: 'block', ignoreHTTPSErrors: true })
  await context.addInitScript(observeInteractions)
  const page = await context.newPage()
  try {
    await page.goto(`${origin}${scenario.path}`, wait)
    await page.getByRole('main').first().waitFor(wait)
    await settle(page)
    return { context, page }
  } catch (error) {
    await context.close()
    throw error
  }
}

/** One run of a scenario at `rate`: each tap's interaction, in order. */
async function runScenario(browser, origin, storageState, scenario, rate) {
  const { context, page } = await openScenario(browser, origin, storageState, scenario)
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const state = {}
    const results = []
    try {
      for (const tap of scenario.taps) {
        if (tap.before) await tap.before(page, state)
        await settle(page)
        const since = await page.evaluate(() => performance.now())
        await tap.act(page, state)
        await tap.done(page, state)
        results.push(await interactionSince(page, since))
        await settle(page)
        if (tap.after) await tap.after(page, state)
      }
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {})
    }
    return results
  } finally {
    await context.close()
  }
}

/**
 * One run of a scenario at full speed, each tap traced (from just before the input until what it changes is on
 * screen): each tap's interaction in thread time (thread-time.mjs `readInteraction`), and the
 * Event Timing duration at full speed beside it. BENCH_TAP_TRACES=<folder> keeps each trace.
 */
async function runScenarioTraced(browser, origin, storageState, scenario, run) {
  const { context, page } = await openScenario(browser, origin, storageState, scenario)
  try {
    const state = {}
    const results = []
    for (const [t, tap] of scenario.taps.entries()) {
      if (tap.before) await tap.before(page, state)
      await settle(page)
      const since = await page.evaluate(() => performance.now())
      await browser.startTracing(page, { categories: traceCategories })
      let trace
      try {
        await tap.act(page, state)
        // Nothing runs in the page until the tap's frame is long past (at full speed within a few ms): Playwright's checks
        // evaluate script in the page, ~10 ms of thread time that would otherwise fall before that frame.
        await new Promise((resolve) => setTimeout(resolve, 300))
        await tap.done(page, state)
      } finally {
        trace = await browser.stopTracing()
      }
      const keep = process.env.BENCH_TAP_TRACES
      if (keep) {
        mkdirSync(keep, { recursive: true })
        writeFileSync(join(keep, `${scenario.path.replaceAll('/', '_')}-${t}-${run}.trace.json`), trace)
      }
      const interaction = readInteraction(JSON.parse(trace.toString()))
      if (!interaction) throw new Error(`${tap.name}: no input event in its trace`)
      results.push({ ...interaction, eventTimingMs: (await interactionSince(page, since)).ms })
      await settle(page)
      if (tap.after) await tap.after(page, state)
    }
    return results
  } finally {
    await context.close()
  }
}

/**
 * Every scenario `runs` times at full speed, traced: per tap the median thread time, each tier's figure (thread time ×
 * the tier's rate), and whether the tap meets its goal at both tiers. The default reading (issue 39: the same on a busy
 * machine); `measureTaps` below is the Event Timing reading at the tiers' rates, in wall time.
 */
export async function measureTapsInThreadTime(browser, origin, storageState, { runs, rates }) {
  const rows = []
  const only = process.env.BENCH_TAPS?.split(',')
  for (const scenario of tapScenarios.filter((s) => !only || only.includes(s.path))) {
    const scenarioRuns = []
    for (let i = 0; i < runs; i++) scenarioRuns.push(await runScenarioTraced(browser, origin, storageState, scenario, i))
    scenario.taps.forEach((tap, t) => {
      const each = scenarioRuns.map((results) => results[t])
      const threadMs = median(each.map((r) => r.threadMs))
      const tiers = Object.fromEntries(phoneTiers.map((tier) => [tier.id, threadMs * rates[tier.id]]))
      rows.push({
        name: tap.name,
        path: scenario.path,
        typing: Boolean(tap.typing),
        threadMs,
        threadRuns: each.map((r) => r.threadMs),
        longestMs: median(each.map((r) => r.longestMs)),
        eventTimingMs: median(each.map((r) => r.eventTimingMs)),
        events: [...new Set(each.map((r) => r.event))],
        tiers,
        met: phoneTiers.every((tier) => tiers[tier.id] <= tapGoalMs(tap, tier.id)),
      })
    })
  }
  return rows
}

/**
 * Every scenario `runs` times at each tier's rate (`rates`, thread-time.mjs `tierRates`); per tap and tier the median
 * and each run's figure, and whether the tap meets its goal at both tiers.
 */
export async function measureTaps(browser, origin, storageState, { runs, rates }) {
  const rows = []
  // BENCH_TAPS=/home,/orders: only the scenarios on those screens (a tap being worked on).
  const only = process.env.BENCH_TAPS?.split(',')
  for (const scenario of tapScenarios.filter((s) => !only || only.includes(s.path))) {
    const byTier = {}
    for (const tier of phoneTiers) {
      const scenarioRuns = []
      for (let i = 0; i < runs; i++) scenarioRuns.push(await runScenario(browser, origin, storageState, scenario, rates[tier.id]))
      byTier[tier.id] = scenarioRuns
    }
    scenario.taps.forEach((tap, t) => {
      const tiers = Object.fromEntries(
        phoneTiers.map((tier) => {
          const each = byTier[tier.id].map((results) => results[t])
          return [
            tier.id,
            { ms: median(each.map((result) => result.ms)), runs: each.map((result) => result.ms), events: [...new Set(each.map((r) => r.event))] },
          ]
        }),
      )
      rows.push({
        name: tap.name,
        path: scenario.path,
        typing: Boolean(tap.typing),
        tiers,
        met: phoneTiers.every((tier) => tiers[tier.id].ms <= tapGoalMs(tap, tier.id)),
      })
    })
  }
  return rows
}
