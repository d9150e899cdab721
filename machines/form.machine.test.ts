import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { GatewayError } from '../src/api/errors'
import { createFormMachine } from './form.machine'

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
  const done: string[] = []
  const machine = createFormMachine<Values, string>(validate).provide({
    actors: { submit: fromPromise(({ input }) => (calls.push(input.values), submit(input.values))) },
    actions: { onDone: (_, { result }) => done.push(result) },
  })
  const actor = createActor(machine, { input: { values: { full_name: '', phone_number: '' } } }).start()
  return { actor, calls, done }
}

describe('form machine', () => {
  it('marks invalid fields and sends nothing', () => {
    const { actor, calls } = start(() => Promise.resolve('ok'))
    actor.send({ type: 'form.change', values: { full_name: 'Al' } })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ full_name: ['name_length'], phone_number: ['required'] })
    expect(calls).toEqual([])
  })

  it('clears a field error when the field changes', () => {
    const { actor } = start(() => Promise.resolve('ok'))
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.change', values: { phone_number: '0244' } })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ full_name: ['name_length'] })
  })

  it('submits valid values and finishes with the result', async () => {
    const { actor, calls, done } = start(() => Promise.resolve('saved'))
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah', phone_number: '02441234567' } })
    actor.send({ type: 'form.submit' })
    const finished = await waitFor(actor, (s) => s.status === 'done')
    expect(finished.context.result).toBe('saved')
    expect(calls).toEqual([{ full_name: 'Ama Mensah', phone_number: '02441234567' }])
    expect(done).toEqual(['saved'])
  })

  it('server VALIDATION_FAILED marks phone_number and full_name and keeps the values', async () => {
    const { actor } = start(() =>
      Promise.reject(new GatewayError({ kind: 'validationFailed', call: 'PUT', fields: { phone_number: ['invalid_phone'], full_name: ['invalid_name'] } })),
    )
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah', phone_number: '00000000000' } })
    actor.send({ type: 'form.submit' })
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.submitted && Object.keys(s.context.fieldErrors).length > 0)
    expect(back.context.fieldErrors).toEqual({ phone_number: ['invalid_phone'], full_name: ['invalid_name'] })
    expect(back.context.values).toEqual({ full_name: 'Ama Mensah', phone_number: '00000000000' })
  })

  it('a network failure offers Try again with the same values', async () => {
    let attempt = 0
    const { actor, calls } = start(() => (++attempt === 1 ? Promise.reject(new GatewayError({ kind: 'network', call: 'PUT' })) : Promise.resolve('ok')))
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah', phone_number: '02441234567' } })
    actor.send({ type: 'form.submit' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.failure?.kind).toBe('network')
    expect(failed.context.values.full_name).toBe('Ama Mensah')
    actor.send({ type: 'form.retry' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(calls).toHaveLength(2)
  })

  it('values edited after a failure are checked again before they are sent', async () => {
    const { actor, calls } = start(() => Promise.reject(new GatewayError({ kind: 'timeout', call: 'PUT' })))
    actor.send({ type: 'form.change', values: { full_name: 'Ama Mensah', phone_number: '02441234567' } })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'form.change', values: { phone_number: '' } })
    actor.send({ type: 'form.retry' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone_number: ['required'] })
    expect(calls).toHaveLength(1)
  })
})
