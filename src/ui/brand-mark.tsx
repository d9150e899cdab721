import './base.css'

/** The product's mark: a shopping bag on the brand colour. Decorative. */
export function BrandMark() {
  return (
    <span className="ui-icon-tile ui-brand-mark" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M5 8h14l-1 12H6L5 8z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
    </span>
  )
}
