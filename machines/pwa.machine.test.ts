import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, SimulatedClock, type AnyEventObject } from 'xstate'
import { pwaDelays } from './config'
import { pwaMachine, type InstallPromptCommand, type PwaEvent, type ServiceWorkerCommand } from './pwa.machine'
import { hasPwaNotice, isOffline, isOfflineReady, isUpdating, showsInstallDialog, showsNewVersion, showsWhatsNew } from './pwa.selectors'

/** The machine with fake effects: each callback actor's `sendBack` is kept so tests report through it. */
function start({ refused = false, updated = false, clock }: { refused?: boolean; updated?: boolean; clock?: SimulatedClock } = {}) {
  const report: Partial<Record<'serviceWorker' | 'connection' | 'installPrompt', (event: PwaEvent) => void>> = {}
  const commands = { serviceWorker: [] as ServiceWorkerCommand['type'][], installPrompt: [] as InstallPromptCommand['type'][] }
  const calls = {
    reload: vi.fn(),
    logError: vi.fn<(error: unknown) => void>(),
    storeInstallRefusal: vi.fn(),
    rememberVersion: vi.fn(),
  }
  const keep = (name: keyof typeof report) => (sendBack: (event: AnyEventObject) => void) => {
    report[name] = sendBack
  }
  const machine = pwaMachine.provide({
    actors: {
      serviceWorker: fromCallback<ServiceWorkerCommand>(({ sendBack, receive }) => {
        keep('serviceWorker')(sendBack)
        receive((command) => commands.serviceWorker.push(command.type))
      }),
      connection: fromCallback(({ sendBack }) => keep('connection')(sendBack)),
      installPrompt: fromCallback<InstallPromptCommand>(({ sendBack, receive }) => {
        keep('installPrompt')(sendBack)
        receive((command) => commands.installPrompt.push(command.type))
      }),
    },
    actions: {
      reload: () => calls.reload(),
      logError: (_, { error }) => calls.logError(error),
      storeInstallRefusal: () => calls.storeInstallRefusal(),
      rememberVersion: () => calls.rememberVersion(),
    },
    guards: { installRefused: () => refused, updatedSinceSeen: () => updated },
  })
  const actor = createActor(machine, clock ? { clock } : {}).start()
  const from = (name: keyof typeof report) => (event: PwaEvent) => {
    const sendBack = report[name]
    if (!sendBack) throw new Error(`${name} was not started`)
    sendBack(event)
  }
  return {
    actor,
    calls,
    commands,
    sw: from('serviceWorker'),
    connection: from('connection'),
    installPrompt: from('installPrompt'),
    snapshot: () => actor.getSnapshot(),
  }
}

describe('pwa machine: service-worker lifecycle', () => {
  it('registers, then is ready offline once the app shell is cached', () => {
    const pwa = start()
    expect(pwa.snapshot().matches({ lifecycle: 'registering' })).toBe(true)
    expect(isOfflineReady(pwa.snapshot())).toBe(false)
    pwa.sw({ type: 'sw.offlineReady' })
    expect(pwa.snapshot().matches({ lifecycle: 'cached' })).toBe(true)
    expect(isOfflineReady(pwa.snapshot())).toBe(true)
    expect(showsNewVersion(pwa.snapshot())).toBe(false)
    expect(hasPwaNotice(pwa.snapshot())).toBe(false)
  })

  it('ignores the first worker claiming the page: that is no new version', () => {
    const pwa = start()
    pwa.sw({ type: 'sw.controlling' })
    expect(pwa.snapshot().matches({ lifecycle: 'registering' })).toBe(true)
    expect(showsNewVersion(pwa.snapshot())).toBe(false)
  })

  it('shows the new-version banner; Refresh tells the waiting worker to skip waiting and reloads once it controls', () => {
    const pwa = start()
    pwa.sw({ type: 'sw.offlineReady' })
    pwa.sw({ type: 'sw.updateAvailable' })
    expect(showsNewVersion(pwa.snapshot())).toBe(true)
    expect(hasPwaNotice(pwa.snapshot())).toBe(true)
    expect(pwa.commands.serviceWorker).toEqual([])

    pwa.actor.send({ type: 'pwa.refresh' })
    expect(isUpdating(pwa.snapshot())).toBe(true)
    expect(pwa.commands.serviceWorker).toEqual(['sw.skipWaiting'])
    expect(pwa.calls.reload).not.toHaveBeenCalled()

    pwa.sw({ type: 'sw.controlling' })
    expect(pwa.calls.reload).toHaveBeenCalledTimes(1)
  })

  it('offers the update at once when a new version was already waiting at load', () => {
    const pwa = start()
    pwa.sw({ type: 'sw.updateAvailable' })
    pwa.sw({ type: 'sw.offlineReady' })
    expect(pwa.snapshot().matches({ lifecycle: 'updateAvailable' })).toBe(true)
  })

  it('reloads anyway when the new worker gives no word after Refresh', () => {
    const clock = new SimulatedClock()
    const pwa = start({ clock })
    pwa.sw({ type: 'sw.updateAvailable' })
    pwa.actor.send({ type: 'pwa.refresh' })
    clock.increment(pwaDelays.updateReloadFallback - 1)
    expect(pwa.calls.reload).not.toHaveBeenCalled()
    clock.increment(1)
    expect(pwa.calls.reload).toHaveBeenCalledTimes(1)
  })

  it('asks the server for a new version every updateCheckInterval while the app stays open', () => {
    const clock = new SimulatedClock()
    const pwa = start({ clock })
    pwa.sw({ type: 'sw.offlineReady' })
    clock.increment(pwaDelays.updateCheckInterval)
    expect(pwa.commands.serviceWorker).toEqual(['sw.checkForUpdate'])
    clock.increment(pwaDelays.updateCheckInterval)
    expect(pwa.commands.serviceWorker).toEqual(['sw.checkForUpdate', 'sw.checkForUpdate'])
  })

  it('Later hides the banner; when another tab starts the new version it comes back and Refresh only reloads', () => {
    const pwa = start()
    pwa.sw({ type: 'sw.offlineReady' })
    pwa.sw({ type: 'sw.updateAvailable' })
    pwa.actor.send({ type: 'pwa.later' })
    expect(showsNewVersion(pwa.snapshot())).toBe(false)
    expect(isOfflineReady(pwa.snapshot())).toBe(true)

    pwa.sw({ type: 'sw.controlling' })
    expect(pwa.snapshot().matches({ lifecycle: 'updateActivated' })).toBe(true)
    expect(showsNewVersion(pwa.snapshot())).toBe(true)
    pwa.actor.send({ type: 'pwa.refresh' })
    expect(pwa.calls.reload).toHaveBeenCalledTimes(1)
    expect(pwa.commands.serviceWorker).toEqual([])
  })

  it('logs service-worker errors and shows nothing: registration failures leave a plain web page', () => {
    const pwa = start()
    const error = new Error('SecurityError: the script resource is behind a redirect')
    pwa.sw({ type: 'sw.failed', error })
    expect(pwa.snapshot().matches({ lifecycle: 'failed' })).toBe(true)
    expect(pwa.calls.logError).toHaveBeenCalledWith(error)
    expect(hasPwaNotice(pwa.snapshot())).toBe(false)
    expect(isOfflineReady(pwa.snapshot())).toBe(false)
  })

  it('logs a failed update check and keeps the cached version', () => {
    const pwa = start()
    pwa.sw({ type: 'sw.offlineReady' })
    pwa.sw({ type: 'sw.failed', error: 'update check failed' })
    expect(pwa.snapshot().matches({ lifecycle: 'cached' })).toBe(true)
    expect(pwa.calls.logError).toHaveBeenCalledWith('update check failed')
    expect(hasPwaNotice(pwa.snapshot())).toBe(false)
  })

  it('stays unsupported where there is no service worker', () => {
    const pwa = start()
    pwa.sw({ type: 'sw.unsupported' })
    expect(pwa.snapshot().matches({ lifecycle: 'unsupported' })).toBe(true)
    expect(hasPwaNotice(pwa.snapshot())).toBe(false)
  })
})

describe('pwa machine: connection', () => {
  it('follows the browser offline and back online, independently of the lifecycle', () => {
    const pwa = start()
    expect(isOffline(pwa.snapshot())).toBe(false)
    pwa.connection({ type: 'connection.offline' })
    expect(isOffline(pwa.snapshot())).toBe(true)
    expect(hasPwaNotice(pwa.snapshot())).toBe(true)
    expect(pwa.snapshot().matches({ lifecycle: 'registering' })).toBe(true)
    pwa.sw({ type: 'sw.offlineReady' })
    expect(isOffline(pwa.snapshot())).toBe(true)
    pwa.connection({ type: 'connection.online' })
    expect(isOffline(pwa.snapshot())).toBe(false)
    expect(hasPwaNotice(pwa.snapshot())).toBe(false)
  })
})

describe('pwa machine: add to home screen', () => {
  it("offers the dialog when the browser can install; Yes opens the browser's prompt", () => {
    const pwa = start()
    expect(showsInstallDialog(pwa.snapshot())).toBe(false)
    pwa.installPrompt({ type: 'install.available' })
    expect(showsInstallDialog(pwa.snapshot())).toBe(false)
    pwa.actor.send({ type: 'install.engaged' })
    expect(showsInstallDialog(pwa.snapshot())).toBe(true)
    pwa.actor.send({ type: 'install.yes' })
    expect(showsInstallDialog(pwa.snapshot())).toBe(false)
    expect(pwa.commands.installPrompt).toEqual(['install.prompt'])
    pwa.installPrompt({ type: 'install.accepted' })
    expect(pwa.snapshot().matches({ install: 'installed' })).toBe(true)
    pwa.installPrompt({ type: 'install.available' })
    expect(showsInstallDialog(pwa.snapshot())).toBe(false)
    expect(pwa.calls.storeInstallRefusal).not.toHaveBeenCalled()
  })

  it("dismissing the browser's prompt stores nothing; the dialog may come back with the next offer", () => {
    const pwa = start()
    pwa.installPrompt({ type: 'install.available' })
    pwa.actor.send({ type: 'install.engaged' })
    pwa.actor.send({ type: 'install.yes' })
    pwa.installPrompt({ type: 'install.dismissed' })
    expect(pwa.snapshot().matches({ install: 'idle' })).toBe(true)
    expect(pwa.calls.storeInstallRefusal).not.toHaveBeenCalled()
    pwa.installPrompt({ type: 'install.available' })
    pwa.actor.send({ type: 'install.engaged' })
    expect(showsInstallDialog(pwa.snapshot())).toBe(true)
  })

  it('waits for the consultant to use the app, or for a while on the first screen, before asking', () => {
    const clock = new SimulatedClock()
    const pwa = start({ clock })
    pwa.installPrompt({ type: 'install.available' })
    clock.increment(pwaDelays.installOfferDelay - 1)
    expect(showsInstallDialog(pwa.snapshot())).toBe(false)
    clock.increment(1)
    expect(showsInstallDialog(pwa.snapshot())).toBe(true)
  })

  it('No stores the refusal and the dialog is not offered again', () => {
    const pwa = start()
    pwa.installPrompt({ type: 'install.available' })
    pwa.actor.send({ type: 'install.engaged' })
    pwa.actor.send({ type: 'install.no' })
    expect(pwa.calls.storeInstallRefusal).toHaveBeenCalledTimes(1)
    expect(showsInstallDialog(pwa.snapshot())).toBe(false)
    pwa.installPrompt({ type: 'install.available' })
    expect(showsInstallDialog(pwa.snapshot())).toBe(false)
    expect(pwa.commands.installPrompt).toEqual([])
  })

  it('does not offer the dialog while a stored refusal lasts', () => {
    const pwa = start({ refused: true })
    pwa.installPrompt({ type: 'install.available' })
    expect(pwa.snapshot().matches({ install: 'idle' })).toBe(true)
    expect(hasPwaNotice(pwa.snapshot())).toBe(false)
  })

  it('closes the dialog when the app gets installed another way (the browser menu)', () => {
    const pwa = start()
    pwa.installPrompt({ type: 'install.available' })
    pwa.actor.send({ type: 'install.engaged' })
    expect(showsInstallDialog(pwa.snapshot())).toBe(true)
    pwa.installPrompt({ type: 'install.installed' })
    expect(pwa.snapshot().matches({ install: 'installed' })).toBe(true)
    expect(showsInstallDialog(pwa.snapshot())).toBe(false)
  })
})

describe('pwa machine: what’s new', () => {
  it('after an update, shows the note once: the version is remembered as it shows, and the note goes when dismissed', () => {
    const pwa = start({ updated: true })
    expect(showsWhatsNew(pwa.snapshot())).toBe(true)
    expect(hasPwaNotice(pwa.snapshot())).toBe(true)
    expect(pwa.calls.rememberVersion).toHaveBeenCalledTimes(1)
    pwa.actor.send({ type: 'whatsNew.dismiss' })
    expect(showsWhatsNew(pwa.snapshot())).toBe(false)
    expect(hasPwaNotice(pwa.snapshot())).toBe(false)
  })

  it('on a first install or the same version, shows nothing and remembers the version', () => {
    const pwa = start({ updated: false })
    expect(showsWhatsNew(pwa.snapshot())).toBe(false)
    expect(hasPwaNotice(pwa.snapshot())).toBe(false)
    expect(pwa.calls.rememberVersion).toHaveBeenCalledTimes(1)
  })
})
