/**
 * A picture of the store (identity picture, front photo, profile picture) chosen, checked and uploaded: the
 * personal info's image field (src/features/personal-info/image-field.tsx).
 *
 * - `image.choose` runs `prepare` (the picture made ready in the browser, shrunk if it must be, with a new
 *   idempotency key) → `preview`, or `refused` (not a JPG or PNG, too large, unreadable).
 * - `image.upload` (Upload, or Try again with the same picture and key) runs `upload`, its progress coming back as
 *   `image.progress`. It ends with the URL handed to the form (`onUploaded`) → `idle`, or → `failed`.
 * - `image.cancel` stops the upload (its AbortSignal aborts) → `preview` of the same picture, no error. Stopping the
 *   actor (the screen left) aborts it the same way, and nothing is handed to the form.
 *
 * Every effect is provided by the app: `prepare`, `upload` (`uploadWith`), `onUploaded` and `reportFailure`.
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { GatewayFailure, UploadedImage } from '../src/api'
import { failureOf, keepAndReportFailure, noReport, type FailureParams } from './failure'

/**
 * POST the picture; `idempotencyKey`: the same for the same picture sent again (Try again), so it is stored once;
 * `signal` cancels it.
 */
export type UploadImage = (
  image: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  idempotencyKey: string,
  signal: AbortSignal,
) => Promise<UploadedImage>

/** A picture ready to upload, with the idempotency key of its upload (the same for every Try again). */
export interface Picture {
  blob: Blob
  name: string
  src: string
  key: string
  shrunk: boolean
  originalSize: number
}

/** What `prepare` made of the chosen file: the picture, or the error codes that refuse it. */
export type PreparedPicture = { readonly ok: true; readonly picture: Picture } | { readonly ok: false; readonly codes: string[] }

export interface ImageUploadContext {
  picture: Picture | null
  /** The share of the picture sent (0 to 1), while it uploads. */
  progress: number
  failure: GatewayFailure | null
  refusal: string[]
}

export type ImageUploadEvent =
  { type: 'image.choose'; file: File } | { type: 'image.upload' } | { type: 'image.cancel' } | { type: 'image.progress'; progress: number }

/** What `upload` is given: the picture, and where its progress goes. */
export interface UploadInput {
  readonly picture: Picture
  readonly onProgress: (fraction: number) => void
}

const call = 'POST ewoks/upload-image'

export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
  },
  actors: {
    prepare: fromPromise<PreparedPicture, { file: File }>(() => Promise.reject(new Error(`${call}: prepare is provided by the app`))),
    upload: fromPromise<UploadedImage, UploadInput>(() => Promise.reject(new Error(`${call}: upload is provided by the app`))),
  },
  actions: {
    onUploaded: (_, _params: { url: string }) => {},
    keepFailure: assign({ failure: (_, { failure }: FailureParams) => failure }),
    reportFailure: noReport,
  },
  guards: {
    prepared: (_, { outcome }: { outcome: PreparedPicture }) => outcome.ok,
  },
}).createMachine({
  id: 'imageUpload',
  context: { picture: null, progress: 0, failure: null, refusal: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'The form’s picture (its URL), or none',
      on: { 'image.choose': 'preparing' },
    },
    preparing: {
      entry: assign({ picture: null }),
      invoke: {
        src: 'prepare',
        input: ({ event }) => {
          assertEvent(event, 'image.choose')
          return { file: event.file }
        },
        onDone: [
          {
            guard: { type: 'prepared', params: ({ event }) => ({ outcome: event.output }) },
            target: 'preview',
            actions: assign({ picture: ({ event }) => (event.output.ok ? event.output.picture : null) }),
          },
          {
            target: 'refused',
            description: 'Not a JPG or PNG, too large even made smaller, or unreadable',
            actions: assign({ refusal: ({ event }) => (event.output.ok ? [] : event.output.codes) }),
          },
        ],
        onError: {
          target: 'refused',
          description: 'The picture could not be read for its preview (a bug: reported)',
          actions: [assign({ refusal: ['unreadable_image'] }), { type: 'reportFailure', params: failureOf('image preview') }],
        },
      },
    },
    refused: {
      on: { 'image.choose': 'preparing' },
    },
    preview: {
      description: 'The picture shown, said when it was made smaller: Upload, or choose another',
      on: { 'image.upload': 'uploading', 'image.choose': 'preparing' },
    },
    uploading: {
      entry: assign({ progress: 0, failure: null }),
      on: {
        'image.progress': { actions: assign({ progress: ({ event }) => event.progress }) },
        'image.cancel': { target: 'preview', description: 'The upload is aborted: no error, nothing handed to the form' },
      },
      invoke: {
        src: 'upload',
        input: ({ context, self }) => ({
          picture: context.picture as Picture,
          onProgress: (progress: number) => self.send({ type: 'image.progress', progress }),
        }),
        onDone: {
          target: 'idle',
          description: 'Uploaded: the form keeps its URL, which the field then shows',
          actions: [assign({ picture: null }), { type: 'onUploaded', params: ({ event }) => ({ url: event.output.url }) }],
        },
        onError: { target: 'failed', actions: keepAndReportFailure(call) },
      },
    },
    failed: {
      description: 'Said why (its fields’ codes, stalled, or not sent): Try again sends the same picture with the same key',
      on: { 'image.upload': 'uploading', 'image.choose': 'preparing' },
    },
  },
})

export type ImageUploadMachine = typeof imageUploadMachine
export type ImageUploadActor = ActorRefFrom<ImageUploadMachine>
export type ImageUploadSnapshot = SnapshotFrom<ImageUploadMachine>

/** The app's upload as the machine's `upload` actor: its AbortSignal is the actor's (aborted when it stops). */
export const uploadWith = (upload: UploadImage) =>
  fromPromise<UploadedImage, UploadInput>(({ input: { picture, onProgress }, signal }) => upload(picture.blob, picture.name, onProgress, picture.key, signal))

/** `stalled`: no byte moved for too long (the timeout kind), said as such. */
export type ImageStep =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | ({ kind: 'preview' } & Picture)
  | ({ kind: 'uploading'; progress: number } & Picture)
  | ({ kind: 'failed'; codes: string[] | null; stalled: boolean } & Picture)
  | { kind: 'refused'; codes: string[] }

/** Where the field stands, as it draws it. */
export function imageStep(snapshot: ImageUploadSnapshot): ImageStep {
  const { picture, progress, failure, refusal } = snapshot.context
  if (snapshot.matches('preparing')) return { kind: 'preparing' }
  if (snapshot.matches('refused')) return { kind: 'refused', codes: refusal }
  if (!picture) return { kind: 'idle' }
  if (snapshot.matches('preview')) return { kind: 'preview', ...picture }
  if (snapshot.matches('uploading')) return { kind: 'uploading', ...picture, progress }
  if (snapshot.matches('failed')) {
    const codes = failure?.kind === 'validationFailed' ? (Object.values(failure.fields)[0] ?? null) : null
    return { kind: 'failed', ...picture, codes, stalled: failure?.kind === 'timeout' }
  }
  return { kind: 'idle' }
}
