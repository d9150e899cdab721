import { Link, type LinkComponentProps, type RegisteredRouter } from '@tanstack/react-router'

type AnyPathProps = LinkComponentProps<'a', RegisteredRouter, string, string, string, string>

export type PathLinkProps = Omit<AnyPathProps, 'to' | 'href' | 'mask'> & {
  /** An internal path: pathname, with search and hash if any. */
  to: string
}

/**
 * A router link to an internal path held as a string (the menu and dashboard tables,
 * server data) rather than a typed route. Screens built later type-check before they
 * exist, and the router matches the path at runtime: client-side navigation, and
 * `aria-current="page"` while it is the current page.
 */
export function PathLink({ to, ...rest }: PathLinkProps) {
  return <Link<RegisteredRouter, string, string, string, string> {...rest} href={to} />
}
