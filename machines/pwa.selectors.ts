/** What the UI reads from the offline and new-version statechart: pure functions of a snapshot. */
import type { SnapshotFrom } from 'xstate'
import type { pwaMachine } from './pwa.machine'

export type PwaSnapshot = SnapshotFrom<typeof pwaMachine>

/** The app shell is cached: the app opens without a network. */
export const isOfflineReady = (snapshot: PwaSnapshot): boolean => snapshot.hasTag('offlineReady')

export const isOffline = (snapshot: PwaSnapshot): boolean => snapshot.matches({ connection: 'offline' })

/** The new-version banner shows. */
export const showsNewVersion = (snapshot: PwaSnapshot): boolean => snapshot.hasTag('newVersion')

/** Refresh was pressed: the new version is taking over. */
export const isUpdating = (snapshot: PwaSnapshot): boolean => snapshot.matches({ lifecycle: 'updating' })

/** The add-to-home dialog shows. */
export const showsInstallDialog = (snapshot: PwaSnapshot): boolean => snapshot.matches({ install: 'offered' })

/** The "What's new" note of the version running shows (once, after an update). */
export const showsWhatsNew = (snapshot: PwaSnapshot): boolean => snapshot.hasTag('whatsNew')

/** Anything of the offline, new-version, add-to-home or what's-new UI to show. */
export const hasPwaNotice = (snapshot: PwaSnapshot): boolean =>
  isOffline(snapshot) || showsNewVersion(snapshot) || showsInstallDialog(snapshot) || showsWhatsNew(snapshot)
