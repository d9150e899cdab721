/**
 * The unread count on the installed app's icon (issue 22 §4), with the Badging API where the browser has it
 * (`navigator.setAppBadge` / `clearAppBadge`: Chromium's and Edge's installed apps, Safari's home-screen apps);
 * elsewhere nothing happens. The service worker sets it too when a push carries the count while the app is
 * closed (src/features/notifications/push-sw.ts).
 */
import type { AnyActorRef, Subscription } from 'xstate'
import type { AppActorSystem } from '../../machines/actor-scope.machine'

/** The part of `navigator` (or a worker's) that badges the app's icon; either method may be missing. */
export interface BadgeNavigator {
  setAppBadge?: (contents?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

const browserNavigator = (): BadgeNavigator => (typeof navigator === 'undefined' ? {} : (navigator as BadgeNavigator))

/** The count on the icon, or none for 0. Never throws: a browser that refuses (the app is not installed) shows nothing. */
export function showAppBadge(count: number, badge: BadgeNavigator = browserNavigator()): void {
  try {
    const done = count > 0 ? badge.setAppBadge?.(Math.floor(count)) : badge.clearAppBadge?.()
    done?.catch(() => {})
  } catch {
    // A method that throws at once (an old implementation): the icon stays as it is.
  }
}

export interface AppBadgeFollow {
  /** The system id of the unread count's actor (the shell's, in the consultant's scope). */
  readonly countId: string
  /** The count an actor's snapshot gives, or null while it is unknown (loading, or it failed). */
  readonly read: (snapshot: ReturnType<AnyActorRef['getSnapshot']>) => number | null
}

/**
 * Keeps the icon's badge on the unread count for as long as the app runs, in one place: set when the count
 * changes, cleared when it reaches 0, and cleared when the consultant's scope of the app's system ends (sign-out,
 * a 401, signed out in another tab, out of time: whatever ends the session stops that scope). A count that is
 * unknown for a while (asked again, or it failed) leaves the icon as it was; so does the count's actor stopping
 * while the consultant is still signed in (a screen without the shell). Returns the way to stop following.
 */
export function followAppBadge(system: Pick<AppActorSystem, 'get' | 'subscribe'>, follow: AppBadgeFollow, badge = browserNavigator()): () => void {
  if (typeof badge.setAppBadge !== 'function' && typeof badge.clearAppBadge !== 'function') return () => {}
  let followed: AnyActorRef | undefined
  let subscription: Subscription | undefined
  let shown: number | undefined
  const show = (count: number | null) => {
    if (count === null || count === shown) return
    shown = count
    showAppBadge(count, badge)
  }
  const check = () => {
    if (!system.get('consultant')) {
      // Nobody signed in: nobody's count on the icon (also a badge left from a session that ended while the app was closed).
      subscription?.unsubscribe()
      subscription = followed = undefined
      show(0)
      return
    }
    const counter = system.get(follow.countId)
    if (counter === followed) return
    subscription?.unsubscribe()
    followed = counter
    subscription = counter?.subscribe((snapshot) => show(follow.read(snapshot)))
    if (counter) show(follow.read(counter.getSnapshot()))
  }
  check()
  const stop = system.subscribe(check)
  return () => {
    stop()
    subscription?.unsubscribe()
  }
}
