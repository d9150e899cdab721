import type { ElementHandle, Locator } from '@playwright/test'

/**
 * How text lies on the screen, measured in the page (issue 19): words split across lines, and
 * words a box hides. Each word of each text node is measured with a Range: a word whose client
 * rects sit on two lines has been split inside it (a break after a hyphen, as in "mois-ci", is a
 * break between words, so words are cut after hyphens). Text a screen reader alone hears
 * (visually hidden) or that is hidden is skipped.
 */
interface Measured {
  /** Words split across lines, each with the start of its element's text. */
  readonly split: string[]
  /** Words under `cover`'s box and visible there but for it. */
  readonly under: string[]
}

function measure(elements: Locator, cover: ElementHandle<Element> | null): Promise<Measured> {
  return elements.evaluateAll((roots, over) => {
    const box = over?.getBoundingClientRect()
    const split: string[] = []
    const under: string[] = []
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('svg, [aria-hidden="true"], .ui-visually-hidden')) continue
        for (const match of (node.textContent ?? '').matchAll(/[^\s‐–-]+[‐–-]?/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
          const tops = rects.map((rect) => rect.top)
          const height = Math.min(...rects.map((rect) => rect.height))
          if (rects.length > 1 && Math.max(...tops) - Math.min(...tops) > height / 2) {
            split.push(`${match[0]} (in "${(root.textContent ?? '').trim().slice(0, 60)}")`)
          }
          if (!over || !box) continue
          for (const rect of rects) {
            const left = Math.max(rect.left, box.left)
            const right = Math.min(rect.right, box.right)
            const top = Math.max(rect.top, box.top)
            const bottom = Math.min(rect.bottom, box.bottom)
            if (right <= left || bottom <= top) continue
            // What is at that point, the cover aside: the word's own element, or a bar that hides it anyway.
            const below = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).find((element) => !over.contains(element))
            if (below && (below === parent || below.contains(parent) || parent.contains(below))) under.push(match[0])
          }
        }
      }
    }
    return { split, under }
  }, cover)
}

/** The words split across lines in the given elements. */
export async function splitWords(elements: Locator): Promise<string[]> {
  return (await measure(elements, null)).split
}

/**
 * The words of the given elements that `cover` hides: under its box, and visible there but for it
 * (the first thing at that point, `cover` aside, is the word's own element). A word scrolled under
 * the bar that holds `cover` is hidden by the bar, not by `cover`.
 */
export async function textUnder(elements: Locator, cover: Locator): Promise<string[]> {
  const handle = await cover.elementHandle()
  if (!handle || !(await cover.isVisible())) throw new Error('textUnder: the covering element is not on screen')
  return (await measure(elements, handle)).under
}
