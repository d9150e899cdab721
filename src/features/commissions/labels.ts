import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CommissionType } from '../../api'

/** Commission types in words a consultant understands (spec section 3: direct, indirect1 = team, indirect2 = team of the team). */
export const commissionTypeLabels: Readonly<Record<CommissionType, MessageDescriptor>> = {
  direct: msg`Your own sales`,
  indirect1: msg`Your team's sales`,
  indirect2: msg`Sales of your team's team`,
}

/** A line under each type: what it pays on. */
export const commissionTypeNotes: Readonly<Record<CommissionType, MessageDescriptor>> = {
  direct: msg`Items you sold yourself`,
  indirect1: msg`Items sold by the members of your team`,
  indirect2: msg`Items sold by the teams of your team members`,
}
