import { inflateSync } from 'node:zlib'

/**
 * A small QR decoder for the tests (ISO/IEC 18004, model 2): it reads a clean, upright code
 * (a screenshot of the app's SVG, or the PNG the app downloads), so it needs no perspective
 * or error correction, only the format, the unmasking, the block order and the segments
 * (numeric, alphanumeric, byte, ECI). Written from the standard, independent of the encoder,
 * so a test that decodes the app's code checks the encoder too.
 */

type Matrix = readonly (readonly boolean[])[]

// Nayuki's tables (error correction codewords per block, number of blocks), by level L, M, Q, H and version 0–40.
const ECC_PER_BLOCK = [
  [
    -1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    30, 30,
  ],
  [
    -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    28, 28,
  ],
  [
    -1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    30, 30,
  ],
  [
    -1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    30, 30,
  ],
]
const BLOCKS = [
  [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
]
/** The format's two level bits, by level L, M, Q, H. */
const LEVEL_BITS = [1, 0, 3, 2]

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

function formatBits(level: number, mask: number): number {
  const data = ((LEVEL_BITS[level] ?? 0) << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  return ((data << 10) | rem) ^ 0x5412
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return []
  const count = Math.floor(version / 7) + 2
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2
  const positions = [6]
  for (let pos = size - 7; positions.length < count; pos -= step) positions.splice(1, 0, pos)
  return positions
}

function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2
    result -= (25 * count - 10) * count - 55
    if (version >= 7) result -= 36
  }
  return result
}

/** The text of a QR code given as its modules (true is dark), row by row, without the quiet zone. */
export function decodeQrMatrix(matrix: Matrix): string {
  const size = matrix.length
  const version = (size - 17) / 4
  if (!Number.isInteger(version) || version < 1 || version > 40) throw new Error(`not a QR code size: ${size}`)
  const at = (x: number, y: number) => matrix[y]?.[x] === true

  // Format: the copy around the top-left finder, matched to the nearest valid pattern.
  let read = 0
  const formatCells: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ]
  formatCells.forEach(([x, y], i) => {
    if (at(x, y)) read |= 1 << i
  })
  let best = { level: 0, mask: 0, distance: 99 }
  for (let level = 0; level < 4; level++) {
    for (let mask = 0; mask < 8; mask++) {
      let diff = formatBits(level, mask) ^ read
      let distance = 0
      for (; diff; diff &= diff - 1) distance++
      if (distance < best.distance) best = { level, mask, distance }
    }
  }
  if (best.distance > 3) throw new Error('unreadable format')

  // Which modules carry data.
  const isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const mark = (x0: number, y0: number, w: number, h: number) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) if (y >= 0 && y < size && x >= 0 && x < size) isFunction[y]![x] = true
  }
  mark(0, 0, 9, 9)
  mark(size - 8, 0, 8, 9)
  mark(0, size - 8, 9, 8)
  mark(6, 0, 1, size)
  mark(0, 6, size, 1)
  const align = alignmentPositions(version, size)
  const last = align.length - 1
  align.forEach((ax, i) =>
    align.forEach((ay, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return
      mark(ax - 2, ay - 2, 5, 5)
    }),
  )
  if (version >= 7) {
    mark(size - 11, 0, 3, 6)
    mark(0, size - 11, 6, 3)
  }

  // The codewords, in placement order, unmasked.
  const total = Math.floor(rawDataModules(version) / 8)
  const words = new Array<number>(total).fill(0)
  const maskAt = MASKS[best.mask]!
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vert : vert
        if (isFunction[y]![x] || i >= total * 8) continue
        if (at(x, y) !== maskAt(x, y)) words[i >>> 3]! |= 1 << (7 - (i & 7))
        i++
      }
    }
  }

  // Blocks back in order; their data codewords one after the other.
  const blocks = BLOCKS[best.level]![version]!
  const ecc = ECC_PER_BLOCK[best.level]![version]!
  const shortBlocks = blocks - (total % blocks)
  const shortLength = Math.floor(total / blocks)
  const byBlock: number[][] = Array.from({ length: blocks }, () => [])
  let k = 0
  for (let index = 0; index < shortLength + 1; index++) {
    for (let b = 0; b < blocks; b++) {
      if (index === shortLength - ecc && b < shortBlocks) continue
      if (index === shortLength && b < shortBlocks) continue
      byBlock[b]!.push(words[k++]!)
    }
  }
  const data = byBlock.flatMap((block, b) => block.slice(0, shortLength - ecc + (b < shortBlocks ? 0 : 1)))

  // Segments.
  let bit = 0
  const take = (count: number) => {
    let value = 0
    for (let n = 0; n < count; n++, bit++) value = (value << 1) | (((data[bit >>> 3] ?? 0) >>> (7 - (bit & 7))) & 1)
    return value
  }
  const small = version <= 9
  const medium = version <= 26
  const bytes: number[] = []
  const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'
  while (bit + 4 <= data.length * 8) {
    const mode = take(4)
    if (mode === 0) break
    if (mode === 7) {
      const first = take(8)
      if (first & 0x80) take(first & 0x40 ? 16 : 8)
      continue
    }
    if (mode === 1) {
      let count = take(small ? 10 : medium ? 12 : 14)
      for (; count >= 3; count -= 3) bytes.push(...[...String(take(10)).padStart(3, '0')].map((c) => c.charCodeAt(0)))
      if (count === 2) bytes.push(...[...String(take(7)).padStart(2, '0')].map((c) => c.charCodeAt(0)))
      if (count === 1) bytes.push(String(take(4)).charCodeAt(0))
    } else if (mode === 2) {
      let count = take(small ? 9 : medium ? 11 : 13)
      for (; count >= 2; count -= 2) {
        const pair = take(11)
        bytes.push(ALNUM.charCodeAt(Math.floor(pair / 45)), ALNUM.charCodeAt(pair % 45))
      }
      if (count === 1) bytes.push(ALNUM.charCodeAt(take(6)))
    } else if (mode === 4) {
      const count = take(small ? 8 : 16)
      for (let n = 0; n < count; n++) bytes.push(take(8))
    } else {
      throw new Error(`unsupported segment mode ${mode}`)
    }
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes))
}

interface Image {
  readonly width: number
  readonly height: number
  /** RGBA, 4 bytes a pixel. */
  readonly rgba: Uint8Array
}

/** An 8-bit RGB or RGBA PNG (what Chromium's screenshots and canvas.toBlob write), decoded. */
export function decodePng(png: Buffer): Image {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG')
  let offset = 8
  let width = 0
  let height = 0
  let channels = 0
  const idat: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const [depth, color, , , interlace] = [body[8], body[9], body[10], body[11], body[12]]
      if (depth !== 8 || interlace !== 0 || (color !== 6 && color !== 2)) throw new Error(`unsupported PNG: depth ${depth}, colour ${color}`)
      channels = color === 6 ? 4 : 3
    } else if (type === 'IDAT') idat.push(body)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const out = new Uint8Array(width * height * 4)
  const line = new Uint8Array(stride)
  const previous = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!
      const a = x >= channels ? line[x - channels]! : 0
      const b = previous[x]!
      const c = x >= channels ? previous[x - channels]! : 0
      const p = a + b - c
      const pa = Math.abs(p - a)
      const pb = Math.abs(p - b)
      const pc = Math.abs(p - c)
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      line[x] = (value + [0, a, b, (a + b) >>> 1, paeth][filter ?? 0]!) & 0xff
    }
    for (let x = 0; x < width; x++) {
      out.set([line[x * channels]!, line[x * channels + 1]!, line[x * channels + 2]!, channels === 4 ? line[x * channels + 3]! : 255], (y * width + x) * 4)
    }
    previous.set(line)
  }
  return { width, height, rgba: out }
}

/**
 * The text of the QR code in an upright image: the first dark row is the top of the finders;
 * its first run of dark is seven modules, its last dark pixel the end of the code.
 */
export function decodeQrImage(png: Buffer): string {
  const { width, height, rgba } = decodePng(png)
  const dark = (x: number, y: number) => {
    const i = (Math.round(y) * width + Math.round(x)) * 4
    const alpha = rgba[i + 3]! / 255
    const luminance = (0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!) * alpha + 255 * (1 - alpha)
    return luminance < 128
  }
  for (let y = 0; y < height; y++) {
    let left = -1
    for (let x = 0; x < width; x++)
      if (dark(x, y)) {
        left = x
        break
      }
    if (left < 0) continue
    let run = 0
    while (left + run < width && dark(left + run, y)) run++
    let right = width - 1
    while (right > left && !dark(right, y)) right--
    // A first guess from the finder's run, then the module size from the whole width (a scaled
    // screenshot's modules are a pixel wider or narrower here and there: no drift across the code).
    const span = right - left + 1
    const size = 17 + 4 * Math.round((span / (run / 7) - 17) / 4)
    const module = span / size
    const matrix = Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (_, col) => dark(left + (col + 0.5) * module, y + (row + 0.5) * module)),
    )
    return decodeQrMatrix(matrix)
  }
  throw new Error('no QR code in the image')
}
