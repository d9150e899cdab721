import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '../../config/country'
import { contacts, telUrl } from '../../config/links'
import { mailtoUrl } from '../../domain/mailto'
import { BrandHeader } from '../../ui/brand-header'
import { buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { useDocumentTitle } from '../../ui/document-title'
import { Isolate } from '../../ui/isolate'
import { LanguageSwitcher } from '../../ui/language-switcher'
import { credits, type Credit } from './credits'
import './contributors.css'

const roles: Record<Credit['role'], MessageDescriptor> = {
  ui: msg`Screens`,
  state: msg`Screen logic`,
  routing: msg`Navigation`,
  i18n: msg`Languages`,
  data: msg`Talking to the server`,
  offline: msg`Working offline`,
  security: msg`Safe content`,
  lists: msg`Long lists`,
  qr: msg`QR codes`,
}

export interface ContributorsPageProps {
  /** A consultant is signed in: the way back is home, else the intro. */
  readonly signedIn: boolean
  readonly onSelectLanguage: (locale: Locale) => void
}

/**
 * /contributors, the spec's core page (redirect rule 1: open to anyone, signed in or not, and
 * never redirected). Who makes the app: the programme's team and its consultants, the people to
 * tell what to improve, and the open-source projects it is built on with their licences (the
 * attribution those licences ask for). Static: no call, so it opens offline and signed out.
 */
export function ContributorsPage({ signedIn, onSelectLanguage }: ContributorsPageProps) {
  const { t, i18n } = useLingui()
  const productName = t`Sales Consultant`
  const title = t`Contributors`
  useDocumentTitle(title, productName)

  return (
    <div className="ui-page contributors">
      <BrandHeader productName={productName} className="contributors-header" brandClassName="ui-row" nameClassName="ui-strong" />
      <main className="contributors-main ui-stack">
        <h1 className="ui-heading" data-size="lg-xl">
          <Trans>Contributors</Trans>
        </h1>
        <p className="contributors-lead">
          <Trans>
            This app is made by the consultant programme's team, with what consultants tell us every day and the open-source projects below. Thank you to all of
            them.
          </Trans>
        </p>
        <Card title={<Trans>The consultants</Trans>}>
          <p>
            <Trans>
              Every screen started as a question from a consultant in the field: what did I sell, when am I paid, how is my team doing. Tell us what would help
              you next.
            </Trans>
          </p>
          <Contacts />
        </Card>
        <Card title={<Trans>Open-source software</Trans>}>
          <p className="ui-muted ui-text-sm">
            <Trans>The app is built on these projects, used under the licences shown.</Trans>
          </p>
          <ul className="contributors-credits">
            {credits.map((credit) => (
              <li key={credit.name} className="contributors-credit">
                <a href={credit.url} target="_blank" rel="noopener noreferrer" className="ui-link">
                  <Isolate dir="ltr">{credit.name}</Isolate>
                </a>
                <span className="ui-muted ui-text-sm">{i18n._(roles[credit.role])}</span>
                <span className="ui-badge" data-palette="gray">
                  <Isolate dir="ltr">{credit.licence}</Isolate>
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Link to={signedIn ? '/home' : '/'} {...buttonStyle({ variant: 'outline' }, 'contributors-back')}>
          {signedIn ? <Trans>Back to home</Trans> : <Trans>Back to the start</Trans>}
        </Link>
      </main>
      <footer className="contributors-footer">
        <LanguageSwitcher onSelect={onSelectLanguage} />
      </footer>
    </div>
  )
}

function Contacts(): ReactNode {
  const mail = mailtoUrl(contacts.email)
  return (
    <ul className="contributors-contacts ui-row" data-wrap>
      <li>
        <a href={telUrl(contacts.helpline)} className="ui-link">
          <Isolate dir="ltr">{contacts.helpline}</Isolate>
        </a>
      </li>
      {mail ? (
        <li>
          <a href={mail} className="ui-link">
            <Isolate dir="ltr">{contacts.email}</Isolate>
          </a>
        </li>
      ) : null}
    </ul>
  )
}
