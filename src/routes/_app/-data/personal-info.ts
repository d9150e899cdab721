import type { GatewayClient } from '../../../api'
import type { PersonalInfoData } from '../../../features/personal-info/personal-info-data'
import { referenceLists } from '../../../forms/reference-lists'
import { onFormFields } from '../../../forms/server-fields'
import type { SessionActor } from '../../../app/session'
import { consultant, updateThisSession } from '../../../../machines/session.selectors'

/**
 * What the personal info edit screen is given: the reference lists and the writes. A save
 * (PUT ewoks/consultants/{id}) hands the saved consultant to the session (`session.update`, as
 * the onboarding writes do in src/routes/-data/onboarding.ts), so the view, the menu and the
 * shell show it at once and it is kept with the stored session.
 */
export function providePersonalInfo(client: GatewayClient, session: SessionActor): PersonalInfoData {
  return {
    lists: referenceLists(client),
    save: async (changes, serverFields) => {
      const id = consultant(session.getSnapshot())?.id
      if (id == null) throw new Error('no consultant to save the personal info of')
      // Read before the write goes out: an answer after this session ended is not the next consultant's.
      const update = updateThisSession(session)
      try {
        const saved = await client.consultants.update(id, changes)
        update({ customer_data: saved })
        return saved
      } catch (error) {
        throw onFormFields(error, serverFields)
      }
    },
    upload: (image, name, onProgress, idempotencyKey, signal) => client.consultants.uploadImage(image, name, { onProgress, idempotencyKey, signal }),
  }
}
