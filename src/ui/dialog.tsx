import { useCallback, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { layout } from '../config/constants'
import { Button } from './button'
import { AppIcon } from './icons'
import './kit.css'

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
  children?: ReactNode
  /** Buttons, end-aligned. */
  footer?: ReactNode
  width?: keyof typeof widths
  /** 'alertdialog' for a question the user must answer (Yes/No). */
  role?: 'dialog' | 'alertdialog'
  /** Hide the close (×) button, e.g. when the footer already offers the ways out. */
  hideClose?: boolean
  /** A sentence under the title that describes the question (aria-describedby). */
  description?: ReactNode
  'data-testid'?: string
}

/**
 * The page does not scroll behind a modal dialog: `<html data-modal>` while one is open (kit.css). An attribute set
 * here rather than `html:has(dialog:modal)`: Chromium checked that selector again on every element added to or removed
 * from the page, so a windowed list paid for it on each row it mounted (docs/decisions/performance.md, issue 21 goal 4).
 */
function lockPageScroll() {
  document.documentElement.toggleAttribute('data-modal', document.querySelector('dialog:modal') !== null)
}

/**
 * Shows `ref`'s <dialog> as modal while `open` (the platform traps focus, makes the page
 * behind inert and closes on Escape), and gives focus back to what had it once it closes.
 * Escape asks `onOpenChange(false)` rather than closing by itself, so `open` stays the truth.
 * Returns the function that asks to close (for a close button, or a press on the backdrop).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onOpenChange: (open: boolean) => void): () => void {
  const latest = useRef(onOpenChange)
  useEffect(() => {
    latest.current = onOpenChange
  })
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    lockPageScroll()
    const onCancel = (event: Event) => {
      event.preventDefault()
      latest.current(false)
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      lockPageScroll()
      if (returnFocus?.isConnected) returnFocus.focus()
    }
  }, [ref, open])
  return useCallback(() => latest.current(false), [])
}

/**
 * The app's dialog: the platform's modal <dialog> (focus kept inside, the page behind inert,
 * Escape closes, top layer), centred, at most 290px wide (or 600px for the agreement), never
 * wider than the screen less a margin, its body scrolling inside. Mounted only while open;
 * focus returns to what had it before. A press on the backdrop closes it, as Escape does.
 */
export function AppDialog({ open, ...rest }: AppDialogProps) {
  return open ? <OpenDialog {...rest} /> : null
}

function OpenDialog({
  onOpenChange,
  title,
  children,
  footer,
  width = 'default',
  role,
  hideClose,
  description,
  'data-testid': testId,
}: Omit<AppDialogProps, 'open'>) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const close = useModalDialog(ref, true, onOpenChange)

  return (
    // The dialog element itself is the backdrop's target: a press outside the panel closes it,
    // except for a question the user must answer (alertdialog).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="ui-dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      style={{ ['--dialog-width' as string]: `${widths[width]}px` }}
      onClick={(event) => {
        if (event.target === event.currentTarget && role !== 'alertdialog') close()
      }}
    >
      <div className="ui-dialog-header">
        <h2 id={titleId} className="ui-dialog-title">
          {title}
        </h2>
        {hideClose ? null : (
          <Button variant="ghost" size="sm" icon className="ui-dialog-close" aria-label={t`Close`} onClick={() => close()}>
            <AppIcon name="close" />
          </Button>
        )}
      </div>
      <div className="ui-dialog-body">
        {description ? (
          <p id={descriptionId} className="ui-muted ui-text-sm">
            {description}
          </p>
        ) : null}
        {children}
      </div>
      {footer ? <div className="ui-dialog-footer">{footer}</div> : null}
    </dialog>
  )
}
