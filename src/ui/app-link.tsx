import { Link, type LinkComponentProps, type LinkOptions, type RegisteredRouter } from '@tanstack/react-router'

type AppPath = keyof RegisteredRouter['routesByPath'] & string

/** A screen's path that takes no params (the menu's items): the router's `Link to={path}` needs nothing more. */
export type AppScreenPath = Exclude<Extract<NonNullable<LinkOptions<RegisteredRouter>['to']>, `/${string}`>, `${string}$${string}`>

/**
 * A link to one of the app's screens, as a route builds it with the router's
 * `linkOptions({ to, params, search })`: `to` is one of the route tree's paths, and
 * `linkOptions` checks the params and search against that route. Features type their
 * link props with it and never import a route.
 */
export type AppLinkOptions = { [P in AppPath]: LinkOptions<RegisteredRouter, string, P> }[AppPath]

type AnchorProps = Omit<
  LinkComponentProps<'a', RegisteredRouter, string, string, string, string>,
  'to' | 'href' | 'mask' | 'params' | 'search' | 'hash' | 'state' | 'from'
>

export type AppLinkProps = AnchorProps & {
  /** Where the link leads, made by a route (`linkOptions`). */
  readonly link: AppLinkOptions
}

/**
 * The router's `Link` to a typed link given as a prop: client-side navigation, and
 * `aria-current="page"` while it is the current page. A feature that names a screen itself
 * uses the router's `Link to="/…"` directly.
 */
export function AppLink({ link, ...rest }: AppLinkProps) {
  // One widening: the options were checked where they were made (a mask is not among them).
  const options = link as Omit<LinkOptions<RegisteredRouter, string, string>, 'mask'>
  return <Link<RegisteredRouter, string, string, string, string> {...rest} {...options} />
}
