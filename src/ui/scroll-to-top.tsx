import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { IconButton } from '@chakra-ui/react'
import { layout } from '../config/constants'
import { AppIcon } from './icons'

/** Clear of the home indicator on phones without a home button. */
const ABOVE_SAFE_AREA = 'calc(1rem + env(safe-area-inset-bottom))'

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Spec section 2: a button back to the top once the page has scrolled more than 400px
 * (team list, orders, sales and content pages). It sits at the bottom, on the end side.
 */
export function ScrollToTop() {
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
    <IconButton
      aria-label={t`Back to top`}
      title={t`Back to top`}
      position="fixed"
      bottom={ABOVE_SAFE_AREA}
      insetEnd="4"
      zIndex="sticky"
      rounded="full"
      size="lg"
      shadow="lg"
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' })}
    >
      <AppIcon name="arrowUp" />
    </IconButton>
  )
}
