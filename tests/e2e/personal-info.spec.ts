import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import * as v from 'valibot'
import { Consultant, LoginData, UploadedImage } from '../../src/api/schemas'
import { imageKindOf, imageMetadataOf } from '../../src/api/image-bytes'
import { exifSegment, multipartFile, withSegments } from '../fixtures/pictures'
import { signInAs } from './support/sign-in'

/**
 * Personal info and store info (issue 12 §1) against the demo gateway: the view and the edit of
 * each, the rules of spec section 5, the server's VALIDATION_FAILED marked on its fields with
 * everything typed kept, a phone photo made small enough to upload, a small one sent without its EXIF (GPS position),
 * a PDF and a text file named .jpg refused.
 * The gateway refuses a full name containing "Invalid" and the phone number 00000000000
 * (gateway/identity/checks.ts).
 */

const desktop = { width: 1280, height: 900 }
const isUpdate = (method: string, url: string) => method === 'PUT' && /\/api\/v1\/ewoks\/consultants\/\d+$/.test(url)

/** The bodies of PUT ewoks/consultants/{id} as the app sends them (read through a route, which sees a streamed body). */
async function sentUpdates(page: Page): Promise<Record<string, unknown>[]> {
  const bodies: Record<string, unknown>[] = []
  await page.route(/\/api\/v1\/ewoks\/consultants\/\d+$/, async (route) => {
    if (route.request().method() === 'PUT') bodies.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.continue()
  })
  return bodies
}

async function openEdit(page: Page, persona: 'active' | 'store') {
  await signInAs(page, persona)
  await page.goto('/personal-info')
  await page.getByRole('link', { name: persona === 'store' ? 'Edit store info' : 'Edit personal info' }).click()
  await expect(page).toHaveURL(/\/personal-info\/edit$/)
  await expect(page.getByTestId(persona === 'store' ? 'store-form' : 'personal-form')).toBeVisible()
}

test.describe('personal info (individual)', () => {
  test.use({ viewport: desktop })

  test('shows the personal info of the signed-in consultant', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/personal-info')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal info')
    const row = (field: string) => page.locator(`[data-field="${field}"] dd`)
    await expect(row('full_name')).toHaveText('Ama Mensah')
    await expect(row('phone_number')).toHaveText('0244 123 4567')
    await expect(row('city')).toHaveText('Accra')
    await expect(row('state')).toHaveText('Greater Accra')
    await expect(row('district')).toHaveText('Osu Klottey')
    await expect(row('languages')).toHaveText('English, Twi')
    await expect(row('country')).toHaveText('Ghana')
    // The store's fields are not an individual's.
    await expect(page.locator('[data-field="store_name"]')).toHaveCount(0)
  })

  test('the rules of section 5, then the server refuses the name and phone: marked on their fields, everything typed kept', async ({ page }) => {
    await openEdit(page, 'active')
    const sent = await sentUpdates(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit personal info')
    const form = page.getByTestId('personal-form')
    const firstName = form.getByLabel('First name')
    const lastName = form.getByLabel('Last name')
    const phone = form.getByLabel('Phone number')
    const email = form.getByLabel('Email')
    await expect(firstName).toHaveValue('Ama')
    await expect(phone).toHaveValue('0244 123 4567')

    // Client rules: nothing is sent.
    let puts = 0
    page.on('request', (request) => {
      if (isUpdate(request.method(), request.url())) puts += 1
    })
    await firstName.fill('Al')
    await lastName.fill('ح'.repeat(51))
    await email.fill('ama@')
    await phone.fill('0244 12')
    await form.getByLabel('Address').fill('')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('Please enter a name between 3 and 100 characters')).toBeVisible()
    await expect(form.getByText('Please enter a name between 3 and 50 characters')).toBeVisible()
    await expect(form.getByText('Email format is not valid')).toBeVisible()
    await expect(form.getByText('Phone number is not valid')).toBeVisible()
    await expect(form.getByText('This field is required')).toBeVisible()
    await expect(firstName).toBeFocused()
    expect(puts).toBe(0)

    // A language: special characters or a leading space refused; one from the list added.
    const entry = form.getByTestId('language-entry')
    await entry.fill(' Ga')
    await form.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(form.getByText('Special characters and leading spaces are not allowed')).toBeVisible()
    await entry.fill('Ewe!')
    await form.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(form.getByText('Special characters and leading spaces are not allowed')).toBeVisible()
    await entry.fill('Ewe')
    await form.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(form.getByRole('list', { name: 'Languages spoken' }).getByRole('listitem')).toHaveText(['English', 'Twi', 'Ewe'])

    // Values the client takes but the gateway refuses (checks.ts).
    await firstName.fill('Invalid')
    await lastName.fill('Mensah-Boateng')
    await email.fill('ama.mensah@example.com')
    await phone.fill('00000000000')
    await form.getByLabel('Address').fill('14 Oxford Street, Osu')
    const refused = page.waitForResponse((r) => isUpdate(r.request().method(), r.url()))
    await form.getByRole('button', { name: 'Save' }).click()
    const answer = await refused
    expect(answer.status()).toBe(422)
    expect(await answer.json()).toMatchObject({ error_message: 'VALIDATION_FAILED', errors: { full_name: ['invalid_name'], phone_number: ['invalid_phone'] } })
    await expect(form.getByText('This name is not valid')).toHaveCount(2)
    await expect(form.getByText('Phone number is not valid')).toBeVisible()
    await expect(page).toHaveURL(/\/personal-info\/edit$/)
    // Everything typed is kept.
    await expect(firstName).toHaveValue('Invalid')
    await expect(lastName).toHaveValue('Mensah-Boateng')
    await expect(phone).toHaveValue('0000 000 0000')
    await expect(form.getByLabel('Address')).toHaveValue('14 Oxford Street, Osu')
    await expect(form.getByRole('list', { name: 'Languages spoken' }).getByRole('listitem')).toHaveText(['English', 'Twi', 'Ewe'])
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(lastName).toHaveAttribute('aria-invalid', 'true')

    // Fixed: saved, and the view shows what the gateway answered.
    await firstName.fill('Amma')
    await phone.fill('0244 555 1234')
    const saved = page.waitForResponse((r) => isUpdate(r.request().method(), r.url()))
    await form.getByRole('button', { name: 'Save' }).click()
    await saved
    expect(sent).toHaveLength(2)
    expect(sent[1]).toMatchObject({
      first_name: 'Amma',
      last_name: 'Mensah-Boateng',
      phone_number: '02445551234',
      address: '14 Oxford Street, Osu',
      language_ids: [1, 2, 4],
    })
    const consultant = v.parse(Consultant, await (await saved).json())
    await expect(page).toHaveURL(/\/personal-info$/)
    await expect(page.locator('[data-field="full_name"] dd')).toHaveText(`${consultant.first_name} ${consultant.last_name}`)
    await expect(page.locator('[data-field="phone_number"] dd')).toHaveText('0244 555 1234')
    await expect(page.locator('[data-field="languages"] dd')).toHaveText(consultant.languages.map((l) => l.name).join(', '))
    // The session took it: a reload (the stored session) shows the new name too.
    await page.reload()
    await expect(page.locator('[data-field="full_name"] dd')).toHaveText('Amma Mensah-Boateng')
  })
})

test.describe('store info', () => {
  test.use({ viewport: desktop, geolocation: { latitude: 5.55602, longitude: -0.1969 }, permissions: ['geolocation'] })

  test('shows the store info', async ({ page }) => {
    await signInAs(page, 'store')
    await page.goto('/personal-info')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store info')
    const row = (field: string) => page.locator(`[data-field="${field}"] dd`)
    await expect(row('store_name')).toHaveText('Efua Mobile & Gadgets')
    await expect(row('id_card_number')).toHaveText('GHA-123456789-0')
    await expect(row('tax_id_number')).toHaveText('P0012345678')
    await expect(row('store_photo')).toHaveText('Not given')
    await expect(row('geo_location').getByRole('link', { name: 'See on a map' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=5\.6037&mlon=-0\.187/)
    await expect(page.locator('[data-field="birthday"]')).toHaveCount(0)
  })

  test('store rules, server field errors with values kept, the location shared, then saved', async ({ page }) => {
    await openEdit(page, 'store')
    const sent = await sentUpdates(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit store info')
    const form = page.getByTestId('store-form')
    const storeName = form.getByLabel('Store name')
    const taxId = form.getByLabel('Tax ID number')
    const idNumber = form.getByRole('textbox', { name: 'ID number', exact: true })
    await storeName.fill('')
    await idNumber.fill('')
    await taxId.fill('P001 234')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('This field is required')).toHaveCount(2)
    await expect(form.getByText('Space is not allowed')).toBeVisible()

    await storeName.fill('Efua Phones Osu')
    await idNumber.fill('GHA-987654321-0')
    await taxId.fill('P0098765432')
    await form.getByLabel("Owner's first name").fill('Invalid')
    // The store shared its location before; the browser's current one replaces it.
    await expect(form.getByTestId('store-coordinates')).toHaveText('5.60370, -0.18700')
    await form.getByRole('button', { name: 'Update with my current location' }).click()
    await expect(form.getByTestId('store-coordinates')).toHaveText('5.55602, -0.19690')
    const refused = page.waitForResponse((r) => isUpdate(r.request().method(), r.url()))
    await form.getByRole('button', { name: 'Save' }).click()
    expect((await refused).status()).toBe(422)
    await expect(form.getByText('This name is not valid')).toHaveCount(2)
    await expect(storeName).toHaveValue('Efua Phones Osu')
    await expect(taxId).toHaveValue('P0098765432')
    await expect(form.getByLabel("Owner's first name")).toHaveValue('Invalid')
    await expect(form.getByTestId('store-coordinates')).toHaveText('5.55602, -0.19690')

    await form.getByLabel("Owner's first name").fill('Efua')
    const saved = page.waitForResponse((r) => isUpdate(r.request().method(), r.url()))
    await form.getByRole('button', { name: 'Save' }).click()
    await saved
    expect(sent.at(-1)).toMatchObject({
      store_name: 'Efua Phones Osu',
      id_card_number: 'GHA-987654321-0',
      tax_id_number: 'P0098765432',
      geo_location: '5.55602,-0.19690',
    })
    await expect(page).toHaveURL(/\/personal-info$/)
    await expect(page.locator('[data-field="store_name"] dd')).toHaveText('Efua Phones Osu')
  })

  test('a 4 MB phone photo is made smaller, previewed, uploaded under 500 KB with its progress, and saved', async ({ page }) => {
    test.setTimeout(90_000)
    await openEdit(page, 'store')
    const sentBodies = await sentUpdates(page)
    // A 4000 × 3000 camera-like JPEG of 3–8 MB, made by the browser's own encoder.
    const jpeg = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(4000, 3000)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no canvas')
      const gradient = context.createLinearGradient(0, 0, 4000, 3000)
      gradient.addColorStop(0, '#f68b1e')
      gradient.addColorStop(1, '#1e6ff6')
      context.fillStyle = gradient
      context.fillRect(0, 0, 4000, 3000)
      const pixels = context.getImageData(0, 0, 4000, 3000)
      let seed = 7
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff
        const noise = (seed % 49) - 24
        pixels.data[i] = (pixels.data[i] ?? 0) + noise
        pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + noise
        pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + noise
      }
      context.putImageData(pixels, 0, 0)
      for (const quality of [0.92, 0.85, 0.8, 0.75, 0.7, 0.6, 0.5]) {
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality })
        if (blob.size <= 5 * 1024 * 1024) return Array.from(new Uint8Array(await blob.arrayBuffer()))
      }
      throw new Error('could not make the photo')
    })
    const bytes = Buffer.from(jpeg)
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024)
    expect(bytes.length).toBeLessThan(8 * 1024 * 1024)

    const field = page.getByTestId('image-id_card_picture')
    await field.locator('input[type="file"]').setInputFiles({ name: 'IMG_20261121_101500.jpg', mimeType: 'image/jpeg', buffer: bytes })
    // The preview comes before anything is sent.
    await expect(field.getByRole('img', { name: 'Preview: Identity picture' })).toBeVisible({ timeout: 20_000 })
    await expect(field.getByText(/Made smaller to send: .* KB → .* KB/)).toBeVisible()

    // Slow the gateway's answer a little, so the progress can be seen.
    await page.route('**/api/v1/ewoks/upload-image', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/ewoks/upload-image'))
    await field.getByRole('button', { name: 'Upload' }).click()
    await expect(field.getByRole('progressbar')).toBeVisible()
    const answer = await uploaded
    expect(answer.status()).toBe(200)
    const sent = answer.request().postDataBuffer()
    expect(sent).not.toBeNull()
    expect(sent?.length ?? Infinity).toBeLessThan(500 * 1024 + 1024)
    expect(sent?.includes(Buffer.from('Content-Type: image/jpeg'))).toBe(true)
    const { url } = v.parse(UploadedImage, await answer.json())
    await expect(field.getByRole('img', { name: 'Identity picture' })).toHaveAttribute('src', url)
    await expect(field.getByRole('progressbar')).toHaveCount(0)

    const saved = page.waitForResponse((r) => isUpdate(r.request().method(), r.url()))
    await page.getByTestId('store-form').getByRole('button', { name: 'Save' }).click()
    await saved
    expect(sentBodies.at(-1)).toMatchObject({ id_card_picture: url })
    await expect(page).toHaveURL(/\/personal-info$/)
    const picture = page.locator('[data-field="id_card_picture"] img')
    await expect(picture).toHaveAttribute('src', url)
    // The gateway serves back what it got: a JPEG under the limit.
    const served = await page.request.get(url)
    expect(served.headers()['content-type']).toBe('image/jpeg')
    expect((await served.body()).length).toBeLessThanOrEqual(500 * 1024)
  })

  const notPictures = [
    ['a PDF', { name: 'id-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF') }],
    // Typed image/jpeg from its name, as a browser would: only its first bytes tell.
    [
      'a text file named like a photo',
      { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Hello! This is a shopping list, not a picture.\n') },
    ],
  ] as const
  for (const [what, file] of notPictures) {
    test(`${what} is refused with a message and nothing is sent`, async ({ page }) => {
      await openEdit(page, 'store')
      let uploads = 0
      page.on('request', (request) => {
        if (request.url().endsWith('/ewoks/upload-image')) uploads += 1
      })
      const field = page.getByTestId('image-profile_picture')
      await field.locator('input[type="file"]').setInputFiles(file)
      await expect(field.getByTestId('image-profile_picture-error')).toHaveText('Only JPG or PNG images are allowed')
      await expect(field.getByRole('button', { name: 'Upload' })).toHaveCount(0)
      expect(uploads).toBe(0)
    })
  }

  test('a small photo with its GPS position goes up as pixels only, upright', async ({ page }) => {
    await openEdit(page, 'store')
    // A tiny camera photo: 64 × 32, red on the left and blue on the right, with an EXIF block holding a GPS
    // position, the phone's make and orientation 6 (the camera was turned: shown upright it is 32 × 64, red on top).
    const pixels = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(64, 32)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no canvas')
      context.fillStyle = '#ff0000'
      context.fillRect(0, 0, 32, 32)
      context.fillStyle = '#0000ff'
      context.fillRect(32, 0, 32, 32)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
      return Array.from(new Uint8Array(await blob.arrayBuffer()))
    })
    const photo = Buffer.from(withSegments(Uint8Array.from(pixels), exifSegment({ latitude: 5.55602, longitude: -0.1969, make: 'Tecno', orientation: 6 })))
    expect(photo.length).toBeLessThan(500 * 1024)
    expect(imageMetadataOf(photo)).toEqual(['exif'])

    // As it is, the demo gateway refuses it.
    const raw = await page.evaluate(() => localStorage.getItem('consultant.session.v1'))
    const { jforce_token } = v.parse(LoginData, JSON.parse(raw ?? 'null')?.value)
    const direct = await page.request.post('/api/v1/ewoks/upload-image', {
      headers: { 'X-Jforce-Token': jforce_token ?? '' },
      multipart: { file: { name: 'IMG_20261121_101500.jpg', mimeType: 'image/jpeg', buffer: photo } },
    })
    expect(direct.status()).toBe(422)
    expect(await direct.json()).toMatchObject({ error_message: 'VALIDATION_FAILED', errors: { file: ['image_metadata'] } })

    const field = page.getByTestId('image-id_card_picture')
    await field.locator('input[type="file"]').setInputFiles({ name: 'IMG_20261121_101500.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect(field.getByRole('img', { name: 'Preview: Identity picture' })).toBeVisible()
    // Not over the limit: no "made smaller" note.
    await expect(field.getByText(/Made smaller to send/)).toHaveCount(0)
    // The first send is lost on the way; Try again sends the same picture with the same idempotency key.
    const keys: (string | undefined)[] = []
    await page.route('**/api/v1/ewoks/upload-image', async (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      await (keys.length === 1 ? route.abort('connectionreset') : route.fallback())
    })
    await field.getByRole('button', { name: 'Upload' }).click()
    await expect(field.getByText('The picture could not be sent. Check your connection and try again.')).toBeVisible()
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/ewoks/upload-image'))
    await field.getByRole('button', { name: 'Try again' }).click()
    const answer = await uploaded
    expect(answer.status()).toBe(200)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
    const sent = multipartFile(answer.request().postDataBuffer() ?? Buffer.alloc(0))
    expect(imageKindOf(sent)).toBe('jpeg')
    expect(imageMetadataOf(sent)).toEqual([])
    expect(Buffer.from(sent).includes(Buffer.from('Tecno'))).toBe(false)
    const { url } = v.parse(UploadedImage, await answer.json())
    await expect(field.getByRole('img', { name: 'Identity picture' })).toHaveAttribute('src', url)

    // What the gateway keeps is upright without any orientation tag: 32 × 64, red on top, blue below.
    const stored = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob(), { imageOrientation: 'none' })
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no canvas')
      context.drawImage(bitmap, 0, 0)
      const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3))
      return { width: bitmap.width, height: bitmap.height, top: at(16, 8), bottom: at(16, 56) }
    }, url)
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 32, height: 64 })
    const [topRed = 0, , topBlue = 0] = stored.top
    const [bottomRed = 0, , bottomBlue = 0] = stored.bottom
    expect(topRed).toBeGreaterThan(200)
    expect(topBlue).toBeLessThan(60)
    expect(bottomBlue).toBeGreaterThan(200)
    expect(bottomRed).toBeLessThan(60)
  })
})

test('staff viewing an account read the personal info but cannot edit it', async ({ page }) => {
  await signInAs(page, 'staff', '/?impersonate=kofi.boateng@example.com')
  await page.goto('/personal-info')
  await expect(page.locator('[data-field="full_name"] dd')).toHaveText('Kofi Boateng')
  await expect(page.getByRole('link', { name: 'Edit personal info' })).toHaveCount(0)
  await page.goto('/personal-info/edit')
  await expect(page).toHaveURL(/\/personal-info$/)
})

for (const locale of ['en', 'ar'] as const) {
  test.describe(`accessibility in ${locale}`, () => {
    // Arabic on a phone (360px), English on a desktop (1280px); the screenshots are kept with the results.
    test.use({ locale, viewport: locale === 'ar' ? { width: 360, height: 800 } : desktop })

    for (const persona of ['active', 'store'] as const) {
      test(`${persona}: /personal-info and its edit have no serious or critical axe violations`, async ({ page }) => {
        test.setTimeout(60_000)
        await signInAs(page, persona)
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
        for (const path of ['/personal-info', '/personal-info/edit']) {
          await page.goto(path)
          await expect(
            page.locator(path.endsWith('edit') ? 'form' : persona === 'store' ? '[data-field="first_name"]' : '[data-field="full_name"]'),
          ).toBeVisible()
          if (path.endsWith('edit') && persona === 'active') await expect(page.getByRole('combobox').first()).toBeEnabled()
          await page.screenshot({ path: test.info().outputPath(`${persona}-${locale}${path.replaceAll('/', '-')}.png`), fullPage: true })
          const { violations } = await new AxeBuilder({ page }).analyze()
          const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          expect(blocking.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
        }
      })
    }
  })
}
