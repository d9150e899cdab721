/**
 * A chosen picture made ready to upload, in the browser (../shared/LIBRARIES.md, measured: by
 * hand is 0.4 kB and the longest pause 89 ms on an 18.8 MB PNG; the libraries cost 5–20 kB and
 * freeze longer). The decision is src/domain/image-fit.ts; here the browser reads the file's
 * first bytes (JPEG or PNG, whatever its name says), decodes with the camera's orientation
 * applied (without `imageOrientation: 'from-image'` phone photos come out sideways), draws at
 * the chosen size and encodes JPEG, lowering the quality or the pixels until it fits. Every
 * picture goes through the canvas, small ones too: what is sent is pixels only, upright, without
 * the camera's EXIF or XMP (GPS position, device). OffscreenCanvas where the browser has it,
 * else a canvas element.
 */
import { imageKindOf, MAGIC_BYTES } from '../../api/image-bytes'
import { DEFAULT_MAX_SIDE, imageFit, nextAttempt } from '../../domain/image-fit'

export type PreparedImage =
  | { readonly ok: true; readonly blob: Blob; readonly name: string; readonly shrunk: boolean; readonly originalSize: number }
  | { readonly ok: false; readonly reason: 'invalid_type' | 'too_large' | 'unreadable' }

async function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    draw(context, bitmap, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d context')
  draw(context, bitmap, width, height)
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))), 'image/jpeg', quality),
  )
}

/** White under the picture: JPEG has no transparency, and a PNG's would turn black. */
function draw(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, width: number, height: number) {
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
}

const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'image'}.jpg`

/** What the file's first bytes say it is; null when they cannot be read. */
async function kindOf(file: File) {
  try {
    return imageKindOf(new Uint8Array(await file.slice(0, MAGIC_BYTES).arrayBuffer()))
  } catch {
    return null
  }
}

/** The file as it can be uploaded: a JPEG of its pixels alone (made smaller when it must be), or why it cannot be. */
export async function prepareImage(file: File, maxBytes: number, maxSide = DEFAULT_MAX_SIDE): Promise<PreparedImage> {
  const kind = await kindOf(file)
  if (kind === null) return { ok: false, reason: 'invalid_type' }

  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    // Begins as a JPG or PNG does but is not one the browser can read.
    return { ok: false, reason: 'unreadable' }
  }
  try {
    const plan = imageFit({ kind, size: file.size, width: bitmap.width, height: bitmap.height }, { maxBytes, maxSide })
    if (plan.action === 'refuse') return { ok: false, reason: plan.reason }
    let attempt = { width: plan.width, height: plan.height, quality: plan.quality }
    for (;;) {
      const blob = await encode(bitmap, attempt.width, attempt.height, attempt.quality)
      const next = nextAttempt({ ...attempt, size: blob.size }, maxBytes)
      if (next.done) return { ok: true, blob, name: jpegName(file.name), shrunk: plan.shrink, originalSize: file.size }
      if ('refuse' in next) return { ok: false, reason: next.refuse }
      attempt = next
    }
  } catch {
    // The canvas could not draw or encode it (out of memory on a small phone).
    return { ok: false, reason: 'unreadable' }
  } finally {
    bitmap.close()
  }
}

/** A data: URL of the picture for its preview (the app's Content-Security-Policy allows data: images, not blob:). */
export function previewUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('could not read the picture'))
    reader.readAsDataURL(blob)
  })
}
