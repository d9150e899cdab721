import { useEffect, useRef, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { GatewayFailure } from '../api/errors'
import { Button } from './button'
import { useBrowserOffline } from './use-browser-offline'
import './base.css'

export interface ErrorStateProps {
  /** Runs again what failed (a machine's retry), never a page reload. */
  onRetry: () => void
  /** The short message and a small button, for one part of a screen (a dashboard card). */
  compact?: boolean
  /**
   * The data on screen stays: the worker's cached copy (the installed app; its time is on the connection notice)
   * after the network failed. Says the latest could not be loaded, under it, in one short line; `retrying` while
   * Try again asks.
   */
  kept?: { readonly retrying: boolean }
  /** Why the read failed: one that could not reach the network while the phone is offline was never saved on it. */
  failure?: GatewayFailure | null
}

/** How long after the browser says it is back online a read that failed for the network is asked again. */
const backOnlineDelayMs = 1000

/**
 * The generic failure message of the error catalogue (spec section 8), with Try again.
 * Styled by base.css alone, so the intro and the root's error screen use it too.
 * Offline, a read that found nothing kept (a screen never opened on this phone) fails as `network`: it says so, and
 * loads again by itself once the phone is back online.
 */
export function ErrorState({ onRetry, compact = false, kept, failure }: ErrorStateProps) {
  const offline = useBrowserOffline()
  const network = !kept && failure?.kind === 'network'
  const retry = useRef(onRetry)
  useEffect(() => {
    retry.current = onRetry
  })
  // Back online, until the read is asked again: the screen still says it will load (not "facing some issues").
  const [backOnline, setBackOnline] = useState(false)
  // Listening for as long as the failure is the network's (the render 'online' causes must not remove the listener), and
  // asking a moment after it: a request sent as the event fires may still find no connection.
  useEffect(() => {
    if (!network) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const online = () => {
      clearTimeout(timer)
      setBackOnline(true)
      timer = setTimeout(() => {
        setBackOnline(false)
        retry.current()
      }, backOnlineDelayMs)
    }
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      clearTimeout(timer)
    }
  }, [network])
  if (network && (offline || backOnline)) {
    return (
      <div className="ui-error-state" data-compact={compact || undefined} data-testid="not-saved-offline">
        <p role="status" className="ui-muted">
          {compact ? (
            <Trans>Not saved on your phone yet. It will load when your phone is back online.</Trans>
          ) : (
            <Trans>This screen is not saved on your phone yet. It will load when your phone is back online.</Trans>
          )}
        </p>
        <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (kept) {
    return (
      <div className="ui-error-state" data-compact data-kept data-testid="kept-after-failure">
        <p role="status" className="ui-muted">
          <Trans>The latest data could not be loaded.</Trans>
        </p>
        <Button variant="outline" size="sm" loading={kept.retrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  return (
    <div className="ui-error-state" data-compact={compact || undefined}>
      <p role="alert" className="ui-muted">
        {compact ? <Trans>Sorry, it seems an error occurred</Trans> : <Trans>Sorry, it seems that we are facing some issues. Please try again later.</Trans>}
      </p>
      <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
