import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { AppIcon, type IconName } from './icons'
import './kit.css'

export interface EmptyStateProps {
  /** One of `emptyMessages` (src/ui/empty-messages.ts). */
  message: MessageDescriptor
  icon?: IconName
  /** An action, such as a link to add the first item. */
  children?: ReactNode
}

/** A list with nothing to show: an icon, the catalogue's no-data message and an optional action. */
export function EmptyState({ message, icon = 'file', children }: EmptyStateProps) {
  const { i18n } = useLingui()
  return (
    <div className="ui-empty-state">
      <span className="ui-empty-state-icon">
        <AppIcon name={icon} size="lg" />
      </span>
      <p role="status" className="ui-medium">
        {i18n._(message)}
      </p>
      {children}
    </div>
  )
}
