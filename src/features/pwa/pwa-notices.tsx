import { useLayoutEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormatters } from '../../i18n/use-formatters'
import { Button } from '../../ui/button'
import { AppDialog } from '../../ui/dialog'
import { Isolate } from '../../ui/isolate'
import type { PwaActor } from '../../../machines/pwa.machine'
import { isUpdating, showsInstallDialog, showsNewVersion, showsWhatsNew } from '../../../machines/pwa.selectors'
import { useConnectionNotice, usePwaState } from './pwa-handle'
import { WhatsNewNote } from './whats-new-note'
import '../../ui/kit.css'
import './pwa-notices.css'

/**
 * The notices stack at the bottom of the screen, above the home indicator; the shell may lift it with --pwa-notices-offset.
 * Until the pwa actor runs (null), only the connection notice can show: the browser's own word on the connection.
 */
export function PwaNoticesView({ pwa }: { pwa: PwaActor | null }) {
  const { offline, syncedAt } = useConnectionNotice(pwa)
  const newVersion = usePwaState(pwa, showsNewVersion, false)
  const updating = usePwaState(pwa, isUpdating, false)
  const installOffered = usePwaState(pwa, showsInstallDialog, false)
  const whatsNew = usePwaState(pwa, showsWhatsNew, false)
  const stack = useRef<HTMLDivElement>(null)
  useNoticesSpace(stack)
  return (
    <>
      <div ref={stack} className="pwa-notices">
        {whatsNew ? <WhatsNewNote onDismiss={() => pwa?.send({ type: 'whatsNew.dismiss' })} /> : null}
        {offline || syncedAt !== null ? <ConnectionNotice offline={offline} syncedAt={syncedAt} /> : null}
        {newVersion ? (
          <NewVersionBanner updating={updating} onRefresh={() => pwa?.send({ type: 'pwa.refresh' })} onLater={() => pwa?.send({ type: 'pwa.later' })} />
        ) : null}
      </div>
      <InstallDialog open={installOffered} onYes={() => pwa?.send({ type: 'install.yes' })} onNo={() => pwa?.send({ type: 'install.no' })} />
    </>
  )
}

/**
 * The notices take their own place: while one shows, `--pwa-notices-height` on <html> is their stack's height, from which
 * pwa-notices.css makes `--pwa-notices-space`, the room they take at the bottom, which the shell leaves free.
 */
function useNoticesSpace(stack: { readonly current: HTMLDivElement | null }) {
  useLayoutEffect(() => {
    const element = stack.current
    if (!element) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => {
      if (element.childElementCount === 0) root.removeProperty('--pwa-notices-height')
      else root.setProperty('--pwa-notices-height', `${element.offsetHeight}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty('--pwa-notices-height')
    }
  }, [stack])
}

/** Offline (or on a network too slow to answer): the data shown and when it was synced. */
function ConnectionNotice({ offline, syncedAt }: { offline: boolean; syncedAt: number | null }) {
  const { dateTime } = useFormatters()
  const time = syncedAt === null ? null : <Isolate>{dateTime(new Date(syncedAt))}</Isolate>
  return (
    <p role="status" data-testid="offline-indicator" className="pwa-notice" data-kind="connection">
      {offline ? (
        time === null ? (
          <Trans>You are offline</Trans>
        ) : (
          <Trans>You are offline — showing data from {time}</Trans>
        )
      ) : (
        <Trans>The network is slow — showing data from {time}</Trans>
      )}
    </p>
  )
}

function NewVersionBanner({ updating, onRefresh, onLater }: { updating: boolean; onRefresh: () => void; onLater: () => void }) {
  return (
    <div role="status" data-testid="new-version" className="pwa-notice" data-kind="version">
      <p className="ui-medium">
        <Trans>A new version is available.</Trans>
      </p>
      <div className="ui-row">
        <Button size="sm" variant="ghost" onClick={onLater} disabled={updating}>
          <Trans>Later</Trans>
        </Button>
        <Button size="sm" onClick={onRefresh} loading={updating}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
    </div>
  )
}

/**
 * Spec sections 2, 4, 9: the add-to-home dialog, 290px wide. Yes opens the browser's install
 * prompt; No (or Escape) keeps the refusal for 7 days. The app's dialog (a modal <dialog>).
 */
function InstallDialog({ open, onYes, onNo }: { open: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useLingui()
  return (
    <AppDialog
      open={open}
      // Escape: the machine closes the dialog with its No.
      onOpenChange={(next) => (next ? undefined : onNo())}
      role="alertdialog"
      hideClose
      data-testid="install-dialog"
      title={t`Add to home screen?`}
      description={<Trans>Put Sales Consultant on your home screen and open it like an app, even offline.</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onNo}>
            <Trans>No</Trans>
          </Button>
          <Button onClick={onYes}>
            <Trans>Yes</Trans>
          </Button>
        </>
      }
    />
  )
}
