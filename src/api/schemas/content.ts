import * as v from 'valibot'
import { Id, ListOf } from './common'

/** GET mouse/blocks/{blockCode}. `content` is HTML: sanitize before rendering. */
export const ContentBlock = v.object({ key: v.string(), name: v.string(), content: v.string() })
export type ContentBlock = v.InferOutput<typeof ContentBlock>

export const HomeBlockItem = v.object({
  id: Id,
  title: v.string(),
  image: v.nullable(v.string()),
  /** Internal path (starts with /) or absolute https URL opened in a new tab. */
  link: v.nullable(v.string()),
})
export type HomeBlockItem = v.InferOutput<typeof HomeBlockItem>

/** GET mouse/homepage: blocks in display order. */
export const HomeBlocks = ListOf(
  v.object({
    title: v.string(),
    /** 'slider' (homepage slider) or 'readytosell'. */
    type: v.string(),
    slug: v.string(),
    /** Gateway path that lists all of the block's items, or null. */
    endpoint: v.nullable(v.string()),
    /** Link for "See more", or null. */
    see_more: v.nullable(v.string()),
    items: v.array(HomeBlockItem),
  }),
)
export type HomeBlocks = v.InferOutput<typeof HomeBlocks>
