/**
 * How a picture the consultant chose is made ready to send, or why it cannot be (spec section 5:
 * JPG or PNG only, at most the build's limit, 500 KB). Every picture is drawn again and encoded
 * anew, whatever its size: what a camera wrote beside the pixels (EXIF and XMP: the GPS position,
 * the device) never leaves the phone, and ID-card photos are among them. A photo from a phone's
 * camera (3 to 8 MB, 4000 px wide) is made smaller on the way (fewer pixels, then JPEG quality
 * lowered step by step) so it fits the limit instead of being refused. Pure: the browser's part
 * (reading the first bytes, decoding, drawing, encoding) is in the feature.
 */

/** What a picture is, by its first bytes (src/api/image-bytes.ts reads them): the upload takes JPG or PNG only. */
export type ImageKind = 'jpeg' | 'png'

export interface ImageFacts {
  /** What the file's first bytes say it is (src/api/image-bytes.ts), never its name or the browser's guess. */
  readonly kind: ImageKind | null
  /** Bytes. */
  readonly size: number
  /** Pixels, once decoded (with the camera's orientation applied). */
  readonly width: number
  readonly height: number
}

export interface FitLimits {
  /** The largest upload, in bytes. */
  readonly maxBytes: number
  /** The longest side a shrunk picture keeps: still readable (an ID card's print), far smaller than a camera's. */
  readonly maxSide: number
}

export type ImageFit =
  | { readonly action: 'refuse'; readonly reason: 'invalid_type' }
  | {
      readonly action: 'encode'
      readonly width: number
      readonly height: number
      readonly type: 'image/jpeg'
      readonly quality: number
      /** Over the limit as chosen: the screen says it was made smaller. */
      readonly shrink: boolean
    }

/** 1600 px keeps an ID card's text readable; a 1600 × 1200 JPEG is about 200–400 KB at quality 0.82. */
export const DEFAULT_MAX_SIDE = 1600
export const FIRST_QUALITY = 0.82
/** Below this quality JPEG artefacts hurt more than fewer pixels: the next attempt takes fewer pixels instead. */
export const LOWEST_QUALITY = 0.5
/** A picture shrunk below this (its longest side) is no use any more: refused as too large. */
export const SMALLEST_SIDE = 480

/** Scales width and height so the longest side is at most `maxSide` (never enlarges). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height)
  if (longest <= maxSide || longest === 0) return { width, height }
  const scale = maxSide / longest
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * The decision for a chosen file: refuse anything whose bytes are not JPG or PNG; encode
 * everything else again as JPEG (a PNG photo would stay large; transparency is drawn on white),
 * its longest side at most `maxSide`, the quality loop (`nextAttempt`) keeping it within the limit.
 */
export function imageFit(facts: ImageFacts, { maxBytes, maxSide }: FitLimits): ImageFit {
  if (facts.kind === null) return { action: 'refuse', reason: 'invalid_type' }
  return { action: 'encode', type: 'image/jpeg', quality: FIRST_QUALITY, shrink: facts.size > maxBytes, ...fitWithin(facts.width, facts.height, maxSide) }
}

export interface ShrinkAttempt {
  readonly width: number
  readonly height: number
  readonly quality: number
  /** Bytes the attempt came out at. */
  readonly size: number
}

/**
 * After an encoding attempt: done when it fits; else the next attempt, lower quality first
 * (0.1 a step down to LOWEST_QUALITY), then fewer pixels (by the square root of how far over the
 * limit it is, and 10% more, since bytes follow the pixel count) back at the first quality;
 * 'too_large' once the picture would become smaller than SMALLEST_SIDE.
 */
export function nextAttempt(
  last: ShrinkAttempt,
  maxBytes: number,
):
  | { readonly done: true }
  | { readonly done: false; readonly width: number; readonly height: number; readonly quality: number }
  | { readonly done: false; readonly refuse: 'too_large' } {
  if (last.size <= maxBytes) return { done: true }
  const lower = Math.round((last.quality - 0.1) * 100) / 100
  if (lower >= LOWEST_QUALITY) return { done: false, width: last.width, height: last.height, quality: lower }
  const scale = Math.sqrt(maxBytes / last.size) * 0.9
  const width = Math.round(last.width * scale)
  const height = Math.round(last.height * scale)
  if (Math.max(width, height) < SMALLEST_SIDE) return { done: false, refuse: 'too_large' }
  return { done: false, width, height, quality: FIRST_QUALITY }
}
