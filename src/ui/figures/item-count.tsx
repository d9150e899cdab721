import { Plural } from '@lingui/react/macro'

/** "1 item", "12 items", with the plural forms of each language (Arabic has six). */
export function ItemCount({ count }: { count: number }) {
  return <Plural value={count} one="# item" other="# items" />
}
