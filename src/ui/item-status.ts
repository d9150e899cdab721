import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ItemStatusRead } from '../api'

/** The order-item status labels of spec section 3, for every screen that names a status (and one for a status the app does not know). */
export const itemStatusLabels: Readonly<Record<ItemStatusRead, MessageDescriptor>> = {
  created: msg`Created`,
  ongoing: msg`Ongoing`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
  rejected: msg`Rejected`,
  completed: msg`Completed`,
  returned: msg`Returned`,
  unknown: msg`Status not known`,
}
