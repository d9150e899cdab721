import { deflateSync } from 'node:zlib'
import type { ImageKind } from '../../src/api/image-bytes'
import type { StoredImage } from './state'
import { text } from '../localize'

/** Accepted uploads (spec: JPG or PNG only, 500 KB from configuration), by what their bytes are. */
export const UPLOAD_TYPES: Readonly<Record<ImageKind, string>> = { jpeg: 'image/jpeg', png: 'image/png' }
export const UPLOAD_EXTENSIONS: Readonly<Record<ImageKind, string>> = { jpeg: 'jpg', png: 'png' }
export const UPLOAD_MAX_BYTES = 500 * 1024

export const IMAGE_PATH = '/api/v1/ewoks/images/'
export const imageUrl = (name: string) => `${IMAGE_PATH}${name}`

const encoder = new TextEncoder()

function svg(width: number, height: number, background: string, title: string, subtitle = ''): StoredImage {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
  const text =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="${subtitle ? '45%' : '52%'}" font-family="sans-serif" font-size="${Math.round(height / 9)}" font-weight="bold" fill="#1a1a1a" text-anchor="middle">${esc(title)}</text>` +
    (subtitle
      ? `<text x="50%" y="62%" font-family="sans-serif" font-size="${Math.round(height / 14)}" fill="#1a1a1a" text-anchor="middle">${esc(subtitle)}</text>`
      : '') +
    '</svg>'
  return { type: 'image/svg+xml', bytes: encoder.encode(text) }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(encoder.encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** A valid PNG of one colour (RGB, 8 bits), for placeholders and upload tests. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Uint8Array {
  const header = new Uint8Array(13)
  const hv = new DataView(header.buffer)
  hv.setUint32(0, size)
  hv.setUint32(4, size)
  header.set([8, 2, 0, 0, 0], 8)
  const raw = new Uint8Array(size * (1 + size * 3))
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3)
    for (let x = 0; x < size; x++) raw.set([r, g, b], row + 1 + x * 3)
  }
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(deflateSync(raw))),
    chunk('IEND', new Uint8Array(0)),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}

export const SLIDES = [
  { title: text('Black Friday deals', 'Offres du Black Friday', 'عروض الجمعة البيضاء'), subtitle: 'Up to 50% off phones', colour: '#f68b1e' },
  { title: text('Earn double commission', 'Gagnez une double commission', 'اكسب عمولة مضاعفة'), subtitle: 'On fashion this week', colour: '#ffd8a8' },
  { title: text('Recruit and earn', 'Recrutez et gagnez', 'جنّد واكسب'), subtitle: 'Grow your team', colour: '#c3e6cb' },
  { title: text('Free delivery', 'Livraison gratuite', 'توصيل مجاني'), subtitle: 'To every pickup station', colour: '#bee3f8' },
] as const

export const PRODUCTS = [
  { title: text('Smartphone 6.5" 128 GB', 'Smartphone 6,5" 128 Go', 'هاتف ذكي 6.5 بوصة 128 غيغابايت'), colour: '#fde2c8' },
  { title: text('Blender 1.5 L', 'Mixeur 1,5 L', 'خلاط 1.5 لتر'), colour: '#e2e8f0' },
  { title: text('Men’s sneakers', 'Baskets homme', 'أحذية رياضية رجالية'), colour: '#fed7d7' },
  { title: text('Rice 25 kg', 'Riz 25 kg', 'أرز 25 كغ'), colour: '#fefcbf' },
  { title: text('Smart TV 43"', 'Smart TV 43"', 'تلفزيون ذكي 43 بوصة'), colour: '#c6f6d5' },
  { title: text('Wax print fabric 6 yards', 'Tissu wax 6 yards', 'قماش واكس مطبوع 6 ياردات'), colour: '#e9d8fd' },
  { title: text('Solar lantern', 'Lanterne solaire', 'فانوس شمسي'), colour: '#fbd38d' },
  { title: text('Baby diapers pack', 'Paquet de couches pour bébé', 'عبوة حفاضات أطفال'), colour: '#bee3f8' },
] as const

let seeded: Map<string, StoredImage> | undefined

/** Images every gateway serves: profile placeholders and the homepage blocks' pictures. */
export function seededImages(): Map<string, StoredImage> {
  if (!seeded) {
    seeded = new Map<string, StoredImage>([
      ['profile-placeholder.svg', svg(200, 200, '#fde2c8', 'Photo')],
      ['profile-placeholder.png', { type: 'image/png', bytes: solidPng(16, [246, 139, 30]) }],
      ['store-placeholder.svg', svg(320, 200, '#e2e8f0', 'Store front')],
      ['product-placeholder.svg', svg(300, 300, '#f1f5f9', 'Product')],
    ])
    SLIDES.forEach((s, i) => seeded?.set(`slide-${i + 1}.svg`, svg(960, 360, s.colour, s.title, s.subtitle)))
    PRODUCTS.forEach((p, i) => seeded?.set(`product-${i + 1}.svg`, svg(300, 300, p.colour, p.title)))
  }
  return seeded
}
