import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Box, VisuallyHidden, type BoxProps } from '@chakra-ui/react'
import { PathLink } from '../../ui/path-link'
import type { LinkAttributes } from './links'

export interface TargetLinkProps extends Omit<BoxProps, 'children' | 'onClick'> {
  attributes: LinkAttributes
  children: ReactNode
  /** For `as: 'button'` (the agreement). */
  onClick?: () => void
}

/**
 * One element for every kind of dashboard link: a router link, an anchor (a new tab says
 * so to screen readers), a button, or a disabled entry that is no link at all.
 */
export function TargetLink({ attributes, children, onClick, ...rest }: TargetLinkProps) {
  switch (attributes.as) {
    case 'route':
      return (
        <Box asChild {...rest}>
          <PathLink to={attributes.to}>{children}</PathLink>
        </Box>
      )
    case 'anchor':
      return (
        <Box asChild {...rest}>
          <a href={attributes.href} target={attributes.target} rel={attributes.rel}>
            {children}
            {attributes.target ? (
              <VisuallyHidden>
                <Trans>(opens in a new tab)</Trans>
              </VisuallyHidden>
            ) : null}
          </a>
        </Box>
      )
    case 'button':
      return (
        <Box asChild {...rest}>
          <button type="button" onClick={onClick}>
            {children}
          </button>
        </Box>
      )
    case 'disabled':
      return (
        <Box aria-disabled="true" {...rest} cursor="not-allowed" opacity={0.7} _hover={{}}>
          {children}
        </Box>
      )
  }
}
