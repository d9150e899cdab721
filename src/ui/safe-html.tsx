import { useEffect, useMemo, useRef } from 'react'
import DOMPurify from 'dompurify'
import { toInternalPath } from '../domain/safe-path'
import { neutralizeLink, sanitizeConfig } from './safe-html-rules'
import './kit.css'

/**
 * HTML from the content service (or the agreement), sanitized with DOMPurify: scripts,
 * event-handler attributes and unsafe URLs are dropped, ids and names are prefixed so they
 * cannot name a global of the page, and links follow src/domain/safe-url.ts's rule (a path of
 * the app, or an https address in a new tab with `rel="noopener noreferrer"`): see
 * safe-html-rules.ts.
 */
const purify = DOMPurify(window)
purify.addHook('afterSanitizeAttributes', (node) => neutralizeLink(node, window.location.origin))

/** The sanitized markup of `html`: a string safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, sanitizeConfig)
}

export interface SafeHtmlProps {
  html: string
  /** Follows the content's links to app pages without reloading (left click, no modifier key). */
  onNavigate?: (path: string) => void
}

export function SafeHtml({ html, onNavigate }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const container = ref.current
    if (!container || !onNavigate) return
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const path = link?.hasAttribute('target') ? null : toInternalPath(link?.getAttribute('href'))
      if (!path) return
      event.preventDefault()
      onNavigate(path)
    }
    container.addEventListener('click', follow)
    return () => container.removeEventListener('click', follow)
  }, [onNavigate])

  // dir=auto: the content service's text keeps its own direction inside a page in another language.
  // kit.css `.ui-prose`: typography for the content's own headings, paragraphs and lists (the reset removes them).
  return <div ref={ref} className="ui-prose" dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
