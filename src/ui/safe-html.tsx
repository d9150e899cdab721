import { useEffect, useMemo, useRef } from 'react'
import DOMPurify from 'dompurify'
import { toInternalPath } from '../domain/safePath'
import './kit.css'

/**
 * HTML from the content service (or the agreement), sanitized with DOMPurify: scripts,
 * event-handler attributes, `javascript:` and other unsafe URLs are dropped. Links
 * leaving the app open in a new tab with `rel="noopener noreferrer"`.
 */
const NEW_TAB_REL = 'noopener noreferrer'
const purify = DOMPurify(window)
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return
  const href = node.getAttribute('href')
  if (href !== null && toInternalPath(href) === null && !/^(mailto|tel):/i.test(href)) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', NEW_TAB_REL)
  } else {
    node.removeAttribute('target')
  }
})

const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
}

/** The sanitized markup of `html`: a string safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, config)
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
