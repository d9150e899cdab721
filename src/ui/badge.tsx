import type { HTMLAttributes } from 'react'
import './kit.css'

export type BadgePalette = 'brand' | 'green' | 'red' | 'orange' | 'blue' | 'gray'

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  palette?: BadgePalette
  variant?: 'subtle' | 'outline' | 'surface'
  size?: 'sm' | 'md'
}

/** A short status or label (kit.css `.ui-badge`). */
export function Badge({ palette, variant, size, className, ...rest }: BadgeProps) {
  return (
    <span
      className={className ? `ui-badge ${className}` : 'ui-badge'}
      data-palette={palette === 'brand' ? undefined : palette}
      data-variant={variant === 'subtle' ? undefined : variant}
      data-size={size}
      {...rest}
    />
  )
}
