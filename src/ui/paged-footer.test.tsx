import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import {
  createPagedCollectionMachine,
  noMoreByTotal,
  type PagedCollectionActor,
  type PagedCollectionContext,
  type PagedCollectionStateValue,
} from '../../machines/paged-collection.machine'
import { PagedFooter, pagedFooterState } from './paged-footer'

const machine = createPagedCollectionMachine<string, null>({ call: 'GET things', pageSize: 2, noMore: noMoreByTotal })
const failure = { kind: 'network', call: 'GET things' } as const
const read: PagedCollectionContext<string, null> = {
  query: null,
  items: ['a', 'b'],
  page: 1,
  total: 4,
  counts: {},
  failure: null,
  loadMoreFailure: null,
  noMore: false,
  position: null,
}

/** The machine's own snapshot of a state, behind the little of an actor the footer reads. */
function actorIn(value: PagedCollectionStateValue, context: Partial<PagedCollectionContext<string, null>> = {}) {
  const snapshot = machine.resolveState({ value, context: { ...read, ...context } })
  return { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => {} }), send: () => {} } as unknown as PagedCollectionActor<string, null>
}

const stateIn = (value: PagedCollectionStateValue, context: Partial<PagedCollectionContext<string, null>> = {}) =>
  pagedFooterState(actorIn(value, context).getSnapshot())

/** No DOM here: what the footer draws as it mounts with the collection in a given state. */
function footer(value: PagedCollectionStateValue, context: Partial<PagedCollectionContext<string, null>> = {}, busyLine = false): string {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PagedFooter
        collection={actorIn(value, context)}
        className="things-footer"
        live
        more={{ label: 'Show more things', variant: 'outline', loadingText: 'Loading…', testId: 'things-more' }}
        loading={busyLine ? <p>Loading more things…</p> : undefined}
        end={<p data-testid="things-end">That is all.</p>}
      />
    </I18nProvider>,
  )
}

describe('pagedFooterState', () => {
  it('reads the next page on request, shows it on its way, and says the end once the rule says no more', () => {
    expect(stateIn('loaded')).toBe('more')
    expect(stateIn('loadingMore')).toBe('loading')
    expect(stateIn('loaded', { noMore: true })).toBe('end')
  })

  it('a later page that failed offers Try again, whatever the rule says', () => {
    expect(stateIn('loaded', { loadMoreFailure: failure })).toBe('failed')
  })

  it('the cached first page reads no later page: nothing, or its own Try again once the network failed', () => {
    expect(stateIn({ loading: 'showingCached' })).toBe('cachedShowing')
    expect(stateIn('cachedAfterFailure', { failure })).toBe('cachedFailed')
    expect(stateIn({ loading: 'showingCached' }, { failure })).toBe('cachedRetrying')
  })
})

describe('PagedFooter', () => {
  it('more to read: the button that asks for it', () => {
    const html = footer('loaded')
    expect(html).toMatch(/^<div class="things-footer" aria-live="polite"><button[^>]*data-testid="things-more"[^>]*>Show more things<\/button><\/div>$/)
  })

  it('the page on its way: the button busy, or the list’s own line in its place', () => {
    expect(footer('loadingMore')).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>.*Loading…<\/button>/)
    expect(footer('loadingMore', {}, true)).toBe('<div class="things-footer" aria-live="polite"><p>Loading more things…</p></div>')
  })

  it('the end, and no button', () => {
    expect(footer('loaded', { noMore: true })).toBe('<div class="things-footer" aria-live="polite"><p data-testid="things-end">That is all.</p></div>')
  })

  it('a failed page: the compact error view with Try again, no button to read more', () => {
    const html = footer('loaded', { loadMoreFailure: failure })
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/)
    expect(html).not.toContain('Show more things')
  })

  it('the cached first page: neither more nor the end', () => {
    expect(footer({ loading: 'showingCached' })).toBe('<div class="things-footer" aria-live="polite"></div>')
  })
})
