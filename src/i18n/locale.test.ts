import { describe, expect, it } from 'vitest'
import { ghBuild, multiBuild, selectBuild } from '../config/country'
import { directionOf, pickLocale } from './locale'

const all = multiBuild.languages

describe('pickLocale', () => {
  it('prefers the stored choice over the browser languages', () => {
    expect(pickLocale({ stored: 'ar', preferred: ['fr-FR', 'en'], available: all, fallback: 'en' })).toBe('ar')
  })

  it('ignores a stored choice this build does not offer', () => {
    expect(pickLocale({ stored: 'de', preferred: ['fr'], available: all, fallback: 'en' })).toBe('fr')
    expect(pickLocale({ stored: 'fr', preferred: ['fr'], available: ghBuild.languages, fallback: 'en' })).toBe('en')
  })

  it('takes the first browser language it has, matching on the base tag', () => {
    expect(pickLocale({ stored: null, preferred: ['de-DE', 'ar-EG', 'fr'], available: all, fallback: 'en' })).toBe('ar')
    expect(pickLocale({ stored: null, preferred: ['FR-ca'], available: all, fallback: 'en' })).toBe('fr')
  })

  it('falls back to English when nothing matches', () => {
    expect(pickLocale({ stored: null, preferred: ['de', 'es'], available: all, fallback: 'en' })).toBe('en')
    expect(pickLocale({ stored: null, preferred: [], available: all, fallback: 'en' })).toBe('en')
  })

  it('keeps the gh build in English whatever the browser says', () => {
    expect(pickLocale({ stored: null, preferred: ['ar', 'fr'], available: ghBuild.languages, fallback: 'en' })).toBe('en')
  })
})

describe('builds', () => {
  it('gh is English only; any other value gives en, fr and ar', () => {
    expect(selectBuild('gh').languages).toEqual(['en'])
    expect(selectBuild(undefined).languages).toEqual(['en', 'fr', 'ar'])
    expect(selectBuild('multi').languages).toEqual(['en', 'fr', 'ar'])
  })

  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('fr')).toBe('ltr')
    expect(directionOf('en')).toBe('ltr')
  })
})
