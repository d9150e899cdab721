/**
 * A store's location as the contract holds it (`geo_location`: "latitude,longitude"), read
 * back for display and a map link. Never required (spec: geolocation for stores).
 */
export interface Coordinates {
  readonly latitude: number
  readonly longitude: number
}

/** "5.6037,-0.1870" → coordinates; null for none or anything that is not two numbers in range. */
export function parseGeoLocation(value: string | null | undefined): Coordinates | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? '')
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

/** What the contract stores: 5 decimals (about a metre), enough to find a shop. */
export function geoLocationOf({ latitude, longitude }: Coordinates): string {
  return `${latitude.toFixed(5)},${longitude.toFixed(5)}`
}

/** A map of the place (OpenStreetMap: no key, works in any browser, opens the phone's map app from the share menu). */
export function mapUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
}
