import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { GatewayError, type GatewayFailure } from '../src/api/errors'
import { createFormMachine, sameValues } from './form.machine'

interface Values {
  full_name: string
  phone_number: string
}

const validate = (v: Values) => ({
  ...(v.full_name.trim().length < 3 ? { full_name: ['name_length'] } : {}),
  ...(v.phone_number === '' ? { phone_number: ['required'] } : {}),
})

function start(submit: (values: Values) => Promise<string>) {
  const calls: Values[] = []
  const keys: string[] = []
  const done: string[] = []
  const reported: GatewayFailure[] = []
  const machine = createFormMachine<Values, string>(validate).provide({
    actors: { submit: fromPromise(({ input }) => (calls.push(input.values), keys.push(input.key), submit(input.values))) },
    actions: { onDone: (_, { result }) => done.push(result), reportFailure: (_, { failure }) => reported.push(failure) },
  })
  const actor = createActor(machine, { input: { values: { full_name: '', phone_number: '' } } }).start()
  return { actor, calls, keys, done, reported }
}

describe('form machine', () => {
  it('marks invalid fields and sends nothing', () => {
    const { actor, calls } = start(() => Promise.resolve('ok'))
    actor.send({ type: 'form.change', values: { full_name: 'Al' } })
    actor.send({ type: 'form.submit', key: 'key-1' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ full_name: ['name_length'], phone_number: ['required'] })
    expect(calls).toEqual([])
  })

  it('clears a field error when the field changes', () => {
    const { actor } = start(() => Promise.resolve('ok'))
    actor.send({ type: 'form.submit', key: 'key-2' })
    actor.send({ type: 'form.change', values: { phone_number: '0244' } })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ full_name: ['name_length'] })
  })

  it('submits valid values and finishes with the result', async () => {
    const { actor, calls, done } = start(() => Promise.resolve('saved'))
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah', phone_number: '02441234567' } })
    actor.send({ type: 'form.submit', key: 'key-3' })
    const finished = await waitFor(actor, (s) => s.status === 'done')
    expect(finished.context.result).toBe('saved')
    expect(calls).toEqual([{ full_name: 'Ama Mensah', phone_number: '02441234567' }])
    expect(done).toEqual(['saved'])
  })

  it('server VALIDATION_FAILED marks phone_number and full_name and keeps the values', async () => {
    const { actor, reported } = start(() =>
      Promise.reject(new GatewayError({ kind: 'validationFailed', call: 'PUT', fields: { phone_number: ['invalid_phone'], full_name: ['invalid_name'] } })),
    )
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah', phone_number: '00000000000' } })
    actor.send({ type: 'form.submit', key: 'key-4' })
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.submitted && Object.keys(s.context.fieldErrors).length > 0)
    expect(back.context.fieldErrors).toEqual({ phone_number: ['invalid_phone'], full_name: ['invalid_name'] })
    expect(back.context.values).toEqual({ full_name: 'Ama Mensah', phone_number: '00000000000' })
    // Fields to correct, not a failure to report.
    expect(reported).toEqual([])
  })

  it('a network failure offers Try again with the same values, and is reported', async () => {
    let attempt = 0
    const { actor, calls, reported } = start(() =>
      ++attempt === 1 ? Promise.reject(new GatewayError({ kind: 'network', call: 'PUT' })) : Promise.resolve('ok'),
    )
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah', phone_number: '02441234567' } })
    actor.send({ type: 'form.submit', key: 'key-5' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.failure?.kind).toBe('network')
    expect(reported).toEqual([{ kind: 'network', call: 'PUT' }])
    expect(failed.context.values.full_name).toBe('Ama Mensah')
    actor.send({ type: 'form.retry', key: 'key-6' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toHaveLength(2)
  })

  it('values edited after a failure are checked again before they are sent', async () => {
    const { actor, calls } = start(() => Promise.reject(new GatewayError({ kind: 'timeout', call: 'PUT' })))
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah', phone_number: '02441234567' } })
    actor.send({ type: 'form.submit', key: 'key-7' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'form.change', values: { phone_number: '' } })
    actor.send({ type: 'form.retry', key: 'key-8' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone_number: ['required'] })
    expect(calls).toHaveLength(1)
  })
})

describe('the idempotency key of a write (docs/contract.md, "Idempotency-Key")', () => {
  const timeout = () => Promise.reject(new GatewayError({ kind: 'timeout', call: 'POST' }))
  const valid = { full_name: 'Ama Mensah', phone_number: '02441234567' }

  it('a Try again of the same values after a timeout sends the first key again', async () => {
    let attempt = 0
    const { actor, keys, done } = start(() => (++attempt === 1 ? timeout() : Promise.resolve('saved')))
    actor.send({ type: 'form.change', values: valid })
    actor.send({ type: 'form.submit', key: 'first-key' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'form.retry', key: 'unused-key' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(keys).toEqual(['first-key', 'first-key'])
    expect(done).toEqual(['saved'])
  })

  it('Save pressed again (not Try again) with the same values is the same write too', async () => {
    const { actor, keys } = start(timeout)
    actor.send({ type: 'form.change', values: valid })
    actor.send({ type: 'form.submit', key: 'first-key' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'form.submit', key: 'second-key' })
    await waitFor(actor, (s) => s.matches('failed') && keys.length === 2)
    // Edited, then edited back: still the values first sent.
    actor.send({ type: 'form.change', values: { full_name: 'Ama' } })
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah' } })
    actor.send({ type: 'form.retry', key: 'third-key' })
    await waitFor(actor, (s) => s.matches('failed') && keys.length === 3)
    expect(keys).toEqual(['first-key', 'first-key', 'first-key'])
  })

  it('values changed after a failure are a new write with a new key, kept for its own retries', async () => {
    const { actor, keys } = start(timeout)
    actor.send({ type: 'form.change', values: valid })
    actor.send({ type: 'form.submit', key: 'first-key' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'form.change', values: { phone_number: '02449876543' } })
    actor.send({ type: 'form.retry', key: 'second-key' })
    await waitFor(actor, (s) => s.matches('failed') && keys.length === 2)
    actor.send({ type: 'form.retry', key: 'third-key' })
    await waitFor(actor, (s) => s.matches('failed') && keys.length === 3)
    expect(keys).toEqual(['first-key', 'second-key', 'second-key'])
  })

  it('a new form (a second account added later) starts a new write', async () => {
    const first = start(() => Promise.resolve('saved'))
    first.actor.send({ type: 'form.change', values: valid })
    first.actor.send({ type: 'form.submit', key: 'first-key' })
    await waitFor(first.actor, (s) => s.status === 'done')
    const second = start(() => Promise.resolve('saved'))
    second.actor.send({ type: 'form.change', values: valid })
    second.actor.send({ type: 'form.submit', key: 'second-key' })
    await waitFor(second.actor, (s) => s.status === 'done')
    expect([...first.keys, ...second.keys]).toEqual(['first-key', 'second-key'])
  })

  it('compares values as data: arrays and objects by their contents', () => {
    expect(sameValues({ a: [1, 2], b: { c: 'x' } }, { a: [1, 2], b: { c: 'x' } })).toBe(true)
    expect(sameValues({ a: [1, 2] }, { a: [2, 1] })).toBe(false)
    expect(sameValues({ a: [] }, { a: {} })).toBe(false)
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameValues({ a: null }, { a: undefined })).toBe(false)
    expect(sameValues(Number.NaN, Number.NaN)).toBe(true)
  })
})
