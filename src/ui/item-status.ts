import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ItemStatus } from '../api'

/** The order-item status labels of spec section 3, for every screen that names a status. */
export const itemStatusLabels: Readonly<Record<ItemStatus, MessageDescriptor>> = {
  created: msg`Created`,
  ongoing: msg`Ongoing`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
  rejected: msg`Rejected`,
  completed: msg`Completed`,
  returned: msg`Returned`,
}
