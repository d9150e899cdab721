import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { GatewayError } from '../src/api/errors'
import { acceptAgreementMachine, acceptedAgreementChanges, showsAgreementPrompt } from './agreement.machine'
import { makeConsultant, makeLogin } from './fixtures'
import { mergeLogin } from './session.machine'

const pending = makeLogin({
  customer_data: { updated_jforce_agreement: false },
  updated_jforce_agreement_content: '<p>New terms</p>',
  updated_jforce_agreement_pdf: '/api/v1/mouse/files/agreement-v2.pdf',
})

describe('showsAgreementPrompt', () => {
  it('shows while an updated agreement waits to be accepted', () => {
    expect(showsAgreementPrompt(pending, false)).toBe(true)
  })

  it('does not ask staff who impersonate', () => {
    expect(showsAgreementPrompt(pending, true)).toBe(false)
  })

  it('shows nothing once accepted, without content, or signed out', () => {
    expect(showsAgreementPrompt(makeLogin(), false)).toBe(false)
    expect(showsAgreementPrompt({ ...pending, customer_data: { ...pending.customer_data, updated_jforce_agreement: true } }, false)).toBe(false)
    expect(showsAgreementPrompt({ ...pending, updated_jforce_agreement_content: null }, false)).toBe(false)
    expect(showsAgreementPrompt(null, false)).toBe(false)
  })
})

describe('accepting', () => {
  it('clears the prompt from the login data with the date the gateway kept', () => {
    const after = mergeLogin(pending, acceptedAgreementChanges({ date_agreement: '2024-05-02T10:00:00.000Z' }))
    expect(showsAgreementPrompt(after, false)).toBe(false)
    expect(after?.customer_data.date_agreement).toBe('2024-05-02T10:00:00.000Z')
    expect(after?.updated_jforce_agreement_pdf).toBeNull()
  })

  it('sends once, then tells the app; a failure offers Try again', async () => {
    const saved = makeConsultant({ updated_jforce_agreement: true, date_agreement: '2024-05-02T10:00:00.000Z' })
    const submit = vi.fn(() => Promise.resolve(saved)).mockRejectedValueOnce(new GatewayError({ kind: 'network', call: 'PUT consultant' }))
    const onDone = vi.fn()
    const machine = acceptAgreementMachine.provide({
      actors: { submit: fromPromise(() => submit()) },
      actions: { onDone: (_, params) => onDone(params) },
    })
    const actor = createActor(machine, { input: { values: {} } }).start()
    actor.send({ type: 'form.submit', key: 'key-1' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(onDone).not.toHaveBeenCalled()
    actor.send({ type: 'form.retry', key: 'key-2' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(submit).toHaveBeenCalledTimes(2)
    expect(onDone).toHaveBeenCalledWith({ result: saved })
  })
})
