import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { geoLocationOf, mapUrl, parseGeoLocation } from '../../domain/geo-location'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { useFormatters } from '../../i18n/use-formatters'

type Status = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported'

/** The browser's location, asked once the consultant chooses to share it (the browser asks their consent too). */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 }),
  )
}

/** Coordinates in the reader's digits, to 5 decimals. */
export function useCoordinates() {
  const { number } = useFormatters()
  return (value: string) => {
    const point = parseGeoLocation(value)
    if (!point) return null
    const format = (n: number) => number(n, 5)
    return { text: `${format(point.latitude)}, ${format(point.longitude)}`, href: mapUrl(point) }
  }
}

/** A link that opens the store's location on a map, in a new tab. */
export function MapLink({ href }: { href: string }) {
  return (
    <a className="ui-link personal-map-link" href={href} target="_blank" rel="noreferrer noopener">
      <Trans>See on a map</Trans>
      <AppIcon name="external" size="xs" />
    </a>
  )
}

/**
 * The store's location: shared from the browser's location when the consultant asks, shown as
 * coordinates with a link to a map, removable, never required.
 */
export function LocationField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui()
  const coordinates = useCoordinates()
  const [status, setStatus] = useState<Status>('idle')
  const shown = coordinates(value)

  const locate = async () => {
    if (!('geolocation' in navigator)) return setStatus('unsupported')
    setStatus('locating')
    try {
      const { coords } = await currentPosition()
      onChange(geoLocationOf({ latitude: coords.latitude, longitude: coords.longitude }))
      setStatus('idle')
    } catch (error) {
      setStatus((error as GeolocationPositionError | null)?.code === 1 ? 'denied' : 'unavailable')
    }
  }

  return (
    <div className="personal-location" data-testid="store-location">
      <p className="ui-medium">
        <Trans>Store location</Trans>
      </p>
      <p className="ui-muted ui-text-sm">
        <Trans>Optional. Share where your store is so customers and the team can find it.</Trans>
      </p>
      {shown ? (
        <p className="ui-row" data-wrap="">
          <AppIcon name="mapPin" size="sm" />
          <Isolate dir="ltr" data-testid="store-coordinates">
            {shown.text}
          </Isolate>
          <MapLink href={shown.href} />
        </p>
      ) : null}
      <div aria-live="polite">
        {status === 'denied' ? (
          <p role="alert" className="ui-field-error">
            <Trans>Location was not shared: your browser refused it. You can allow it in the browser's site settings, or save without a location.</Trans>
          </p>
        ) : null}
        {status === 'unavailable' || status === 'unsupported' ? (
          <p role="alert" className="ui-field-error">
            <Trans>Your location could not be found. Try again outside or later; the location is not required.</Trans>
          </p>
        ) : null}
      </div>
      <div className="ui-row" data-wrap="">
        <Button size="sm" variant="outline" loading={status === 'locating'} loadingText={t`Finding your location…`} onClick={() => void locate()}>
          <AppIcon name="mapPin" size="sm" />
          {shown ? <Trans>Update with my current location</Trans> : <Trans>Use my current location</Trans>}
        </Button>
        {shown ? (
          <Button size="sm" variant="ghost" onClick={() => onChange('')}>
            <Trans>Remove the location</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  )
}
