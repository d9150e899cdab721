import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isChunkLoadError } from './chunk-error'
import { ErrorState } from './error-state'
import './base.css'

/**
 * Shown when a route fails to load or render. A chunk that failed or timed out (spec
 * section 8: 120 s) offers a page reload, the only cure (a new deploy may have replaced
 * it); any other failure offers Try again, which reloads the route's data.
 *
 * Plain elements, no Chakra: the root's failures (Chakra's own chunk among them) render
 * here before, or without, Chakra.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (isChunkLoadError(error)) {
    return (
      <div className="ui-page ui-center">
        <p role="alert" className="ui-muted">
          <Trans>This page could not load.</Trans>
        </p>
        <button type="button" className="ui-button" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </div>
    )
  }
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <div className="ui-page ui-center">
      <ErrorState onRetry={retry} />
    </div>
  )
}
