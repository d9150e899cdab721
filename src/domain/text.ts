/**
 * Server and typed text made safe to show, cut or put in a link: characters as a reader sees
 * them (graphemes), cuts that never split one, and no direction controls in a name.
 */

/** The direction embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g
/** Half of a surrogate pair without its other half (with the u flag, a whole pair is one code point, never Cs). */
const LONE_SURROGATE = /\p{Cs}/gu

/**
 * A name without the controls that reorder what is drawn: with them, a name can show as anything
 * ("GHS 500.00" written backwards behind an RLO). The marks (LRM, RLM) stay: they reorder nothing.
 */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}

/** The text with each lone surrogate as U+FFFD, so encodeURIComponent never throws on it (URIError). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd')
}

let segmenter: Intl.Segmenter | undefined // module state: one Intl.Segmenter, built on first use (no one's data)
/** Characters as a reader sees them (an Arabic letter with its marks, an emoji), one at a time; code points without Intl.Segmenter. */
function* eachGrapheme(text: string): Generator<string> {
  if (typeof Intl.Segmenter !== 'function') yield* text
  else {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    for (const part of segmenter.segment(text)) yield part.segment
  }
}

/** The text's characters as a reader sees them, so shortening never splits one. */
export function graphemes(text: string): string[] {
  return Array.from(eachGrapheme(text))
}

/** The text whole when it has at most `max` characters (graphemes), else its start and an ellipsis, `max` characters in all. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text
  const kept: string[] = []
  for (const part of eachGrapheme(text)) {
    // A character past `max` tells the text is longer: read no further (a server's text may be long).
    if (kept.push(part) > max) {
      const start = kept
        .slice(0, max - 1)
        .join('')
        .trimEnd()
      return max < 1 ? '' : `${start}…`
    }
  }
  return text
}
