import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { GatewayClient } from '../../api'
import type { RouterContext } from '../../app/router-context'
import { createMemoryStorage, createStoredValues } from '../../app/stored-values'
import { signedInSystem } from '../../app/system.fixtures'
import { makeConsultant, makeLogin } from '../../../machines/fixtures'
import { sessionMachine } from '../../../machines/session.machine'
import type { RegisterValues } from '../../features/onboarding/register-values'
import { validRegisterValues } from '../../features/onboarding/register-values.fixtures'
import { registerData, startAgreement, startPaymentConfirmation } from './onboarding'

function contextFor(client: Partial<Record<keyof GatewayClient, unknown>>): RouterContext {
  const session = createActor(sessionMachine, {
    input: { storedSession: makeLogin({ customer_data: { id: 1001 } }), impersonationEmail: null, referral: null },
  }).start()
  const stored = createStoredValues({ storage: createMemoryStorage(), now: () => Date.UTC(2026, 10, 21) })
  return { client: client as GatewayClient, session, stored, system: signedInSystem(), reload: () => {}, takeOpeningAddress: () => null, toggleOf: () => null }
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

  it('/register sends the referral and its campaign once: a registration that succeeds uses them up', async () => {
    const values: RegisterValues = validRegisterValues
    let fail = true
    const create = vi.fn(async () => {
      if (fail) throw new Error('offline')
      return { consultant: makeConsultant({ id: 1001 }), jforce_token: 'registered' }
    })
    const context = contextFor({ consultants: { create } })
    context.stored.referralCode.set('EXT-1001')
    context.stored.referralCampaign.set('church-group')
    const data = registerData(context)
    await expect(data.create(values, 'key-1')).rejects.toThrow()
    // Not registered: kept for Try again.
    expect([context.stored.referralCode.get(), context.stored.referralCampaign.get()]).toEqual(['EXT-1001', 'church-group'])
    fail = false
    await data.create(values, 'key-1')
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ referral: 'EXT-1001', referral_campaign: 'church-group' }), 'key-1')
    expect([context.stored.referralCode.get(), context.stored.referralCampaign.get()]).toEqual([null, null])
  })
})
