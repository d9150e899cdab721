import { Consultant, ConsultantCreated, UploadedImage, type ConsultantCreate, type ConsultantUpdate } from '../schemas'
import type { Send } from '../request'

export const consultantsService = (send: Send) => ({
  create: (form: ConsultantCreate) => send({ method: 'post', path: 'consultants', schema: ConsultantCreated, json: form }),
  update: (consultantId: number, changes: ConsultantUpdate) =>
    send({ method: 'put', path: `ewoks/consultants/${consultantId}`, schema: Consultant, json: changes }),
  acceptAgreement: (consultantId: number) =>
    send({ method: 'put', path: `ewoks/consultants/${consultantId}/agreement`, schema: Consultant, json: { jforce_agreement: true } }),
  uploadImage: (file: Blob, filename = 'image') => {
    const body = new FormData()
    body.append('file', file, filename)
    return send({ method: 'post', path: 'ewoks/upload-image', schema: UploadedImage, body })
  },
})
