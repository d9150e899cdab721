import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { layout } from '../config/constants'
import { Button } from './button'
import { AppIcon } from './icons'
import './kit.css'

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

/** The element the shell's header keeps for the button (`ScrollToTopSlot`). */
const slotId = 'ui-scroll-top-slot'

/**
 * Where the button goes in the app's header: an empty box that takes no room until the
 * button is in it (display: contents, kit.css). The shell's header renders it.
 */
export function ScrollToTopSlot() {
  return <span id={slotId} className="ui-scroll-top-slot" />
}

export interface ScrollToTopProps {
  /**
   * False above a windowed list (virtua, the orders): the list corrects the scroll as rows are
   * measured on the way up, which stops a smooth scroll halfway; the jump to the top is instant.
   */
  readonly smooth?: boolean
}

/**
 * Spec section 2: a button back to the top once the page has scrolled more than 400px
 * (team list, orders, sales and content pages). It sits in the header, which stays at the top
 * of the screen, so it never covers a row's text: a button floating over a list covers
 * whatever row passes under it, and the lists have their figures on the end side, where a
 * floating button would sit (docs/decisions/screens.md). Without the header's slot (a page outside the
 * shell) it floats at the bottom, on the end side, above the PWA notices' offset.
 */
export function ScrollToTop({ smooth = true }: ScrollToTopProps) {
  const { t } = useLingui()
  // Where the button is: nowhere (not scrolled far enough), in the header's slot, or floating.
  const [place, setPlace] = useState<HTMLElement | 'floating' | null>(null)

  useEffect(() => {
    const update = () => setPlace(window.scrollY > layout.scrollToTopAfter ? (document.getElementById(slotId) ?? 'floating') : null)
    // Read once a frame, in the frame's own animation callbacks: reading scrollY lays the page out, and in the scroll
    // event it came after a windowed list had just mounted its rows, so it laid them out once more than the frame did.
    let frame = 0
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0
        update()
      })
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  if (place === null) return null
  const slot = place === 'floating' ? null : place
  const button = (
    <Button
      variant={slot ? 'ghost' : undefined}
      size={slot ? undefined : 'lg'}
      icon
      round={!slot}
      className="ui-scroll-top"
      data-floating={slot ? undefined : ''}
      aria-label={t`Back to top`}
      title={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' })}
    >
      <AppIcon name="arrowUp" />
    </Button>
  )
  return slot ? createPortal(button, slot) : button
}
