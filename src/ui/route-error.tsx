import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { toFailure } from '../api/errors'
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
 *
 * The router's boundary hands over what was thrown, by a loader or while rendering a route
 * (`error`). A bug goes to the report sink as `unexpected` (`toFailure`, once per error); a
 * gateway error was reported by the client, and a chunk that could not load is no bug.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    if (!isChunkLoadError(error)) toFailure(error, 'render')
  }, [error])
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
