/**
 * What the app and the service worker (src/features/notifications/push-sw.ts) keep about this device's push
 * subscription, beside the push settings in Cache Storage (PUSH_SETTINGS_CACHE): names only, so the app's start can look for a kept change
 * without loading the push code (src/app/push-changes.ts). The records are push-rotation.ts's.
 */

/** The consultant who turned push on on this device, and the gateway key they subscribed with. */
export const PUSH_DEVICE_KEY = '/push-device.json'
/** A subscription the browser rotated, kept by the worker for the app: `{ subscription, previous }`. */
export const PUSH_CHANGE_KEY = '/push-change.json'
/** What the worker posts to the app's windows after keeping a change. */
export const PUSH_CHANGE_MESSAGE = 'push-subscription-change'
