import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { pageSizes } from '../src/config/constants'
import { GatewayError, type GatewayFailure } from '../src/api/errors'
import { allowCachedReads, inCacheTurn } from '../src/api/cached-read'
import {
  createPagedCollectionMachine,
  mergeBy,
  noMoreByTotal,
  noMoreWhenEmpty,
  pagedCollectionOf,
  type PageRequest,
  type PagedCollectionActor,
  type PageResult,
  type PagedCollectionOptions,
} from './paged-collection.machine'
import { cachedFirstPage, canLoadMore, collectionStatus, isLoadingMore, loadMoreFailed } from './paged-collection.selectors'

/** A page read the test answers by hand, in any order. */
interface PendingRead<Item, Query> {
  readonly request: PageRequest<Query>
  readonly resolve: (result: PageResult<Item>) => void
  readonly reject: (error: unknown) => void
}

/** The machine with a `loadPage` whose answers the test gives (or lets `answer` give at once). */
function start<Item, Query>(options: PagedCollectionOptions<Item>, query: Query, answer?: (request: PageRequest<Query>) => PageResult<Item>) {
  const reads: PendingRead<Item, Query>[] = []
  const machine = createPagedCollectionMachine<Item, Query>(options).provide({
    actors: {
      loadPage: fromPromise<PageResult<Item>, PageRequest<Query>>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            reads.push({ request: input, resolve, reject })
            if (answer) resolve(answer(input))
          }),
      ),
    },
  })
  const actor = createActor(machine, { input: { query } }).start()
  const read = (n: number): PendingRead<Item, Query> => {
    const pending = reads[n]
    if (!pending) throw new Error(`no read #${n} (${reads.length} so far)`)
    return pending
  }
  return { actor, reads, read }
}

/** Lets every answer already given reach the machine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const settled = <Item, Query>(actor: PagedCollectionActor<Item, Query>) => waitFor(actor, (s) => !s.hasTag('busy'))
const serverError = (call: string) => new GatewayError({ kind: 'http', call, status: 503, code: null })

describe('notifications: page size 10, no more once total ≤ page × size (spec sections 4, 9)', () => {
  interface Note {
    id: number
  }
  const all: Note[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }))
  const server = ({ page, pageSize }: PageRequest<null>): PageResult<Note> => ({
    items: all.slice((page - 1) * pageSize, page * pageSize),
    total: all.length,
  })
  const options = { call: 'GET kazuda/notifications', pageSize: pageSizes.notifications, noMore: noMoreByTotal }

  it('reads 23 notifications in 3 pages, then ignores loadMore', async () => {
    const { actor, reads } = start(options, null, server)
    expect(collectionStatus(actor.getSnapshot())).toBe('loading')
    let snapshot = await settled(actor)
    expect(snapshot.value).toBe('loaded')
    expect(snapshot.context).toMatchObject({ page: 1, total: 23, noMore: false })
    expect(snapshot.context.items).toHaveLength(10)
    expect(canLoadMore(snapshot)).toBe(true)

    actor.send({ type: 'list.loadMore' })
    expect(isLoadingMore(actor.getSnapshot())).toBe(true)
    expect(collectionStatus(actor.getSnapshot())).toBe('ready')
    snapshot = await settled(actor)
    expect(snapshot.context).toMatchObject({ page: 2, noMore: false })
    expect(snapshot.context.items).toHaveLength(20)

    actor.send({ type: 'list.loadMore' })
    snapshot = await settled(actor)
    expect(snapshot.context).toMatchObject({ page: 3, noMore: true })
    expect(snapshot.context.items).toEqual(all)
    expect(canLoadMore(snapshot)).toBe(false)

    actor.send({ type: 'list.loadMore' })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(reads.map((r) => r.request)).toEqual([1, 2, 3].map((page) => ({ query: null, page, pageSize: 10 })))
  })

  it('has no more after page 2 when total is exactly 20', async () => {
    const twenty = all.slice(0, 20)
    const { actor } = start(options, null, ({ page, pageSize }) => ({ items: twenty.slice((page - 1) * pageSize, page * pageSize), total: 20 }))
    expect((await settled(actor)).context.noMore).toBe(false)
    actor.send({ type: 'list.loadMore' })
    expect((await settled(actor)).context).toMatchObject({ page: 2, noMore: true })
  })

  it('keeps the latest page’s counts (total_unread)', async () => {
    let unread = 7
    const { actor } = start(options, null, (request) => ({ ...server(request), counts: { total_unread: unread } }))
    expect((await settled(actor)).context.counts).toEqual({ total_unread: 7 })
    unread = 6
    actor.send({ type: 'list.loadMore' })
    expect((await settled(actor)).context.counts).toEqual({ total_unread: 6 })
  })

  it('shows the no-data message when there are none', async () => {
    const { actor } = start(options, null, () => ({ items: [], total: 0 }))
    const snapshot = await settled(actor)
    expect(snapshot.context.noMore).toBe(true)
    expect(collectionStatus(snapshot)).toBe('empty')
  })
})

describe('success rates: page size 10, merged by from_date, no more after an empty page (spec sections 4, 9)', () => {
  interface Rate {
    from_date: string
    success_rate: number | null
  }
  const month = (m: number, rate: number | null = 90): Rate => ({ from_date: `2025-${String(m).padStart(2, '0')}-01`, success_rate: rate })
  const options: PagedCollectionOptions<Rate> = {
    call: 'GET watto/success-rates',
    pageSize: pageSizes.successRates,
    noMore: noMoreWhenEmpty,
    merge: mergeBy((rate) => rate.from_date),
  }

  it('replaces the kept month a later page sends again, keeps the order, and stops on an empty page', async () => {
    const pages: Record<number, Rate[]> = {
      1: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((m) => month(m)),
      // Overlaps page 1 on March, with a corrected rate.
      2: [month(3, 42.5), month(2), month(1)],
      3: [],
    }
    const { actor, reads } = start<Rate, { consultant: number }>(options, { consultant: 7 }, ({ page }) => ({ items: pages[page] ?? [] }))
    let snapshot = await settled(actor)
    expect(snapshot.context).toMatchObject({ page: 1, total: null, noMore: false })

    actor.send({ type: 'list.loadMore' })
    snapshot = await settled(actor)
    expect(snapshot.context.items.map((r) => r.from_date)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((m) => month(m).from_date))
    expect(snapshot.context.items[9]).toEqual(month(3, 42.5))
    expect(snapshot.context.noMore).toBe(false)

    actor.send({ type: 'list.loadMore' })
    snapshot = await settled(actor)
    expect(snapshot.context).toMatchObject({ page: 3, noMore: true })
    expect(snapshot.context.items).toHaveLength(12)

    actor.send({ type: 'list.loadMore' })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(reads).toHaveLength(3)
  })

  it('mergeBy lets a page replace duplicates in place and appends new keys in the page order', () => {
    const merge = mergeBy<{ k: string; v: number }>((x) => x.k)
    expect(
      merge(
        [
          { k: 'a', v: 1 },
          { k: 'b', v: 1 },
        ],
        [
          { k: 'c', v: 2 },
          { k: 'a', v: 2 },
        ],
      ),
    ).toEqual([
      { k: 'a', v: 2 },
      { k: 'b', v: 1 },
      { k: 'c', v: 2 },
    ])
  })
})

describe('orders: page, per_page and total, with filters', () => {
  interface Order {
    id: string
    status: 'delivered' | 'failed'
  }
  interface Filters {
    status: Order['status'] | null
  }
  const orders: Order[] = Array.from({ length: 12 }, (_, i) => ({ id: `o${i + 1}`, status: i % 3 === 0 ? 'failed' : 'delivered' }))
  const answer = ({ query, page, pageSize }: PageRequest<Filters>): PageResult<Order> => {
    const matching = orders.filter((o) => query.status === null || o.status === query.status)
    return { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length }
  }
  const options = { call: 'GET watto/orders', pageSize: 5, noMore: noMoreByTotal }

  it('starts over at page 1 with a new query and ignores the old query’s late answer', async () => {
    const { actor, read } = start<Order, Filters>(options, { status: null })
    read(0).resolve(answer(read(0).request))
    await settled(actor)
    actor.send({ type: 'list.loadMore' })
    read(1).resolve(answer(read(1).request))
    expect((await settled(actor)).context).toMatchObject({ page: 2, total: 12 })

    // The consultant filters to failed orders while page 3 of every order is on its way.
    actor.send({ type: 'list.loadMore' })
    expect(read(2).request).toEqual({ query: { status: null }, page: 3, pageSize: 5 })
    actor.send({ type: 'list.query', query: { status: 'failed' } })
    let snapshot = actor.getSnapshot()
    expect(snapshot.matches('loading')).toBe(true)
    expect(snapshot.context).toMatchObject({ query: { status: 'failed' }, items: [], page: 0, total: null, noMore: false })
    expect(collectionStatus(snapshot)).toBe('loading')
    expect(read(3).request).toEqual({ query: { status: 'failed' }, page: 1, pageSize: 5 })

    // Answers come back out of order: the old query's last page arrives after the filter changed.
    read(2).resolve(answer(read(2).request))
    await flush()
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(actor.getSnapshot().context.items).toEqual([])

    read(3).resolve(answer(read(3).request))
    snapshot = await settled(actor)
    expect(snapshot.context.items.map((o) => o.id)).toEqual(['o1', 'o4', 'o7', 'o10'])
    expect(snapshot.context).toMatchObject({ page: 1, total: 4, noMore: true })
  })

  it('keeps the newest query when two filters are picked quickly and the first answers last', async () => {
    const { actor, read } = start<Order, Filters>(options, { status: null })
    actor.send({ type: 'list.query', query: { status: 'delivered' } })
    actor.send({ type: 'list.query', query: { status: 'failed' } })
    read(2).resolve(answer(read(2).request))
    const snapshot = await settled(actor)
    read(1).resolve(answer(read(1).request))
    read(0).resolve(answer(read(0).request))
    await flush()
    expect(actor.getSnapshot()).toBe(snapshot)
    expect(snapshot.context.query).toEqual({ status: 'failed' })
    expect(snapshot.context.items.every((o) => o.status === 'failed')).toBe(true)
  })

  it("keeps where the screen stood while it runs, and forgets it for a new query (a position left while its first page loads is the old rows')", async () => {
    const { actor, read } = start<Order, Filters>(options, { status: null })
    actor.send({ type: 'list.position', position: { offset: 10 } })
    expect(actor.getSnapshot().context.position).toBeNull() // nothing shown yet
    read(0).resolve(answer(read(0).request))
    await settled(actor)
    actor.send({ type: 'list.position', position: { offset: 480, measured: [1, 2] } })
    expect(actor.getSnapshot().context.position).toEqual({ offset: 480, measured: [1, 2] })
    actor.send({ type: 'list.query', query: { status: 'failed' } })
    expect(actor.getSnapshot().context.position).toBeNull()
    // The old rows' view unmounts while the new query loads: its place is not the new list's.
    actor.send({ type: 'list.position', position: { offset: 480 } })
    expect(actor.getSnapshot().context.position).toBeNull()
  })

  it('takes a new query while showing an error', async () => {
    const { actor, read } = start<Order, Filters>(options, { status: null })
    read(0).reject(serverError('GET watto/orders'))
    expect((await waitFor(actor, (s) => s.matches('error'))).context.failure).not.toBeNull()
    actor.send({ type: 'list.query', query: { status: 'delivered' } })
    expect(actor.getSnapshot().context.failure).toBeNull()
    read(1).resolve(answer(read(1).request))
    expect((await settled(actor)).context).toMatchObject({ total: 8, page: 1, noMore: false })
  })
})

describe('failures', () => {
  const options = { call: 'GET things', pageSize: 2, noMore: noMoreByTotal }
  const things = ['a', 'b', 'c', 'd', 'e']
  const answer = ({ page, pageSize }: PageRequest<null>): PageResult<string> => ({
    items: things.slice((page - 1) * pageSize, page * pageSize),
    total: things.length,
  })

  it('keeps the items when a later page fails, and asks for that same page again', async () => {
    const { actor, read, reads } = start<string, null>(options, null)
    read(0).resolve(answer(read(0).request))
    await settled(actor)
    actor.send({ type: 'list.loadMore' })
    read(1).reject(serverError('GET things'))
    let snapshot = await settled(actor)
    expect(snapshot.value).toBe('loaded')
    expect(snapshot.context).toMatchObject({ items: ['a', 'b'], page: 1, failure: null })
    expect(snapshot.context.loadMoreFailure).toEqual({ kind: 'http', call: 'GET things', status: 503, code: null })
    expect(loadMoreFailed(snapshot)).toBe(true)
    expect(collectionStatus(snapshot)).toBe('ready')

    actor.send({ type: 'list.loadMore' })
    expect(read(2).request.page).toBe(2)
    expect(loadMoreFailed(actor.getSnapshot())).toBe(false)
    read(2).reject(new TypeError('Failed to fetch'))
    snapshot = await settled(actor)
    expect(snapshot.context.loadMoreFailure).toEqual({ kind: 'network', call: 'GET things' })

    actor.send({ type: 'list.retry' })
    expect(read(3).request.page).toBe(2)
    read(3).resolve(answer(read(3).request))
    snapshot = await settled(actor)
    expect(snapshot.context).toMatchObject({ items: ['a', 'b', 'c', 'd'], page: 2, loadMoreFailure: null })
    expect(reads).toHaveLength(4)
  })

  it('shows the error view when page 1 fails, and Try again reads it again', async () => {
    const { actor, read } = start<string, null>(options, null)
    read(0).reject(serverError('GET things'))
    let snapshot = await settled(actor)
    expect(snapshot.value).toBe('error')
    expect(collectionStatus(snapshot)).toBe('error')
    expect(canLoadMore(snapshot)).toBe(false)

    actor.send({ type: 'list.loadMore' })
    expect(actor.getSnapshot().value).toBe('error')
    actor.send({ type: 'list.retry' })
    expect(collectionStatus(actor.getSnapshot())).toBe('loading')
    expect(read(1).request.page).toBe(1)
    read(1).resolve(answer(read(1).request))
    snapshot = await settled(actor)
    expect(snapshot.context).toMatchObject({ items: ['a', 'b'], failure: null })
    expect(collectionStatus(snapshot)).toBe('ready')
  })

  it('ends in error with a failure, not a throw, when the answer is malformed (a bug of ours: unexpected, not network)', async () => {
    const bug = new Error('data: expected array')
    const machine = pagedCollectionOf<string, null>(options, () => Promise.reject(bug))
    const actor = createActor(machine, { input: { query: null } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches('error'))
    expect(snapshot.status).toBe('active')
    expect(snapshot.context.failure).toEqual({ kind: 'unexpected', call: 'GET things', error: bug })
  })

  it('reports each failure it keeps, of page 1 and of a later page, through its reportFailure action', async () => {
    const reported: GatewayFailure[] = []
    let failing = true
    const machine = createPagedCollectionMachine<string, null>(options).provide({
      actors: {
        loadPage: fromPromise<PageResult<string>, PageRequest<null>>(({ input }) =>
          failing && input.page === 1
            ? Promise.reject(serverError('GET things'))
            : input.page === 1
              ? Promise.resolve({ items: ['a', 'b'] })
              : Promise.reject(new Error('bug')),
        ),
      },
      actions: { reportFailure: (_, { failure }) => reported.push(failure) },
    })
    const actor = createActor(machine, { input: { query: null } }).start()
    const failed = await waitFor(actor, (s) => s.matches('error'))
    expect(reported).toEqual([failed.context.failure])
    failing = false
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'list.loadMore' })
    const later = await waitFor(actor, (s) => s.matches('loaded') && s.context.loadMoreFailure !== null)
    expect(later.context.loadMoreFailure).toMatchObject({ kind: 'unexpected', call: 'GET things' })
    expect(reported).toEqual([failed.context.failure, later.context.loadMoreFailure])
  })

  it('says the loadPage was not provided instead of hanging', async () => {
    const actor = createActor(createPagedCollectionMachine<string, null>(options), { input: { query: null } }).start()
    expect((await waitFor(actor, (s) => s.matches('error'))).context.failure).toMatchObject({ kind: 'unexpected', call: 'GET things' })
  })
})

describe('the installed app: the cached first page first (issue 21 §3)', () => {
  afterEach(() => allowCachedReads(() => false))
  const options = { call: 'GET watto/orders', pageSize: 2, noMore: noMoreByTotal }
  /** The worker's cache: page 1 as it was at 09:12 (two orders of three). */
  const cachedPage: PageResult<string> = { items: ['o1 at 09:12', 'o2 at 09:12'], total: 3 }

  /**
   * The collection as the app makes it (`pagedCollectionOf`, its page 1 asked of the cache through `readCached`): a
   * load that answers from the fake cache in a cached read's turn, and leaves the network's answers to the test.
   */
  function installed(cached: PageResult<string> | null) {
    allowCachedReads(() => true)
    const network: PendingRead<string, null>[] = []
    const fromCache: PageRequest<null>[] = []
    const machine = pagedCollectionOf<string, null>(options, (request) => {
      if (inCacheTurn()) {
        fromCache.push(request)
        return cached ? Promise.resolve(cached) : Promise.reject(new GatewayError({ kind: 'network', call: 'GET watto/orders' }))
      }
      return new Promise((resolve, reject) => network.push({ request, resolve, reject }))
    })
    const actor = createActor(machine, { input: { query: null } }).start()
    const answer = (n: number) => {
      const pending = network[n]
      if (!pending) throw new Error(`no network read #${n}`)
      return pending
    }
    return { actor, network, fromCache, answer }
  }
  const fresh = ({ page, pageSize }: PageRequest<null>): PageResult<string> => ({
    items: ['o0', 'o1', 'o2'].slice((page - 1) * pageSize, page * pageSize),
    total: 3,
  })

  it("shows the cached page 1 at once, reads no later page meanwhile, and the network's page 1 replaces it", async () => {
    const { actor, network, fromCache, answer } = installed(cachedPage)
    let snapshot = await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    expect(collectionStatus(snapshot)).toBe('ready')
    expect(snapshot.context.items).toEqual(cachedPage.items)
    expect(cachedFirstPage(snapshot)).toBe('showing')
    // Nothing of another moment joins the cached page: no "more", no end, and loadMore does nothing.
    expect(canLoadMore(snapshot)).toBe(false)
    actor.send({ type: 'list.loadMore' })
    expect(network.map((read) => read.request.page)).toEqual([1])

    answer(0).resolve(fresh(answer(0).request))
    snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.items).toEqual(['o0', 'o1'])
    expect(cachedFirstPage(snapshot)).toBeNull()
    expect(canLoadMore(snapshot)).toBe(true)
    // Later pages from the network, as without a worker; only page 1 was ever asked of the cache.
    actor.send({ type: 'list.loadMore' })
    answer(1).resolve(fresh(answer(1).request))
    snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.items).toEqual(['o0', 'o1', 'o2'])
    expect(fromCache.map((request) => request.page)).toEqual([1])
  })

  it('nothing cached: loading until the network answers, as without a service worker', async () => {
    const { actor, answer } = installed(null)
    const waiting = await waitFor(actor, (s) => s.matches({ loading: 'waitingForNetwork' }))
    expect(collectionStatus(waiting)).toBe('loading')
    expect(cachedFirstPage(waiting)).toBeNull()
    answer(0).resolve(fresh(answer(0).request))
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.items).toEqual(['o0', 'o1'])
  })

  it('the network failing after the cached page keeps it, and Try again asks the network without hiding it', async () => {
    const { actor, answer, network } = installed(cachedPage)
    await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    answer(0).reject(serverError('GET watto/orders'))
    let snapshot = await waitFor(actor, (s) => s.matches('cachedAfterFailure'))
    expect(collectionStatus(snapshot)).toBe('ready')
    expect(snapshot.context.items).toEqual(cachedPage.items)
    expect(snapshot.context.failure).toEqual({ kind: 'http', call: 'GET watto/orders', status: 503, code: null })
    expect(cachedFirstPage(snapshot)).toBe('failed')
    expect(canLoadMore(snapshot)).toBe(false)

    actor.send({ type: 'list.retry' })
    snapshot = actor.getSnapshot()
    expect(cachedFirstPage(snapshot)).toBe('retrying')
    expect(snapshot.context.items).toEqual(cachedPage.items)
    expect(network.map((read) => read.request.page)).toEqual([1, 1])
    answer(1).resolve(fresh(answer(1).request))
    snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context).toMatchObject({ items: ['o0', 'o1'], failure: null })
  })

  it("a cached page that comes after the network's is dropped", async () => {
    let answerCache: (page: PageResult<string>) => void = () => {}
    let answerNetwork: (page: PageResult<string>) => void = () => {}
    const machine = createPagedCollectionMachine<string, null>(options).provide({
      actors: {
        loadPage: fromPromise(() => new Promise<PageResult<string>>((resolve) => (answerNetwork = resolve))),
        readCachedPage: fromPromise(() => new Promise<PageResult<string>>((resolve) => (answerCache = resolve))),
      },
    })
    const actor = createActor(machine, { input: { query: null } }).start()
    answerNetwork({ items: ['o0', 'o1'], total: 3 })
    await waitFor(actor, (s) => s.matches('loaded'))
    answerCache(cachedPage)
    await flush()
    expect(actor.getSnapshot().context.items).toEqual(['o0', 'o1'])
  })

  it('a new query while the cached page shows starts over: its page 1 from the cache and the network again', async () => {
    const { actor, fromCache, network } = installed(cachedPage)
    await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    actor.send({ type: 'list.query', query: null })
    expect(actor.getSnapshot().context.items).toEqual([])
    await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    expect(fromCache).toHaveLength(2)
    expect(network).toHaveLength(2)
  })
})
