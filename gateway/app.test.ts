import { describe, expect, it } from 'vitest'
import { createGatewayApp } from './app'
import { createGatewayForTests } from './testing'

describe('the demo gateway', () => {
  it("dates every answer by its own clock (the demo's day), which a cross-origin app may read", async () => {
    const now = new Date('2026-11-25T09:30:00Z')
    const { app, tokenFor } = createGatewayForTests({ now })
    const answers = [
      await app.request('/api/v1/ewoks/banks', { headers: { 'X-Jforce-Token': tokenFor('active') } }),
      await app.request('/api/v1/ewoks/banks'),
      await app.request('/demo-sso/clock'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200])
    for (const answer of answers) {
      const date = Date.parse(answer.headers.get('Date') ?? '')
      expect(date).toBeGreaterThanOrEqual(now.getTime())
      expect(date).toBeLessThan(now.getTime() + 60_000)
    }
    const cors = createGatewayApp({ now, cors: true })
    const answer = await cors.request('/api/v1/ewoks/banks', { headers: { Origin: 'https://app.example' } })
    expect(answer.headers.get('Access-Control-Expose-Headers')).toContain('Date')
  })
})
