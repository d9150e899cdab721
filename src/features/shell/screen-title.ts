import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useMatches } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The screen title shown in the header (spec section 2): a message, or, for screens
     * named by their data (a content page), how to read it from the route's loader data.
     */
    title?: MessageDescriptor | ((loaderData: unknown) => string | null)
  }
}

/** The title of the deepest matched route that has one. */
export function useScreenTitle(): string | null {
  const { i18n } = useLingui()
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]
    const title = match?.staticData.title
    if (!title) continue
    const text = typeof title === 'function' ? title(match.loaderData) : i18n._(title)
    if (text) return text
  }
  return null
}
