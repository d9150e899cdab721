import type { Consultant, ConsultantUpdate } from '../../api'
import type { ReferenceLists } from '../../forms/reference-lists'
import type { UploadImage } from './image-field'

/**
 * What the personal info routes give their screens (src/routes/_app/-data/personal-info.ts):
 * the reference lists and the writes, as functions that call the client and tell the session.
 * The consultant shown is the session's (the login data), kept current by a save.
 */
export interface PersonalInfoData {
  lists: ReferenceLists
  /**
   * PUT ewoks/consultants/{id}; the session takes the saved consultant. A VALIDATION_FAILED comes
   * back on the form's fields (`serverFields`: the properties the form splits or renames).
   */
  save: (changes: ConsultantUpdate, serverFields: Readonly<Record<string, readonly string[]>>) => Promise<Consultant>
  /** POST ewoks/upload-image, with its progress. */
  upload: UploadImage
}
