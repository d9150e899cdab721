/**
 * The installable, offline app (spec sections 1, 4, 8, 9; issue 4 §4). Three regions
 * run side by side:
 *
 * - lifecycle: registering → cached (the app shell is stored: the app opens offline)
 *   → updateAvailable (a new version is installed and waits: the banner with Refresh)
 *   → updating (the waiting worker is told to skip waiting; the page reloads once it
 *   controls). Service-worker errors are logged only (spec section 8): the app goes on
 *   as a plain web page.
 * - connection: online / offline, from the browser, driving the offline indicator.
 * - install: the browser offers installing (beforeinstallprompt) → the add-to-home
 *   dialog (Yes/No). No is remembered for 7 days; meanwhile the dialog is not offered.
 * - whatsNew: after the app was updated to a newer version, the "What's new" note, once
 *   (src/domain/whats-new.ts decides; the version running is remembered either way).
 *
 * Every effect is named here and provided by src/app/pwa.ts with `pwaMachine.provide`:
 * the callback actors serviceWorker (workbox-window), connection and installPrompt (DOM
 * events), the actions reload, logError, storeInstallRefusal and rememberVersion, the guards
 * installRefused and updatedSinceSeen.
 */
import { fromCallback, not, sendTo, setup, type ActorRefFrom } from 'xstate'
import { pwaDelays } from './config'

/** What the service-worker actor reports. */
export type ServiceWorkerEvent =
  /** The app shell is precached and the worker active: the app opens offline. */
  | { type: 'sw.offlineReady' }
  /** A new version is installed and waiting for this page to let it take over. */
  | { type: 'sw.updateAvailable' }
  /** A new version took control of this page (after Refresh here, or from another tab). */
  | { type: 'sw.controlling' }
  /** No service worker here (an old browser, an insecure origin, the dev server). */
  | { type: 'sw.unsupported' }
  | { type: 'sw.failed'; error: unknown }

/** What the machine asks of the service-worker actor. */
export type ServiceWorkerCommand = { type: 'sw.skipWaiting' } | { type: 'sw.checkForUpdate' }

export type ConnectionEvent = { type: 'connection.online' } | { type: 'connection.offline' }

/** What the install-prompt actor reports (the browser's beforeinstallprompt and appinstalled). */
export type InstallPromptEvent = { type: 'install.available' } | { type: 'install.accepted' } | { type: 'install.dismissed' } | { type: 'install.installed' }

export type InstallPromptCommand = { type: 'install.prompt' }

/** What the UI sends: the new-version banner, the add-to-home dialog and the "What's new" note. */
export type PwaUiEvent = { type: 'pwa.refresh' } | { type: 'pwa.later' } | { type: 'install.yes' } | { type: 'install.no' } | { type: 'whatsNew.dismiss' }

/** The app tells that the consultant is using it: they moved to another screen. */
export type EngagementEvent = { type: 'install.engaged' }

export type PwaEvent = ServiceWorkerEvent | ConnectionEvent | InstallPromptEvent | PwaUiEvent | EngagementEvent

const logError = {
  type: 'logError',
  params: ({ event }: { event: PwaEvent }) => ({ error: event.type === 'sw.failed' ? event.error : event }),
} as const

export const pwaMachine = setup({
  types: {
    events: {} as PwaEvent,
    /** offlineReady: the app shell is cached. newVersion: the new-version banner shows. whatsNew: the note shows. */
    tags: {} as 'offlineReady' | 'newVersion' | 'whatsNew',
  },
  actors: {
    serviceWorker: fromCallback<ServiceWorkerCommand>(() => {}),
    connection: fromCallback(() => {}),
    installPrompt: fromCallback<InstallPromptCommand>(() => {}),
  },
  actions: {
    reload: () => {},
    /** Spec section 8: offline-support errors are logged, never shown. */
    logError: (_, _params: { error: unknown }) => {},
    /** Keep the add-to-home refusal for 7 days (stored value addToHomeRefusal). */
    storeInstallRefusal: () => {},
    /** Keep the version running as the one this device has seen (stored value seenVersion). */
    rememberVersion: () => {},
  },
  guards: {
    /** A 'No' to the add-to-home dialog less than 7 days old. */
    installRefused: () => false,
    /** The app was updated to a newer version since this device last ran it (not a first install). */
    updatedSinceSeen: () => false,
  },
  delays: pwaDelays,
}).createMachine({
  id: 'pwa',
  type: 'parallel',
  invoke: [
    { id: 'serviceWorker', src: 'serviceWorker' },
    { id: 'connection', src: 'connection' },
    { id: 'installPrompt', src: 'installPrompt' },
  ],
  states: {
    lifecycle: {
      initial: 'registering',
      on: {
        'sw.failed': { actions: logError, description: 'Spec section 8: logged only (a failed update check keeps the current version)' },
        'sw.controlling': {
          target: '.updateActivated',
          description: 'Another tab started the new version; this page still runs the old one',
        },
      },
      states: {
        registering: {
          on: {
            'sw.offlineReady': 'cached',
            'sw.updateAvailable': 'updateAvailable',
            'sw.unsupported': 'unsupported',
            'sw.failed': { target: 'failed', actions: logError },
            // The first worker claiming this page is not a new version.
            'sw.controlling': {},
          },
        },
        cached: {
          tags: 'offlineReady',
          on: { 'sw.updateAvailable': 'updateAvailable' },
          after: {
            updateCheckInterval: {
              target: 'cached',
              reenter: true,
              actions: sendTo('serviceWorker', { type: 'sw.checkForUpdate' }),
              description: 'An app left open asks for a new version now and then',
            },
          },
        },
        updateAvailable: {
          tags: ['offlineReady', 'newVersion'],
          on: { 'pwa.refresh': 'updating', 'pwa.later': 'updateDeferred' },
        },
        updateActivated: {
          tags: ['offlineReady', 'newVersion'],
          description: 'The new version already controls this page: Refresh only reloads',
          on: { 'pwa.refresh': { actions: 'reload' }, 'pwa.later': 'updateDeferred', 'sw.controlling': {} },
        },
        updateDeferred: {
          tags: 'offlineReady',
          description: 'Put off: the new version starts on the next visit (or when another tab starts it)',
        },
        updating: {
          tags: ['offlineReady', 'newVersion'],
          entry: sendTo('serviceWorker', { type: 'sw.skipWaiting' }),
          on: { 'sw.controlling': { actions: 'reload', description: 'The new version controls the page: load it' } },
          after: { updateReloadFallback: { actions: 'reload', description: 'No word from the worker: reload anyway' } },
        },
        failed: {
          description: 'No service worker: the app runs online only; the error was logged',
        },
        unsupported: {},
      },
    },
    connection: {
      initial: 'online',
      states: {
        online: { on: { 'connection.offline': 'offline' } },
        offline: {
          description: 'The offline indicator shows, with when the data on screen was synced',
          on: { 'connection.online': 'online' },
        },
      },
    },
    install: {
      initial: 'idle',
      on: { 'install.installed': '.installed' },
      states: {
        idle: {
          on: {
            'install.available': {
              guard: not('installRefused'),
              target: 'available',
              description: 'Spec section 4: not while a refusal (7 days) lasts',
            },
          },
        },
        available: {
          description:
            'The browser can install the app. The dialog waits until the consultant uses the app (moves to another screen) or has had the screen for a while: it never interrupts the first screen while it loads',
          after: { installOfferDelay: 'offered' },
          on: { 'install.engaged': 'offered' },
        },
        offered: {
          description: 'The add-to-home dialog: Yes / No',
          on: {
            'install.yes': 'prompting',
            'install.no': {
              target: 'refused',
              actions: 'storeInstallRefusal',
              description: 'Spec sections 4, 9: the refusal is kept for 7 days',
            },
          },
        },
        prompting: {
          description: "The browser's own install prompt",
          entry: sendTo('installPrompt', { type: 'install.prompt' }),
          on: { 'install.accepted': 'installed', 'install.dismissed': 'idle' },
        },
        refused: {},
        installed: {},
      },
    },
    whatsNew: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            {
              guard: 'updatedSinceSeen',
              target: 'showing',
              actions: 'rememberVersion',
              description: 'Updated since this device last ran the app: the note, remembered at once so it shows once',
            },
            { target: 'hidden', actions: 'rememberVersion', description: 'A first install, or the same version: nothing to say' },
          ],
        },
        showing: {
          tags: 'whatsNew',
          description: 'The "What\'s new" note of this version, in the consultant\'s language',
          on: { 'whatsNew.dismiss': 'hidden' },
        },
        hidden: {},
      },
    },
  },
})

/** The running pwa actor (src/app/pwa.ts starts it in the app's actor system as `pwa`; the UI reads it). */
export type PwaActor = ActorRefFrom<typeof pwaMachine>
