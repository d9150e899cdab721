import type { Cities, Consultant, ConsultantUpdate, NamedList } from '../../api'
import type { UploadImage } from './image-field'

/**
 * What the personal info routes give their screens (src/routes/_app/-data/personal-info.ts):
 * the reference lists and the writes, as functions that call the client and tell the session.
 * The consultant shown is the session's (the login data), kept current by a save.
 */
export interface PersonalInfoLists {
  states: () => Promise<NamedList['data']>
  channels: () => Promise<NamedList['data']>
  languages: () => Promise<NamedList['data']>
  /** The cities of a region (the key is the region's id). */
  cities: (stateId: string) => Promise<Cities['data']>
}

export interface PersonalInfoData {
  lists: PersonalInfoLists
  /**
   * PUT ewoks/consultants/{id}; the session takes the saved consultant. A VALIDATION_FAILED comes
   * back on the form's fields (`serverFields`: the properties the form splits or renames).
   */
  save: (changes: ConsultantUpdate, serverFields: Readonly<Record<string, readonly string[]>>) => Promise<Consultant>
  /** POST ewoks/upload-image, with its progress. */
  upload: UploadImage
}
