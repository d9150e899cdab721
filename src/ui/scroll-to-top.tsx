import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { layout } from '../config/constants'
import { Button } from './button'
import { AppIcon } from './icons'
import './kit.css'

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

export interface ScrollToTopProps {
  /**
   * False above a windowed list (virtua, the orders): the list corrects the scroll as rows are
   * measured on the way up, which stops a smooth scroll halfway; the jump to the top is instant.
   */
  readonly smooth?: boolean
}

/**
 * Spec section 2: a button back to the top once the page has scrolled more than 400px
 * (team list, orders, sales and content pages). It sits at the bottom, on the end side,
 * clear of the home indicator on phones without a home button.
 */
export function ScrollToTop({ smooth = true }: ScrollToTopProps) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const update = () => setShown(window.scrollY > layout.scrollToTopAfter)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!shown) return null
  return (
    <Button
      size="lg"
      icon
      round
      className="ui-scroll-top"
      aria-label={t`Back to top`}
      title={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: smooth && !reducedMotion() ? 'smooth' : 'auto' })}
    >
      <AppIcon name="arrowUp" />
    </Button>
  )
}
