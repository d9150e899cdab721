import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { layout } from '../config/constants'

const widths = {
  /** Spec section 9: dialogs are 290px wide. */
  default: layout.dialogWidth,
  /** The agreement dialog: 600px. */
  wide: layout.agreementDialogWidth,
} as const

export interface AppDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  children: ReactNode
  /** Buttons, end-aligned. */
  footer?: ReactNode
  width?: keyof typeof widths
  /** 'alertdialog' for a question the user must answer (Yes/No). */
  role?: 'dialog' | 'alertdialog'
  /** Hide the close (×) button, e.g. when the footer already offers the ways out. */
  hideClose?: boolean
}

/**
 * The app's dialog: centred, at most 290px wide (or 600px for the agreement), never wider
 * than the screen less a margin, its body scrolling inside. Mounted only while open.
 */
export function AppDialog({ open, onOpenChange, title, children, footer, width = 'default', role, hideClose }: AppDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      scrollBehavior="inside"
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content w="full" maxW={`${widths[width]}px`} mx="auto">
            <Dialog.Header pe={hideClose ? undefined : '12'}>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer> : null}
            {hideClose ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Close`} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
