import { Link, type LinkComponentProps, type RegisteredRouter } from '@tanstack/react-router'

type AnyPathProps = LinkComponentProps<'a', RegisteredRouter, string, string, string, string>

export type PathLinkProps = Omit<AnyPathProps, 'to' | 'href' | 'mask'> & {
  /** An internal path given as data: pathname, with search and hash if any. */
  to: string
}

/**
 * The data link: a router link to an internal path that came as data (a path the gateway
 * gave, already checked internal by src/domain/safe-url.ts), never to one of the app's own
 * screens (those are typed: `AppLink`, or the router's `Link to="/…"`). Each caller says so
 * with a `// href: data, …` comment. The router matches the path at runtime: client-side
 * navigation, and `aria-current="page"` while it is the current page.
 */
export function PathLink({ to, ...rest }: PathLinkProps) {
  return <Link<RegisteredRouter, string, string, string, string> {...rest} href={to} />
}
