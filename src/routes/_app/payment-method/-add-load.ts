import { loadChakra } from '../../../ui/system-store'
import type { RouterContext } from '../../__root'
import { consultantOf } from '../-period'

/** The add screens' loader: the consultant (a visitor goes to the intro) and Chakra, whose controls the forms use. */
export async function loadAddPaymentAccount(context: RouterContext) {
  const { id } = consultantOf(context)
  await loadChakra()
  return { consultantId: id }
}
