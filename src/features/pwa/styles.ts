import { layout } from '../../config/constants'

/** The notices stack sits above the home indicator; the shell may lift it (bottom navigation) with --pwa-notices-offset. */
export const stackBottom = 'calc(env(safe-area-inset-bottom, 0px) + var(--pwa-notices-offset, 0px))'

/** Spec section 9: dialogs are 290px wide, never wider than the screen less a margin. */
export const dialogWidth = `${layout.dialogWidth}px`
export const dialogMaxWidth = 'calc(100vw - 2rem)'
export const dialogBackdrop = { '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } }
