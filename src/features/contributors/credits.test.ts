import { describe, expect, it } from 'vitest'
import packageText from '../../../package.json?raw'
import { credits } from './credits'

interface PackageJson {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const pkg = JSON.parse(packageText) as PackageJson

describe('credits', () => {
  it('names every project the app ships, and only those', () => {
    const shipped = [...Object.keys(pkg.dependencies), 'workbox-window'].sort()
    expect(credits.map((c) => c.name).sort()).toEqual(shipped)
  })

  it('links each to an https home and names a licence', () => {
    for (const credit of credits) {
      expect(credit.url).toMatch(/^https:\/\//)
      expect(credit.licence).not.toBe('')
    }
  })
})
