import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { GatewayClient } from '../../api'
import type { RouterContext } from '../../app/router-context'
import { createMemoryStorage, createStoredValues } from '../../app/storedValues'
import { signedInSystem } from '../../app/system.fixtures'
import { makeLogin } from '../../../machines/fixtures'
import { sessionMachine } from '../../../machines/session.machine'
import { startAgreement, startPaymentConfirmation } from './onboarding'

function contextFor(client: Partial<Record<keyof GatewayClient, unknown>>): RouterContext {
  const session = createActor(sessionMachine, {
    input: { storedSession: makeLogin({ customer_data: { id: 1001 } }), impersonationEmail: null, referral: null },
  }).start()
  const stored = createStoredValues({ storage: createMemoryStorage(), now: () => Date.UTC(2026, 10, 21) })
  return { client: client as GatewayClient, session, stored, system: signedInSystem(), reload: () => {} }
}

describe('the onboarding loaders', () => {
  it('/agreement reads the contract in the system (screen:/agreement:contract); leaving stops it', async () => {
    const block = vi.fn(async () => ({ code: 'agreement', name: 'Agreement', content: '<p>Terms</p>' }))
    const context = contextFor({ content: { block } })
    const data = startAgreement(context)
    expect(context.system.get('screen:/agreement:contract')).toBe(data.contract)
    // The router runs a loader twice on the first load: the same read, asked once.
    expect(startAgreement(context).contract).toBe(data.contract)
    await vi.waitFor(() => expect(data.contract.getSnapshot().matches('loaded')).toBe(true))
    expect(block).toHaveBeenCalledExactlyOnceWith('agreement')
    data.stop()
    expect(context.system.get('screen:/agreement:contract')).toBeUndefined()
  })

  it('/confirm-payment-method reads the consultant’s accounts in the system (screen:/confirm-payment-method:methods)', async () => {
    const list = vi.fn(async () => ({ data: [] }))
    const context = contextFor({ paymentMethods: { list } })
    const data = startPaymentConfirmation(context)
    expect(context.system.get('screen:/confirm-payment-method:methods')).toBe(data.methods)
    await vi.waitFor(() => expect(data.methods.getSnapshot().matches('loaded')).toBe(true))
    expect(list).toHaveBeenCalledExactlyOnceWith(1001)
    data.stop()
    expect(data.methods.getSnapshot().status).toBe('stopped')
  })
})
