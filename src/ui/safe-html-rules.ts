/**
 * What SafeHtml (safe-html.tsx) lets through of the content service's HTML, apart from DOMPurify
 * itself: kept free of the DOM so its unit test runs without one.
 *
 * - Named properties: an `id` or `name` in content becomes a property of `window` (and `name`
 *   of `document`): `<a id="__earlyReads">` once broke every gateway call. DOMPurify's
 *   SANITIZE_NAMED_PROPS prefixes every id and name with `user-content-`, so no content can
 *   name a global; in-page links (`href="#fees"`) are rewritten to the prefixed id.
 * - Links: only what src/domain/safe-url.ts follows (a path of the app, an https address),
 *   plus `mailto:` and `tel:`; any other address is dropped and the text stays. Links that
 *   leave the app open in a new tab with `rel="noopener noreferrer"`.
 */
import { toFollowableUrl } from '../domain/safe-url'

export const NAMED_PROPS_PREFIX = 'user-content-'

export const sanitizeConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
}

const NEW_TAB_REL = 'noopener noreferrer'

/** The part of an element the link rule reads and writes. */
export interface LinkElement {
  readonly tagName: string
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  removeAttribute(name: string): void
}

/** DOMPurify's afterSanitizeAttributes hook for links (`a`, `area`), given the app's origin. */
export function neutralizeLink(node: LinkElement, appOrigin: string | null | undefined): void {
  if (node.tagName !== 'A' && node.tagName !== 'AREA') return
  const href = node.getAttribute('href')
  if (href === null) return
  const sameTab = () => {
    node.removeAttribute('target')
    node.removeAttribute('rel')
  }
  if (href.startsWith('#')) {
    // The id it points at was prefixed (SANITIZE_NAMED_PROPS).
    const fragment = href.slice(1)
    if (fragment && !fragment.startsWith(NAMED_PROPS_PREFIX)) node.setAttribute('href', `#${NAMED_PROPS_PREFIX}${fragment}`)
    sameTab()
    return
  }
  if (/^(mailto|tel):/i.test(href)) {
    sameTab()
    return
  }
  const url = toFollowableUrl(href, appOrigin)
  if (url === null) {
    node.removeAttribute('href')
    sameTab()
  } else if (url.kind === 'internal') {
    node.setAttribute('href', url.path)
    sameTab()
  } else {
    node.setAttribute('href', url.href)
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', NEW_TAB_REL)
  }
}
