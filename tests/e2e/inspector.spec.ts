import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * The whole app in the inspector (issue 20 §3): an inspection observer, given to the app's one actor
 * system the way `?inspect` gives it the Stately inspector (src/app/inspect.ts: a page function under
 * `Symbol.for('consultant.inspect')`), sees every actor by its system id and the events sent to it:
 * the session, the consultant's scope, the orders list's collection (one, whose filter changes are
 * `list.query` events), and a form's machine with the changes typed into it. docs/inspecting.md
 * follows the same journey in the Stately inspector.
 */

interface Seen {
  readonly kind: 'actor' | 'event'
  readonly id: string | null
  readonly type?: string
}

/** Records what the app's system reports, for every page load of the test. */
async function observeSystem(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = []
    const slots = window as unknown as Record<symbol, unknown>
    slots[Symbol.for('consultant.inspected')] = seen
    // An actor's id is its system id in this app (the scopes spawn each under both), and it is set when the actor is announced.
    slots[Symbol.for('consultant.inspect')] = (event: { type: string; actorRef?: { id?: string }; event?: { type: string } }) => {
      const id = event.actorRef?.id ?? null
      if (event.type === '@xstate.actor') seen.push({ kind: 'actor', id })
      if (event.type === '@xstate.event') seen.push({ kind: 'event', id, type: event.event?.type })
    }
  })
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as Record<symbol, unknown>)[Symbol.for('consultant.inspected')] as Seen[])
const actorsSeen = async (page: Page) => (await seen(page)).filter((entry) => entry.kind === 'actor').map((entry) => entry.id)
const eventsTo = async (page: Page, id: string) => (await seen(page)).filter((entry) => entry.kind === 'event' && entry.id === id).map((entry) => entry.type)

test('the inspector sees the orders list’s collection and a form’s machine appear, by system id, with their events', async ({ page }) => {
  await observeSystem(page)
  await signInAs(page, 'active')
  // The language's messages held back on the cold load: the first screen's loaders run before Lingui has switched to
  // it, as they often do on a slow network, and the reads they start must still be found by the next navigation.
  await page.route(/\/assets\/messages\.en-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await page.goto('/orders')
  await expect(page.getByTestId('orders-total')).not.toBeEmpty()
  const onLoad = await actorsSeen(page)
  expect(onLoad).toEqual(expect.arrayContaining(['app', 'session', 'consultant', 'screen:/orders/*:filters', 'screen:/orders:list']))
  expect(await eventsTo(page, 'app')).toContain('scope.open')

  // A filter: a query on the same collection, no new one.
  await page.getByRole('link', { name: /^Filters/ }).click()
  await page.getByRole('group', { name: 'Current item status' }).getByLabel('Returned').check()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\/orders\?status=returned$/)
  await expect(page.getByRole('list', { name: 'Filters' })).toContainText('Status: Returned')
  expect(await eventsTo(page, 'screen:/orders:list')).toContain('list.query')
  expect((await actorsSeen(page)).filter((id) => id === 'screen:/orders:list')).toHaveLength(1)

  // A form: its machine appears in the consultant's scope, and what is typed reaches it as events.
  await page.goto('/personal-info')
  await page.getByRole('link', { name: 'Edit personal info' }).click()
  const form = page.getByTestId('personal-form')
  await expect(form).toBeVisible()
  expect(await actorsSeen(page)).toContain('form:personal-info')
  await form.getByLabel('First name').fill('Adwoa')
  await expect.poll(() => eventsTo(page, 'form:personal-info')).toContain('form.change')
  expect(await eventsTo(page, 'consultant')).toContain('scope.open')
})

test('a content page’s block is a screen read of the system, stopped when the page is left', async ({ page }) => {
  await observeSystem(page)
  await signInAs(page, 'active')
  await page.goto('/faq')
  await expect(page.getByTestId('content-block')).toBeVisible()
  expect(await actorsSeen(page)).toContain('screen:/$id:block')
  expect(await eventsTo(page, 'consultant')).not.toContain('scope.close')
  // Leaving the page (in the app: the header's avatar) closes its group: the consultant's scope is told so.
  await page.getByRole('link', { name: 'You', exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect.poll(() => eventsTo(page, 'consultant')).toContain('scope.close')
})
