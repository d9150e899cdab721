import { loadChakra } from '../../../ui/system-store'
import type { AppRouteContext } from '../../../app/router-context'
import { providePaymentAccountWrites } from '../-data/payment-accounts'

/** The add screens' loader: the consultant's writes, and Chakra, whose controls the forms use. */
export async function loadAddPaymentAccount({ context }: { context: AppRouteContext }) {
  const { id } = context.consultant
  await loadChakra()
  return { writes: providePaymentAccountWrites(context.client, context.session, id) }
}
