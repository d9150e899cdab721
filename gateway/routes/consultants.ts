import { Hono } from 'hono'
import type { Consultant, ConsultantCreated, UploadedImage } from '../../src/api/schemas'
import { AgreementAccept, ConsultantCreate, ConsultantUpdate } from '../../src/api/schemas'
import { errorBody, parseBody, requireOwner, requireSession, validationFailed, type Env } from '../http'
import type { GatewayStore, PersonaState } from '../store'
import { serverChecks } from '../identity/checks'
import { imageKindOf, imageMetadataOf } from '../../src/api/image-bytes'
import { imageUrl, seededImages, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../identity/images'
import { checkDistrict, plainUpdates, registeredConsultant, resolveReferences } from '../identity/profile'
import { identityState } from '../identity/state'
import { referredRegistrations } from '../data/team'

/**
 * A referral code names the recruiting consultant: their consultant id or
 * external id (EXT-<id>), case-insensitive. Unknown codes are ignored.
 */
function referrer(store: GatewayStore, code: string | undefined): PersonaState | undefined {
  if (!code) return undefined
  const wanted = code.trim().toLowerCase()
  return store
    .allPersonas()
    .find(
      (p) => p.login.customer_data.id !== null && (String(p.login.customer_data.id) === wanted || p.login.customer_data.external_id?.toLowerCase() === wanted),
    )
}

/** Whether another persona (not a sign-in copy of this one) holds the e-mail. */
function emailTakenByAnother(store: GatewayStore, email: string, persona: PersonaState): boolean {
  const wanted = email.toLowerCase()
  return store.allPersonas().some((p) => p.spec.key !== persona.spec.key && p.login.customer_data.email.toLowerCase() === wanted)
}

/** Consultants service: register, edit, agreement, image upload and the image fetch. */
export function consultantsRoutes(store: GatewayStore) {
  const app = new Hono<Env>()
  const session = requireSession(store)
  const owner = requireOwner(store)
  const state = identityState(store)

  app.post('/consultants', session, async (c) => {
    const parsed = await parseBody(c, ConsultantCreate)
    if (!parsed.ok) return parsed.response
    const form = parsed.value
    const persona = store.persona(c.get('session').personaId)
    const current = persona.login.customer_data
    if (current.id !== null) return validationFailed(c, { email: ['already_registered'] })
    if (emailTakenByAnother(store, form.email, persona)) return validationFailed(c, { email: ['already_registered'] })
    const checked = serverChecks({ full_name: `${form.first_name} ${form.last_name}`, phone_numbers: [form.phone_number] })
    if (checked) return validationFailed(c, checked)
    const refs = resolveReferences(form, current)
    if (!refs.ok) return validationFailed(c, refs.errors)
    const districtErrors = checkDistrict(form.district, refs.changes.location ?? null)
    if (districtErrors) return validationFailed(c, districtErrors)

    const id = state.nextConsultantId++
    const referral = form.referral ?? state.referrals.get(persona.key)
    const referredBy = referrer(store, referral)
    const consultant = registeredConsultant(form, id, current, refs.changes, referredBy, store.clock())
    state.referrals.delete(persona.key)
    // The referral link's campaign (docs/contract.md, "Referral campaigns"), kept with the referral.
    if (referral) {
      referredRegistrations(store).push({
        consultantId: id,
        referrerId: referredBy?.login.customer_data.id ?? null,
        referral,
        campaign: form.referral_campaign ?? null,
      })
    }
    persona.login = {
      ...persona.login,
      customer_data: consultant,
      jforce_agent: true,
      accepted_terms_and_conditions: false,
      // New consultants of the gh build must hold a mobile money account (the persona's own rule if it has one).
      // As the login said: the app already knows it, since the create answer does not repeat it.
      payment_method_mandatory: persona.login.payment_method_mandatory,
      has_payment_method: false,
    }
    const opened = store.openSession(persona.key, c.get('session').impersonatedBy)
    const body: ConsultantCreated = { consultant, jforce_token: opened.token }
    return c.json(body)
  })

  app.put('/ewoks/consultants/:id', session, owner, async (c) => {
    const parsed = await parseBody(c, ConsultantUpdate)
    if (!parsed.ok) return parsed.response
    const changes = parsed.value
    const persona = store.persona(c.get('session').personaId)
    const current = persona.login.customer_data
    const fullName = `${changes.first_name ?? current.first_name} ${changes.last_name ?? current.last_name}`
    const checked = serverChecks({
      full_name: changes.first_name !== undefined || changes.last_name !== undefined ? fullName : null,
      phone_numbers: [changes.phone_number, changes.whatsapp_number],
    })
    if (checked) return validationFailed(c, checked)
    if (changes.email !== undefined) {
      if (emailTakenByAnother(store, changes.email, persona)) return validationFailed(c, { email: ['already_registered'] })
    }
    if ((changes.updated_jforce_agreement === undefined) !== (changes.date_agreement === undefined)) {
      const missing = changes.date_agreement === undefined ? 'date_agreement' : 'updated_jforce_agreement'
      return validationFailed(c, { [missing]: ['required'] })
    }
    const refs = resolveReferences(changes, current)
    if (!refs.ok) return validationFailed(c, refs.errors)
    const location = refs.changes.location ?? current.location
    const districtErrors = checkDistrict(changes.district, location)
    if (districtErrors) return validationFailed(c, districtErrors)

    const consultant: Consultant = { ...current, ...plainUpdates(changes), ...refs.changes }
    // A new city without a district clears the old city's district.
    if (refs.changes.location && changes.district === undefined) consultant.district = null
    persona.login = { ...persona.login, customer_data: consultant }
    if (changes.updated_jforce_agreement) {
      persona.login = { ...persona.login, updated_jforce_agreement_content: null, updated_jforce_agreement_pdf: null }
    }
    return c.json(consultant)
  })

  app.put('/ewoks/consultants/:id/agreement', session, owner, async (c) => {
    const parsed = await parseBody(c, AgreementAccept)
    if (!parsed.ok) return parsed.response
    const persona = store.persona(c.get('session').personaId)
    const consultant: Consultant = { ...persona.login.customer_data, jforce_agreement: true, date_agreement: store.clock().toISOString() }
    persona.login = { ...persona.login, customer_data: consultant, accepted_terms_and_conditions: true }
    return c.json(consultant)
  })

  app.post('/ewoks/upload-image', session, async (c) => {
    let file: unknown
    try {
      file = (await c.req.parseBody())['file']
    } catch {
      return validationFailed(c, { file: ['required'] })
    }
    if (!(file instanceof File)) return validationFailed(c, { file: ['required'] })
    if (file.size > UPLOAD_MAX_BYTES) return validationFailed(c, { file: ['too_large'] })
    const bytes = new Uint8Array(await file.arrayBuffer())
    // The bytes say what the file is (JPEG or PNG), not its name or declared type; a picture that
    // still carries EXIF or XMP (a GPS position, the device) is refused: the app sends pixels only.
    const kind = imageKindOf(bytes)
    if (!kind) return validationFailed(c, { file: ['invalid_type'] })
    if (imageMetadataOf(bytes).length > 0) return validationFailed(c, { file: ['image_metadata'] })
    const name = `upload-${state.nextUploadId++}.${UPLOAD_EXTENSIONS[kind]}`
    state.images.set(name, { type: UPLOAD_TYPES[kind], bytes })
    const body: UploadedImage = { url: imageUrl(name) }
    return c.json(body)
  })

  /** The spec's image fetch: public (img elements send no token), uploads and seeded placeholders. */
  app.get('/ewoks/images/:name', (c) => {
    const name = c.req.param('name')
    const image = state.images.get(name) ?? seededImages().get(name)
    if (!image) return c.json(errorBody('NOT_FOUND'), 404)
    return c.body(image.bytes.slice().buffer, 200, { 'Content-Type': image.type, 'Cache-Control': 'public, max-age=3600' })
  })

  return app
}
