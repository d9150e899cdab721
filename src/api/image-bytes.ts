/**
 * What a picture's bytes say, as the upload contract reads them (POST ewoks/upload-image: JPG or
 * PNG only, no metadata). Read from the bytes themselves: a file's name and the MIME type a
 * browser guesses from it say nothing about what is inside (a text file renamed `.jpg`). Shared
 * by the app (src/features/personal-info/prepare-image.ts refuses anything else before decoding)
 * and the demo gateway (gateway/routes/consultants.ts refuses what still carries metadata).
 * Pure; reads at most what the structure points to and never past the end.
 */

import type { ImageKind } from '../domain/image-fit'

export type { ImageKind }

const JPEG_MAGIC = [0xff, 0xd8, 0xff] as const
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const

/** How many leading bytes `imageKindOf` needs. */
export const MAGIC_BYTES = PNG_MAGIC.length

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A) by the file's first bytes; null for anything else. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg'
  if (startsWith(bytes, PNG_MAGIC)) return 'png'
  return null
}

/** The blocks that can tell where, when and with what a picture was taken (GPS position, device). */
export type ImageMetadata = 'exif' | 'xmp'

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))
const EXIF_ID = ascii('Exif\0\0')
const XMP_ID = ascii('http://ns.adobe.com/xap/1.0/\0')
const XMP_KEYWORD = ascii('XML:com.adobe.xmp\0')

/**
 * The metadata a JPEG or PNG carries: EXIF (a JPEG's APP1 "Exif" segment, a PNG's eXIf chunk)
 * and XMP (a JPEG's APP1 XMP segment, a PNG's iTXt "XML:com.adobe.xmp" chunk). Empty for a
 * picture without any, and for bytes that are neither JPEG nor PNG.
 */
export function imageMetadataOf(bytes: Uint8Array): ImageMetadata[] {
  const kind = imageKindOf(bytes)
  const found = kind === 'jpeg' ? jpegMetadata(bytes) : kind === 'png' ? pngMetadata(bytes) : []
  return [...new Set(found)]
}

/**
 * A JPEG's segments, marker by marker: APP1 segments are read for their identifier. The
 * compressed data after a start of scan (SOS) is skipped to the next marker, so a segment
 * placed between the scans of a progressive JPEG is found too.
 */
function jpegMetadata(bytes: Uint8Array): ImageMetadata[] {
  const found: ImageMetadata[] = []
  let at = 2
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return found
    const marker = bytes[at + 1] ?? 0
    // Fill bytes (FF FF …) before a marker.
    if (marker === 0xff) {
      at += 1
      continue
    }
    // Markers without a length: SOI, TEM, RST0-7.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker === 0xd9) return found
    if (at + 3 >= bytes.length) return found
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)
    if (length < 2) return found
    const data = at + 4
    if (marker === 0xe1) {
      if (startsWith(bytes, EXIF_ID, data)) found.push('exif')
      else if (startsWith(bytes, XMP_ID, data)) found.push('xmp')
    }
    at += 2 + length
    if (marker === 0xda) at = nextMarker(bytes, at)
  }
  return found
}

/** After a scan's header: the next FF that starts a marker (not FF 00, a stuffed byte, nor a restart marker). */
function nextMarker(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.length; at++) {
    if (bytes[at] !== 0xff) continue
    const next = bytes[at + 1] ?? 0
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at
  }
  return bytes.length
}

/** A PNG's chunks after its signature: length, type, data, CRC. */
function pngMetadata(bytes: Uint8Array): ImageMetadata[] {
  const found: ImageMetadata[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = PNG_MAGIC.length
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    if (type === 'eXIf') found.push('exif')
    if (type === 'iTXt' && startsWith(bytes, XMP_KEYWORD, at + 8)) found.push('xmp')
    if (type === 'IEND') break
    at += 12 + length
  }
  return found
}
