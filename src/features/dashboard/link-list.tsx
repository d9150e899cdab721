import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { Badge } from '../../ui/badge'
import { AppIcon, type IconName } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { linkAttributes, type DashboardLink, type LinkTarget } from './links'
import { TargetLink } from './target-link'

/** What the end of a row says about where the link goes. */
const trailingIcon: Record<LinkTarget['kind'], IconName | null> = {
  internal: 'chevronRight',
  external: 'external',
  document: 'download',
  tel: 'phone',
  agreement: 'chevronRight',
  comingSoon: null,
}

function LinkRow({ link, onOpenAgreement }: { link: DashboardLink; onOpenAgreement: () => void }) {
  const { i18n } = useLingui()
  const trailing = trailingIcon[link.target.kind]
  return (
    <TargetLink attributes={linkAttributes(link.target)} onClick={onOpenAgreement} data-link={link.id} className="dashboard-link-row">
      <div className="ui-icon-bubble">
        <AppIcon name={link.icon} />
      </div>
      <div className="ui-grow">
        <div className="ui-row">
          <p className="ui-medium ui-text-sm">{i18n._(link.label)}</p>
          {link.target.kind === 'comingSoon' ? (
            <Badge size="sm" variant="surface" palette="gray">
              <Trans>Coming soon</Trans>
            </Badge>
          ) : null}
        </div>
        <p className="ui-text-xs ui-muted">
          {i18n._(link.description)}
          {link.detail ? (
            <>
              {' · '}
              <Isolate dir="ltr">{link.detail}</Isolate>
            </>
          ) : null}
        </p>
      </div>
      {trailing ? <AppIcon name={trailing} size="sm" className="dashboard-link-trailing" /> : null}
    </TargetLink>
  )
}

/** A section's links from the link table, one or two columns. */
export function LinkList({ links, columns = 1, onOpenAgreement }: { links: readonly DashboardLink[]; columns?: 1 | 2; onOpenAgreement: () => void }) {
  if (links.length === 0) return null
  return (
    <ul className="dashboard-links" data-columns={columns}>
      {links.map((link) => (
        <li key={link.id}>
          <LinkRow link={link} onOpenAgreement={onOpenAgreement} />
        </li>
      ))}
    </ul>
  )
}
