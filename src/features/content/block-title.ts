/**
 * A content page's header title: its block's name, read from the route's loader data
 * (route staticData). Kept apart from the page component, which is code-split.
 */
export function blockTitle(loaderData: unknown): string | null {
  return typeof loaderData === 'object' && loaderData !== null && 'name' in loaderData && typeof loaderData.name === 'string' ? loaderData.name : null
}
