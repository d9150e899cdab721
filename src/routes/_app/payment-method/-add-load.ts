import { loadChakra } from '../../../ui/system-store'
import type { RouterContext } from '../../__root'
import { providePaymentAccountWrites } from '../-data/payment-accounts'
import { consultantOf } from '../-period'

/** The add screens' loader: the consultant (a visitor goes to the intro), the writes, and Chakra, whose controls the forms use. */
export async function loadAddPaymentAccount({ context }: { context: RouterContext }) {
  const { id } = consultantOf(context)
  await loadChakra()
  return { writes: providePaymentAccountWrites(context.client, context.session, id) }
}
