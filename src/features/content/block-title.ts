/**
 * A content page's header title: its block's name, read from the block the route's loader read
 * (route staticData). Kept apart from the page component, which is code-split.
 */
export function blockTitle(block: unknown): string | null {
  return typeof block === 'object' && block !== null && 'name' in block && typeof block.name === 'string' ? block.name : null
}
