import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { AppLink } from '../../ui/app-link'
import { PathLink } from '../../ui/path-link'
import type { LinkAttributes } from './links'

export interface TargetLinkProps {
  attributes: LinkAttributes
  children: ReactNode
  className?: string
  /** For `as: 'button'` (the agreement). */
  onClick?: () => void
  /** Test and styling hooks (data-link…), on whichever element renders. */
  [data: `data-${string}`]: string | undefined
}

/**
 * One element for every kind of dashboard link: a router link (the app's own, or a path
 * the gateway gave), an anchor (a new tab says
 * so to screen readers), a button, or a disabled entry that is no link at all.
 */
export function TargetLink({ attributes, children, onClick, className, ...data }: TargetLinkProps) {
  switch (attributes.as) {
    case 'route':
      return (
        <AppLink link={attributes.link} className={className} {...data}>
          {children}
        </AppLink>
      )
    case 'path':
      return (
        // href: data, a path the gateway gave (checked internal by serverLinkAttributes).
        <PathLink to={attributes.path} className={className} {...data}>
          {children}
        </PathLink>
      )
    case 'anchor':
      return (
        <a href={attributes.href} target={attributes.target} rel={attributes.rel} className={className} {...data}>
          {children}
          {attributes.target ? (
            <span className="ui-visually-hidden">
              <Trans>(opens in a new tab)</Trans>
            </span>
          ) : null}
        </a>
      )
    case 'button':
      return (
        <button type="button" onClick={onClick} className={className} {...data}>
          {children}
        </button>
      )
    case 'disabled':
      return (
        <div aria-disabled="true" className={className} {...data}>
          {children}
        </div>
      )
  }
}
