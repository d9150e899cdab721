import { useCallback, useState } from 'react'

/**
 * Whether an element has come near the screen (within `margin` of the viewport), once: a part of a
 * screen below its first view loads its code when the consultant scrolls towards it, not with the
 * screen, on costly data (the recruit screen's campaigns). At once where the browser has no
 * IntersectionObserver. Give the returned ref to an element that is always rendered.
 */
export function useNear<T extends Element>(margin = '50%'): readonly [ref: (element: T | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(false)
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return undefined
      if (typeof IntersectionObserver !== 'function') {
        setNear(true)
        return undefined
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          setNear(true)
          observer.disconnect()
        },
        { rootMargin: margin },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [margin],
  )
  return [ref, near] as const
}
