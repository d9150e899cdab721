import { Trans } from '@lingui/react/macro'
import type { AccountStatusRead } from '../api'
import type { BadgePalette } from './badge'
import { Isolate } from './isolate'

/** Each account status's colour: the ones that stop a consultant selling stand out (src/api/schemas/consultant.ts). */
export const accountStatusPalette: Record<AccountStatusRead, BadgePalette> = { active: 'green', suspended: 'red', inactive: 'gray', unknown: 'gray' }

/**
 * An account status in the consultant's language: the app's own words for the statuses it knows (the
 * gateway's label came with the login, in the language of the sign-in), the gateway's label for one it
 * does not know, isolated as server text.
 */
export function AccountStatusText({ status, label }: { status: AccountStatusRead; label: string }) {
  switch (status) {
    case 'active':
      return <Trans>Active</Trans>
    case 'inactive':
      return <Trans>Inactive</Trans>
    case 'suspended':
      return <Trans>Suspended</Trans>
    case 'unknown':
      return <Isolate>{label}</Isolate>
  }
}
