import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createGatewayClient, type PaymentMethod } from '../../src/api'
import { newIdempotencyKey } from '../../src/api/idempotency'
import { paymentMethodBody, parseMobileMoney, validateMobileMoney, type MobileMoneyValues } from '../../src/features/payment-methods/payment-method-values'
import { createFormMachine } from '../../machines/form.machine'
import { BASE, createHarness, type Fetch } from './harness'

/**
 * Issue 18 §9, end to end in process: the mobile money form's machine, the app's client and the demo
 * gateway. The first POST reaches the gateway, which adds the account, but its answer comes after the
 * client's timeout; the consultant presses Try again. One account, not two.
 */
describe('Try again after a POST that timed out at the client but reached the gateway', () => {
  it('adds one mobile money account, not two', async () => {
    const harness = createHarness()
    const { login, token } = await harness.signIn('active')
    const id = login.customer_data.id ?? 0
    const sent: { method: string; path: string; key: string | null }[] = []
    let slowAnswers = 1
    // The gateway does the call at once; the first POST's answer is then held past the client's timeout.
    const slowFetch: Fetch = async (input, init) => {
      const request = new Request(input, init)
      const answer = await harness.gatewayFetch(request.clone())
      sent.push({ method: request.method, path: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key') })
      if (request.method === 'POST' && slowAnswers-- > 0) {
        await new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }))
      }
      return answer
    }
    const client = createGatewayClient({ baseUrl: BASE, locale: () => 'en', token, report: () => {}, fetch: slowFetch, timeout: 200 })
    const before = (await client.paymentMethods.list(id)).data.filter((m) => m.type === 'mobile_money').length

    const machine = createFormMachine<MobileMoneyValues, PaymentMethod>(validateMobileMoney).provide({
      actors: {
        submit: fromPromise<PaymentMethod, { values: MobileMoneyValues; key: string }>(({ input }) =>
          client.paymentMethods.add(id, paymentMethodBody(parseMobileMoney(input.values, [])), input.key),
        ),
      },
    })
    const form = createActor(machine, { input: { values: { full_name: 'Ama Mensah', phone_number: '02441234567' } } }).start()
    form.send({ type: 'form.submit', key: newIdempotencyKey() })
    const failed = await waitFor(form, (s) => s.matches('failed'))
    expect(failed.context.failure?.kind).toBe('timeout')
    // The first did reach the gateway: the account is there already.
    expect((await client.paymentMethods.list(id)).data.filter((m) => m.type === 'mobile_money')).toHaveLength(before + 1)

    form.send({ type: 'form.retry', key: newIdempotencyKey() })
    const done = await waitFor(form, (s) => s.status === 'done')
    const accounts = (await client.paymentMethods.list(id)).data.filter((m) => m.type === 'mobile_money')
    expect(accounts).toHaveLength(before + 1)
    expect(accounts).toContainEqual(done.context.result)

    const posts = sent.filter((call) => call.method === 'POST')
    expect(posts).toHaveLength(2)
    expect(posts[0]?.key).toMatch(/^[0-9a-f]{32}$/)
    expect(posts[1]?.key).toBe(posts[0]?.key)
  })
})
