import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { cachedAnswerFailure, createResourceMachine, resourceStatus, type ResourceActor, type ResourceContext } from '../../machines/resource.machine'
import { ResourceShown, ResourceView } from './resource-view'

const machine = createResourceMachine<string>('summary')
const failure = { kind: 'http', call: 'GET summary', status: 500, code: null } as const

/** The machine's own snapshot of a state, behind the little of an actor the view reads. */
function actorIn(value: Parameters<typeof machine.resolveState>[0]['value'], context: ResourceContext<string>) {
  const snapshot = machine.resolveState({ value, context })
  return { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => {} }), send: () => {} } as unknown as ResourceActor<string>
}

function markup(node: ReactNode): string {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)
}

const figures = (text: string) => <p data-testid="figures">{text}</p>

/**
 * No DOM in these tests (and src/ui starts no actors): what ResourceView draws once its deferred render has shown a
 * resource in a given state (ResourceShown, given the status and data ResourceView reads from the machine's snapshot).
 */
function render(value: Parameters<typeof machine.resolveState>[0]['value'], context: ResourceContext<string>): string {
  const snapshot = actorIn(value, context).getSnapshot()
  return markup(
    <ResourceShown status={resourceStatus(snapshot)} data={snapshot.context.data} kept={cachedAnswerFailure(snapshot)} onRetry={() => {}} compact>
      {figures}
    </ResourceShown>,
  )
}

describe('ResourceView as it mounts', () => {
  it('with its answer already there (an early read), draws it at once: no placeholder to swap, nothing moves', () => {
    const html = markup(
      <ResourceView resource={actorIn('loaded', { data: 'figures of 09:12', failure: null })} loading={<p>placeholder</p>}>
        {figures}
      </ResourceView>,
    )
    expect(html).toBe('<p data-testid="figures">figures of 09:12</p>')
  })

  it('still loading, draws its placeholder', () => {
    const html = markup(
      <ResourceView resource={actorIn({ loading: 'checkingCache' }, { data: null, failure: null })} loading={<p>placeholder</p>}>
        {figures}
      </ResourceView>,
    )
    expect(html).toBe('<p>placeholder</p>')
  })
})

describe('ResourceView in the installed app (the cached answer first)', () => {
  it('the network failing after the cached figures: they stay, with Try again under them', () => {
    const html = render('cachedAfterFailure', { data: 'figures of 09:12', failure })
    expect(html).toContain('figures of 09:12')
    expect(html).toContain('The latest data could not be loaded.')
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/)
    expect(html).not.toContain('Sorry, it seems')
  })

  it('Try again asks the network with the figures still shown, its button busy', () => {
    const html = render({ loading: 'showingCached' }, { data: 'figures of 09:12', failure })
    expect(html).toContain('figures of 09:12')
    expect(html).toMatch(/<button[^>]*aria-busy="true"[^>]*>/)
  })

  it('the cached figures while the network is asked are shown as any data: no failure said', () => {
    const html = render({ loading: 'showingCached' }, { data: 'figures of 09:12', failure: null })
    expect(html).toContain('figures of 09:12')
    expect(html).not.toContain('Try again')
  })

  it('nothing cached and the network failing: the error view, as before', () => {
    const html = render('error', { data: null, failure })
    expect(html).toContain('Sorry, it seems an error occurred')
    expect(html).not.toContain('figures')
  })
})
