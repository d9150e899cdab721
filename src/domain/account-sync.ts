/**
 * Spec section 4: an account is "synced (confirmed) or not synced to an e-commerce account".
 * The login and the consultant calls carry it as `synced`; what the app makes of it:
 *
 * - `true` is synced, `false` is not synced: only a JSON boolean is the gateway's word;
 * - anything else (missing, null, "true", 1, an object: a gateway that changed or misbehaves)
 *   is `unknown`. The app never tells a consultant they are confirmed when it cannot read it,
 *   nor warns them on every /home visit about a value it cannot read: /account says it could
 *   not be checked and gives the helpline, /home shows no notice.
 */
export type AccountSync = 'synced' | 'notSynced' | 'unknown'

export function accountSyncOf(value: unknown): AccountSync {
  if (value === true) return 'synced'
  if (value === false) return 'notSynced'
  return 'unknown'
}

/** Whether /home shows the "not synced yet" notice. */
export const showsNotSyncedNotice = (value: unknown): boolean => accountSyncOf(value) === 'notSynced'
