#!/usr/bin/env node
// Draws the app's icons (public/icons/*.png, public/favicon.ico) from the favicon's design, with Node alone:
// an orange square (#c2410c) with the white shopping-bag outline of public/favicon.svg.
//
//   node tests/scripts/make-icons.mjs
//
// icon-96/192/512: rounded corners like the favicon (purpose "any"; 96 px for the manifest's shortcuts); maskable-512: full-bleed
// orange, the bag shrunk into the safe zone (the centre circle of 80%); apple-touch-icon:
// opaque, for iOS's home screen; favicon.ico: 16, 32 and 48 px, for what asks /favicon.ico whatever the
// page links (browsers, the demo sign-in page, bookmarks). Each pixel is sampled 4×4 for smooth edges.
import { mkdirSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const ORANGE = [0xc2, 0x41, 0x0c]
const WHITE = [0xff, 0xff, 0xff]
const SAMPLES = 4

// The favicon's glyph, in its 32×32 viewBox: the bag's body (a closed outline) and its handle.
const STROKE = 2.6 / 2
const body = [
  [8, 12],
  [24, 12],
  [22.6, 25],
  [9.4, 25],
  [8, 12],
]
const handle = { left: [12.5, 12], right: [19.5, 12], center: [16, 10], radius: 3.5 }

function distanceToSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax
  const dy = by - ay
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** The handle: two short uprights joined by the upper half circle. */
function distanceToHandle(point) {
  const [cx, cy] = handle.center
  const [px, py] = point
  const arc = py <= cy ? Math.abs(Math.hypot(px - cx, py - cy) - handle.radius) : Infinity
  return Math.min(arc, distanceToSegment(point, handle.left, [handle.left[0], cy]), distanceToSegment(point, handle.right, [handle.right[0], cy]))
}

function onGlyph(point) {
  for (let i = 0; i < body.length - 1; i++) if (distanceToSegment(point, body[i], body[i + 1]) <= STROKE) return true
  return distanceToHandle(point) <= STROKE
}

/** Inside the 32×32 square with corners of radius `r`. */
function inRoundedSquare([x, y], r) {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false
  const cx = Math.min(Math.max(x, r), 32 - r)
  const cy = Math.min(Math.max(y, r), 32 - r)
  return Math.hypot(x - cx, y - cy) <= r
}

/**
 * RGBA pixels of a `size`² icon. `corner`: the favicon's 7 (transparent corners) or 0 (full bleed).
 * `glyphScale` shrinks the bag about the centre (maskable icons keep it in the safe zone).
 */
function draw(size, { corner, glyphScale }) {
  const pixels = Buffer.alloc(size * size * 4)
  const unit = size / 32
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let background = 0
      let glyph = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const point = [(x + (sx + 0.5) / SAMPLES) / unit, (y + (sy + 0.5) / SAMPLES) / unit]
          if (!inRoundedSquare(point, corner)) continue
          background++
          const inGlyph = [16 + (point[0] - 16) / glyphScale, 16 + (point[1] - 16) / glyphScale]
          if (onGlyph(inGlyph)) glyph++
        }
      }
      const samples = SAMPLES * SAMPLES
      const white = background === 0 ? 0 : glyph / background
      const offset = (y * size + x) * 4
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(ORANGE[c] + (WHITE[c] - ORANGE[c]) * white)
      pixels[offset + 3] = Math.round((255 * background) / samples)
    }
  }
  return pixels
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An 8-bit RGBA PNG: signature, IHDR, one IDAT (each row led by filter 0), IEND. */
function png(size, pixels) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(6, 9) // colour type: RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * An ICO file (the Windows icon directory) holding each image as a PNG, which every browser since
 * IE 9's time reads: the 6-byte header (reserved, type 1, count), one 16-byte entry per image
 * (width and height, 0 meaning 256; no palette; 1 plane; 32 bits; its byte length and offset), then the PNGs.
 */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt8(0, 2) // colours in the palette: none
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)])
}

const icons = [
  // The manifest's shortcuts (src/config/app-manifest.ts): 96 px, the size Android and Chromium ask of them.
  { file: 'icon-96.png', size: 96, corner: 7, glyphScale: 1 },
  { file: 'icon-192.png', size: 192, corner: 7, glyphScale: 1 },
  { file: 'icon-512.png', size: 512, corner: 7, glyphScale: 1 },
  // The bag's farthest point is ~14 units from the centre; 0.8 keeps it within the safe circle (12.8 units).
  { file: 'maskable-512.png', size: 512, corner: 0, glyphScale: 0.8 },
  { file: 'apple-touch-icon-180.png', size: 180, corner: 0, glyphScale: 0.9 },
]

const dir = new URL('../../public/icons/', import.meta.url)
mkdirSync(dir, { recursive: true })
for (const icon of icons) {
  const file = new URL(icon.file, dir)
  writeFileSync(file, png(icon.size, draw(icon.size, icon)))
  console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`)
}

// The favicon's own design (rounded corners, the whole bag), at the sizes a tab, a bookmark and a shortcut use.
const faviconSizes = [16, 32, 48]
const favicon = ico(faviconSizes.map((size) => ({ size, data: png(size, draw(size, { corner: 7, glyphScale: 1 })) })))
writeFileSync(new URL('../../public/favicon.ico', import.meta.url), favicon)
console.log(`public/favicon.ico (${faviconSizes.join(', ')} px, ${favicon.length} bytes)`)
