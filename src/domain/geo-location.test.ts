import { describe, expect, it } from 'vitest'
import { geoLocationOf, mapUrl, parseGeoLocation } from './geo-location'

describe('a store location', () => {
  it.each([
    ['5.6037,-0.1870', { latitude: 5.6037, longitude: -0.187 }],
    [' 5.6 , -0.18 ', { latitude: 5.6, longitude: -0.18 }],
    ['', null],
    [null, null],
    ['somewhere in Accra', null],
    ['91,0', null],
    ['0,181', null],
    ['5.6037;-0.1870', null],
  ])('%s reads as %j', (value, expected) => {
    expect(parseGeoLocation(value)).toEqual(expected)
  })

  it('is stored with 5 decimals and links to a map at the point', () => {
    expect(geoLocationOf({ latitude: 5.603712345, longitude: -0.18699 })).toBe('5.60371,-0.18699')
    expect(mapUrl({ latitude: 5.6037, longitude: -0.187 })).toBe('https://www.openstreetmap.org/?mlat=5.6037&mlon=-0.187#map=17/5.6037/-0.187')
  })
})
