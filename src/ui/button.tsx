import type { ButtonHTMLAttributes, ReactNode } from 'react'
import './base.css'

export interface ButtonStyle {
  /** solid (default), subtle, outline, ghost. */
  variant?: 'solid' | 'subtle' | 'outline' | 'ghost'
  /** xs, sm, md (default), lg, xl. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'
  /** brand (default), red (sign out, destructive), gray. */
  palette?: 'red' | 'gray'
  /** An icon alone: square, no inline padding (give it an aria-label). */
  icon?: boolean
  round?: boolean
}

/**
 * The attributes that style an element as a button (base.css `.ui-button`): for a link that
 * looks like one, `<a {...buttonStyle({ variant: 'outline' })} href=…>`.
 */
export function buttonStyle({ variant, size, palette, icon, round }: ButtonStyle = {}, className?: string) {
  return {
    className: className ? `ui-button ${className}` : 'ui-button',
    'data-variant': variant,
    'data-size': size,
    'data-palette': palette,
    'data-icon': icon ? '' : undefined,
    'data-round': round ? '' : undefined,
  }
}

export interface ButtonProps extends ButtonStyle, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Busy: a spinner over the content (its width and accessible name kept) and the button ignores presses. */
  loading?: boolean
  /** Said while busy instead, after the spinner ('Saving…'). */
  loadingText?: ReactNode
}

/** A button of the app's one style: plain <button>, styled by base.css. */
export function Button({ variant, size, palette, icon, round, loading, loadingText, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      {...buttonStyle({ variant, size, palette, icon, round }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && loadingText ? (
        <>
          <span className="ui-spinner" aria-hidden="true" />
          {loadingText}
        </>
      ) : loading ? (
        <>
          <span className="ui-button-busy" aria-hidden="true">
            <span className="ui-spinner" />
          </span>
          <span className="ui-button-label">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  )
}
