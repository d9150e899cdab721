import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('the pending commissions routes of a type', () => {
  it('are not nested in one another: each breakdown is a screen of its own, with no Outlet (issue 38)', () => {
    // TanStack's flat file names nest `status.$status.category.$category` in `status.$status`: the parent's screen
    // was rendered instead, waiting on reads the child's loader had stopped. `$status_` keeps the URL, not the nesting.
    const names = readdirSync(new URL('./pending/$type/', import.meta.url))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => name.slice(0, -'.tsx'.length))
    expect(names).toHaveLength(5)
    const nested = names.flatMap((child) => names.filter((parent) => child.startsWith(`${parent}.`)).map((parent) => `${child} in ${parent}`))
    expect(nested).toEqual([])
  })
})
