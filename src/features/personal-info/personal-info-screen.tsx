import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Consultant } from '../../api'
import { country } from '../../config/country'
import { useFormatters } from '../../i18n/use-formatters'
import { buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { formatDigits, PHONE_MASK } from '../../ui/form/mask'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { useSignedIn } from '../../ui/signed-in'
import { MapLink, useCoordinates } from './location-field'
import '../../ui/kit.css'
import './personal-info.css'

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="personal-row" data-field={testId}>
      <dt className="ui-muted ui-text-sm">{label}</dt>
      <dd>{children ?? <NotGiven />}</dd>
    </div>
  )
}

function NotGiven() {
  return (
    <span className="ui-muted">
      <Trans>Not given</Trans>
    </span>
  )
}

/** Server text (a name, an address), isolated: "12 Oxford Street, Osu" keeps its order in an Arabic page. */
const text = (value: string | null | undefined): ReactNode => (value && value.trim() !== '' ? <Isolate>{value}</Isolate> : null)
const phone = (value: string | null): ReactNode => (value ? <Isolate dir="ltr">{formatDigits(value.replace(/\D/g, ''), PHONE_MASK)}</Isolate> : null)

function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}

function Individual({ consultant }: { consultant: Consultant }) {
  const { t } = useLingui()
  const { day, locale } = useFormatters()
  const c = consultant
  const fullName = `${c.first_name} ${c.last_name}`.trim()
  return (
    <dl className="personal-list">
      {/* Each fact once (issue 38): the name as one, the spec's full name; the edit form splits it. */}
      <Row label={t`Full name`} testId="full_name">
        {text(fullName)}
      </Row>
      <Row label={t`Date of birth`} testId="birthday">
        {c.birthday ? text(day(c.birthday)) : null}
      </Row>
      <Row label={t`Country`} testId="country">
        {countryName(locale, c.country_code)}
      </Row>
      <Row label={t`Phone number`} testId="phone_number">
        {phone(c.phone_number)}
      </Row>
      <Row label={t`WhatsApp number`} testId="whatsapp_number">
        {phone(c.whatsapp_number)}
      </Row>
      <Row label={t`Gender`} testId="gender">
        {c.gender === 'female' ? t`Female` : c.gender === 'male' ? t`Male` : null}
      </Row>
      <Row label={t`State`} testId="state">
        {text(c.location?.parent?.name)}
      </Row>
      <Row label={t`City`} testId="city">
        {text(c.location?.name)}
      </Row>
      {country.hasDistricts ? (
        <Row label={t`District`} testId="district">
          {text(c.district)}
        </Row>
      ) : null}
      <Row label={t`Address`} testId="address">
        {text(c.address)}
      </Row>
      <Row label={t`Email`} testId="email">
        {c.email && c.email.trim() !== '' ? <Isolate className="ui-break-anywhere">{c.email}</Isolate> : null}
      </Row>
      <Row label={t`Recruitment channel`} testId="recruitment_channel">
        {text(c.recruitment_channel?.channel)}
      </Row>
      <Row label={t`Agent since`} testId="agent_since">
        {c.created_at ? text(day(c.created_at.slice(0, 10))) : null}
      </Row>
      <Row label={t`Languages spoken`} testId="languages">
        {text(c.languages.map((l) => l.name).join(', '))}
      </Row>
      {country.features.taxPin ? (
        <Row label={t`Tax PIN`} testId="kra_pin">
          {text(c.kra_pin)}
        </Row>
      ) : null}
    </dl>
  )
}

/** A picture, or nothing (the row then says 'Not given'). */
const picture = (src: string | null, label: string): ReactNode => (src ? <img className="personal-thumb" src={src} alt={label} loading="lazy" /> : null)

function Store({ consultant }: { consultant: Consultant }) {
  const { t } = useLingui()
  const coordinates = useCoordinates()
  const c = consultant
  const place = coordinates(c.geo_location ?? '')
  return (
    <dl className="personal-list">
      <Row label={t`Store name`} testId="store_name">
        {text(c.store_name)}
      </Row>
      <Row label={t`Owner's first name`} testId="first_name">
        {text(c.first_name)}
      </Row>
      <Row label={t`Owner's last name`} testId="last_name">
        {text(c.last_name)}
      </Row>
      <Row label={t`ID number`} testId="id_card_number">
        {c.id_card_number ? <Isolate dir="ltr">{c.id_card_number}</Isolate> : null}
      </Row>
      <Row label={t`Identity picture`} testId="id_card_picture">
        {picture(c.id_card_picture, t`Identity picture`)}
      </Row>
      <Row label={t`Front photo of the store`} testId="store_photo">
        {picture(c.store_photo, t`Front photo of the store`)}
      </Row>
      <Row label={t`Profile picture`} testId="profile_picture">
        {picture(c.profile_picture, t`Profile picture`)}
      </Row>
      <Row label={t`Tax ID number`} testId="tax_id_number">
        {c.tax_id_number ? <Isolate dir="ltr">{c.tax_id_number}</Isolate> : null}
      </Row>
      <Row label={t`Store location`} testId="geo_location">
        {place ? (
          <span className="ui-row" data-wrap="">
            <Isolate dir="ltr">{place.text}</Isolate>
            <MapLink href={place.href} />
          </span>
        ) : null}
      </Row>
    </dl>
  )
}

/**
 * /personal-info: an individual's personal info or a store's info (account_type decides, spec
 * section 6), from the signed-in consultant's record. Staff viewing the account read it only.
 */
export function PersonalInfoScreen() {
  const { login, impersonating } = useSignedIn()
  const consultant = login.customer_data
  const store = consultant.account_type === 'store'
  return (
    <div className="personal ui-stack">
      <Card title={store ? <Trans>Your store</Trans> : <Trans>About you</Trans>}>
        {store ? <Store consultant={consultant} /> : <Individual consultant={consultant} />}
      </Card>
      {impersonating ? (
        <p className="ui-muted ui-text-sm">
          <Trans>You are viewing this account: only its owner can change it.</Trans>
        </p>
      ) : (
        <Link to="/personal-info/edit" {...buttonStyle({}, 'personal-edit-link')}>
          <AppIcon name="edit" size="sm" />
          {store ? <Trans>Edit store info</Trans> : <Trans>Edit personal info</Trans>}
        </Link>
      )}
    </div>
  )
}
