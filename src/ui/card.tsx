import type { HTMLAttributes, ReactNode } from 'react'
import './kit.css'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading (h2) at the top of the card. */
  title?: ReactNode
  /** Roomier padding, for a card that is the whole screen (a content page, the suspension). */
  padding?: 'lg'
  as?: 'section' | 'article' | 'div'
}

/** A panel (kit.css `.ui-card`): the dashboard's sections, the account's groups. */
export function Card({ title, padding, as: Element = 'section', className, children, ...rest }: CardProps) {
  return (
    <Element className={className ? `ui-card ${className}` : 'ui-card'} data-padding={padding} {...rest}>
      {title ? <h2 className="ui-heading ui-card-title">{title}</h2> : null}
      {children}
    </Element>
  )
}
