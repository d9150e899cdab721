import * as v from 'valibot'
import { ContentBlock, HomeBlocks } from '../schemas'
import type { Send } from '../request'

/** Image bytes come back as a Blob; the schema checks it is an image. */
const ImageBlob = v.pipe(
  v.instance(Blob),
  v.check((b) => b.type.startsWith('image/'), 'not an image'),
)

export const contentService = (send: Send) => ({
  block: (blockCode: string) => send({ method: 'get', path: `mouse/blocks/${encodeURIComponent(blockCode)}`, schema: ContentBlock }),
  homepage: () => send({ method: 'get', path: 'mouse/homepage', schema: HomeBlocks }),
  /** The spec's image fetch (path ours): images uploaded with upload-image or seeded. */
  image: (name: string) => send({ method: 'get', path: `ewoks/images/${encodeURIComponent(name)}`, schema: ImageBlob, as: 'blob' }),
})
