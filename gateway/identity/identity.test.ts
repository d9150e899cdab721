import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AuthUrl, Consultant, ConsultantCreated, LoginResponse, LogoutUrl, UploadedImage } from '../../src/api/schemas'
import { PERSONAS } from '../personas'
import { exifChunk, exifSegment, jpegStructure, pngChunk, withSegments, xmpSegment } from '../../tests/fixtures/pictures'
import { solidPng } from './images'
import { APP, authed, codeFor, expectError, json, login, newApp, NOW, sessionLogin } from './testkit'

describe('auth and the demo sign-in', () => {
  it('answers an auth-url to its own sign-in page, returning to the app origin', async () => {
    const app = newApp()
    const body = v.parse(AuthUrl, await (await app.request('/api/v1/auth-url', { headers: { Origin: APP } })).json())
    const url = new URL(body.url)
    expect(body.sso).toBe(1)
    expect(url.origin + url.pathname).toBe('http://localhost/demo-sso')
    expect(url.searchParams.get('state')).toBe(body.state)
    expect(url.searchParams.get('return_to')).toBe(`${APP}/login/callback`)
    const foreign = v.parse(AuthUrl, await (await app.request('/api/v1/auth-url', { headers: { Origin: 'https://evil.example' } })).json())
    expect(new URL(foreign.url).searchParams.get('return_to')).toBe('http://localhost/login/callback')
    expect(foreign.state).not.toBe(body.state)
  })

  it('lists every persona on the sign-in page and sends the browser back with code and state', async () => {
    const app = newApp()
    const page = await (await app.request('/demo-sso?state=abc&return_to=http%3A%2F%2Flocalhost%3A5173%2Flogin%2Fcallback')).text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('<h1>Demo central sign-in</h1>')
    for (const p of PERSONAS) expect(page).toContain(`data-persona="${p.key}">${p.label.replace(/&/g, '&amp;')}</button>`)
    expect((await app.request('/demo-sso')).status).toBe(400)
    const res = await app.request('/demo-sso/choose', {
      method: 'POST',
      body: new URLSearchParams({ persona: 'active', state: 'abc', return_to: 'https://evil.example/steal' }),
    })
    const location = new URL(res.headers.get('Location') ?? '')
    expect(res.status).toBe(302)
    expect(location.origin + location.pathname).toBe('http://localhost/login/callback')
    expect(location.searchParams.get('state')).toBe('abc')
    expect(location.searchParams.get('code')).toBeTruthy()
  })

  it('exchanges a code once, fails for the failing persona and closes sessions on logout', async () => {
    const app = newApp()
    const code = await codeFor(app, 'active')
    const first = v.parse(LoginResponse, await (await app.request('/api/v1/login', json('POST', { code }))).json())
    expect(first.response.customer_data.id).toBe(1001)
    expect(first.response.impersonating).toBe(false)
    await expectError(await app.request('/api/v1/login', json('POST', { code })), 401, 'UNAUTHORIZED')
    await expectError(await app.request('/api/v1/login', json('POST', { code: await codeFor(app, 'failing') })), 500, 'UNKNOWN_ERROR')
    await expectError(await app.request('/api/v1/login', json('POST', { code: '' })), 422, 'VALIDATION_FAILED', { code: ['required'] })
    const token = first.response.jforce_token
    expect(v.parse(LogoutUrl, await (await app.request('/api/v1/logout-url', authed(token, 'POST'))).json())).toEqual({ url: null })
    await expectError(await app.request('/api/v1/logout-url', authed(token, 'POST')), 401, 'UNAUTHORIZED')
  })

  it('lets staff impersonate by e-mail and ignores the e-mail from anyone else', async () => {
    const app = newApp()
    const staffOwn = await login(app, 'staff')
    expect(staffOwn.jforce_agent).toBe(false)
    const viewed = await login(app, 'staff', { email: 'KOFI.boateng@example.com' })
    expect(viewed.customer_data.id).toBe(1002)
    expect(viewed.impersonating).toBe(true)
    await expectError(
      await app.request('/api/v1/login', json('POST', { code: await codeFor(app, 'staff'), email: 'nobody@example.com' })),
      422,
      'VALIDATION_FAILED',
      { email: ['unknown_account'] },
    )
    const self = await login(app, 'member', { email: 'ama.mensah@example.com' })
    expect(self.customer_data.id).toBe(1002)
    expect(self.impersonating).toBe(false)
  })
})

const form = {
  account_type: 'consultant',
  first_name: 'Yaw',
  last_name: 'Asante',
  email: 'yaw.asante@example.com',
  phone_number: '02441112222',
  gender: 'male',
  birthday: '1995-02-03',
  state_id: 2,
  city_id: 201,
  district: 'Asokwa',
  address: '4 Harper Road',
  recruitment_channel_id: 2,
}

describe('consultants', () => {
  it('registers a visitor (with a referral), accepts the agreement and rejects a second registration', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'visitor', { referral: 'EXT-1001' })
    const post = (body: unknown, t = token) => app.request('/api/v1/consultants', json('POST', body, t))
    await expectError(await post({ ...form, phone_number: '00000000000' }), 422, 'VALIDATION_FAILED', { phone_number: ['invalid_phone'] })
    await expectError(await post({ ...form, last_name: 'Invalid' }), 422, 'VALIDATION_FAILED', { full_name: ['invalid_name'] })
    await expectError(await post({ ...form, city_id: 101 }), 422, 'VALIDATION_FAILED', { city_id: ['not_in_state'] })
    await expectError(await post({ ...form, gender: 'x' }), 422, 'VALIDATION_FAILED')
    const created = v.parse(ConsultantCreated, await (await post(form)).json())
    expect(created.consultant).toMatchObject({ id: 5001, jforce_agreement: false, location: { id: 201, name: 'Kumasi', parent: { id: 2, name: 'Ashanti' } } })
    expect(created.consultant.team_leader?.id).toBe(1001)
    await expectError(await post(form, created.jforce_token), 422, 'VALIDATION_FAILED', { email: ['already_registered'] })
    const accepted = v.parse(
      Consultant,
      await (await app.request('/api/v1/ewoks/consultants/5001/agreement', json('PUT', { jforce_agreement: true }, created.jforce_token))).json(),
    )
    expect(accepted.jforce_agreement).toBe(true)
    // Accepted now: the gateway's clock (its today moved on by the time since it started).
    const acceptedAt = Date.parse(accepted.date_agreement ?? '') - NOW.getTime()
    expect(acceptedAt).toBeGreaterThanOrEqual(0)
    expect(acceptedAt).toBeLessThan(60_000)
    expect(sessionLogin(app, created.jforce_token)).toMatchObject({
      jforce_agent: true,
      accepted_terms_and_conditions: true,
      has_payment_method: false,
      payment_method_mandatory: 'mobile_money',
    })
    // Each pick of a persona starts afresh: the next visitor sign-in is a visitor again.
    expect(await login(app, 'visitor')).toMatchObject({ jforce_agent: false, accepted_terms_and_conditions: false })
  })

  it('updates the owner only, with the server-side checks, and accepts the updated agreement', async () => {
    const app = newApp()
    const { jforce_token: token, updated_jforce_agreement_pdf } = await login(app, 'agreement')
    expect(updated_jforce_agreement_pdf).not.toBeNull()
    const put = (id: number, body: unknown) => app.request(`/api/v1/ewoks/consultants/${id}`, json('PUT', body, token))
    await expectError(await put(1001, { address: 'x' }), 403, 'FORBIDDEN')
    await expectError(await put(1008, { whatsapp_number: '00000000000', first_name: 'Invalid' }), 422, 'VALIDATION_FAILED', {
      phone_number: ['invalid_phone'],
      full_name: ['invalid_name'],
    })
    const updated = v.parse(
      Consultant,
      await (await put(1008, { address: '7 Ring Road', language_ids: [3, 4], updated_jforce_agreement: true, date_agreement: NOW.toISOString() })).json(),
    )
    expect(updated).toMatchObject({
      address: '7 Ring Road',
      languages: [
        { id: 3, name: 'Ga' },
        { id: 4, name: 'Ewe' },
      ],
      updated_jforce_agreement: true,
    })
    const after = sessionLogin(app, token)
    expect(after.updated_jforce_agreement_content).toBeNull()
    expect(after.updated_jforce_agreement_pdf).toBeNull()
    expect((await login(app, 'agreement')).updated_jforce_agreement_content).not.toBeNull()
  })

  it('uploads JPG or PNG up to 500 KB and serves the image back', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'store')
    const upload = (blob: Blob, name: string) => {
      const body = new FormData()
      body.append('file', blob, name)
      return app.request('/api/v1/ewoks/upload-image', { method: 'POST', headers: { 'X-Jforce-Token': token }, body })
    }
    const png = solidPng(4, [1, 2, 3])
    const { url } = v.parse(UploadedImage, await (await upload(new Blob([png.slice().buffer], { type: 'image/png' }), 'a.png')).json())
    const fetched = await app.request(url)
    expect(fetched.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(png)
    await expectError(await upload(new Blob(['GIF89a'], { type: 'image/gif' }), 'a.gif'), 422, 'VALIDATION_FAILED', { file: ['invalid_type'] })
    await expectError(await upload(new Blob([new Uint8Array(500 * 1024 + 1)], { type: 'image/jpeg' }), 'big.jpg'), 422, 'VALIDATION_FAILED', {
      file: ['too_large'],
    })
  })

  it('reads what an upload is from its first bytes, not its name or declared type', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'store')
    const upload = (bytes: Uint8Array | string, name: string, type: string) => {
      const body = new FormData()
      body.append('file', new Blob([typeof bytes === 'string' ? bytes : bytes.slice().buffer], { type }), name)
      return app.request('/api/v1/ewoks/upload-image', { method: 'POST', headers: { 'X-Jforce-Token': token }, body })
    }
    await expectError(await upload('Hello, I am a text file.\n', 'photo.jpg', 'image/jpeg'), 422, 'VALIDATION_FAILED', { file: ['invalid_type'] })
    await expectError(await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'photo.png', 'image/png'), 422, 'VALIDATION_FAILED', { file: ['invalid_type'] })
    // A PNG declared as a JPEG is stored and served as what it is.
    const png = solidPng(4, [9, 9, 9])
    const { url } = v.parse(UploadedImage, await (await upload(png, 'photo.jpg', 'image/jpeg')).json())
    expect(url).toMatch(/\.png$/)
    expect((await app.request(url)).headers.get('Content-Type')).toBe('image/png')
  })

  it('refuses a picture that still carries EXIF or XMP (a GPS position, the device)', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'store')
    const upload = (bytes: Uint8Array, name: string) => {
      const body = new FormData()
      body.append('file', new Blob([bytes.slice().buffer], { type: 'image/jpeg' }), name)
      return app.request('/api/v1/ewoks/upload-image', { method: 'POST', headers: { 'X-Jforce-Token': token }, body })
    }
    const gps = { latitude: 5.55602, longitude: -0.1969, make: 'Tecno' }
    const refused = { file: ['image_metadata'] }
    await expectError(await upload(jpegStructure([exifSegment(gps)]), 'IMG_0001.jpg'), 422, 'VALIDATION_FAILED', refused)
    await expectError(await upload(jpegStructure([xmpSegment('5,33.36N')]), 'IMG_0002.jpg'), 422, 'VALIDATION_FAILED', refused)
    await expectError(await upload(jpegStructure([], [exifSegment(gps)]), 'IMG_0003.jpg'), 422, 'VALIDATION_FAILED', refused)
    await expectError(await upload(withSegments(jpegStructure([]), exifSegment(gps)), 'IMG_0004.jpg'), 422, 'VALIDATION_FAILED', refused)
    const png = solidPng(4, [1, 2, 3])
    const pngWithExif = new Uint8Array([...png.subarray(0, 33), ...exifChunk(gps), ...png.subarray(33)])
    await expectError(await upload(pngWithExif, 'scan.png'), 422, 'VALIDATION_FAILED', refused)
    // The same pictures without their metadata go through.
    expect((await upload(jpegStructure([]), 'clean.jpg')).status).toBe(200)
    expect(
      (
        await upload(
          new Uint8Array([...png.subarray(0, 33), ...pngChunk('tEXt', new TextEncoder().encode('Software\0Canvas')), ...png.subarray(33)]),
          'clean.png',
        )
      ).status,
    ).toBe(200)
    expect((await app.request('/api/v1/ewoks/images/profile-placeholder.png')).headers.get('Content-Type')).toBe('image/png')
    expect((await app.request('/api/v1/ewoks/images/nope.png')).status).toBe(404)
  })
})
