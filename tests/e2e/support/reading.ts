import type { Locator } from '@playwright/test'

/**
 * How text lies on the screen, measured in the page (issue 19): words split across lines, and
 * text under a box. A text node's words are measured with a Range each: a word whose client
 * rects sit on two lines has been split inside it. A break after a hyphen ("mois-ci") is a break
 * between words. Text a screen reader alone hears (visually hidden) or that is hidden is skipped.
 */

/** The words split across lines in the given elements, with the text of the element they are in. */
export function splitWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((roots) => {
    const split: string[] = []
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || parent.closest('svg, [aria-hidden="true"], .ui-visually-hidden')) continue
        const text = node.textContent ?? ''
        // Words, each cut after a hyphen: a line may end there.
        for (const match of text.matchAll(/[^\s‐–-]+[‐–-]?/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
          if (rects.length < 2) continue
          const tops = rects.map((rect) => rect.top)
          const height = Math.min(...rects.map((rect) => rect.height))
          if (Math.max(...tops) - Math.min(...tops) > height / 2) split.push(`${match[0]} (in "${(root.textContent ?? '').trim().slice(0, 60)}")`)
        }
      }
    }
    return split
  })
}

/**
 * The words of the given elements that `cover` hides: under its box, and visible there but for it
 * (the first thing at that point, `cover` aside, is the word's own element). A word scrolled under
 * the bar that holds `cover` is hidden by the bar, not by `cover`.
 */
export async function textUnder(elements: Locator, cover: Locator): Promise<string[]> {
  const handle = await cover.elementHandle()
  if (!handle || !(await cover.isVisible())) throw new Error('textUnder: the covering element is not on screen')
  return elements.evaluateAll(
    (roots, over) => {
      const box = over.getBoundingClientRect()
      const under: string[] = []
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || parent.closest('svg, [aria-hidden="true"], .ui-visually-hidden')) continue
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            for (const rect of range.getClientRects()) {
              const left = Math.max(rect.left, box.left)
              const right = Math.min(rect.right, box.right)
              const top = Math.max(rect.top, box.top)
              const bottom = Math.min(rect.bottom, box.bottom)
              if (right <= left || bottom <= top) continue
              const below = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).find((element) => !over.contains(element))
              if (below && (below === parent || below.contains(parent) || parent.contains(below))) under.push(match[0])
            }
          }
        }
      }
      return under
    },
    handle,
  )
}
