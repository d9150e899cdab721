import type { Measure } from './geometry'

/** One canvas for every chart: measureText needs no layout, so measuring never makes the page lay out again. */
let context: CanvasRenderingContext2D | null | undefined // module state: one canvas for measuring (code, not data)

/**
 * The width in CSS pixels of texts drawn in `element`'s font (read once: its computed style, no
 * layout), rounded up with a pixel to spare for what a canvas does not see (tabular digits).
 * Null where there is no canvas (tests without a DOM).
 */
export function measureIn(element: Element): Measure | null {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d')
  const canvas = context
  if (!canvas) return null
  const style = getComputedStyle(element)
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  // The widths live as long as this measure (one chart's drawing): the texts are the consultant's figures, kept nowhere else.
  const widths = new Map<string, number>()
  return (text) => {
    let width = widths.get(text)
    if (width === undefined) {
      canvas.font = font
      width = Math.ceil(canvas.measureText(text).width) + 1
      widths.set(text, width)
    }
    return width
  }
}
