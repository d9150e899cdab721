import { useMemo } from 'react'
import { correction, generate, type Bitmap2D } from 'lean-qr'
import { toSvgPath } from 'lean-qr/extras/svg'

/** Modules of white around the code: the quiet zone a scanner needs (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4

/** The link as a QR code (lean-qr, drawn as one SVG path: ~4 kB, docs/decisions/screens.md). At least correction level M: a printed poster gets scuffed. */
export function qrOf(text: string): Bitmap2D {
  return generate(text, { minCorrectionLevel: correction.M })
}

/** Dark on light whatever the colour mode, with its quiet zone. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const code = useMemo(() => qrOf(text), [text])
  const path = useMemo(() => toSvgPath(code), [code])
  const side = code.size + QUIET_ZONE * 2
  return (
    <svg
      className="team-qr"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="referral-qr"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={path} />
    </svg>
  )
}

/**
 * The code as a PNG for a printed poster: 1200 px wide, the code on white with its quiet zone,
 * a line of text under it (the consultant's words and code). Drawn module by module, so the
 * image is sharp at any print size.
 */
export async function qrPoster(text: string, caption: readonly string[], direction: 'ltr' | 'rtl'): Promise<Blob> {
  const code = qrOf(text)
  const width = 1200
  const modules = code.size + QUIET_ZONE * 2
  const scale = Math.floor(width / modules)
  const qrSide = scale * modules
  const lineHeight = 64
  const height = qrSide + caption.length * lineHeight + 48
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.fillStyle = '#000'
  const left = Math.floor((width - qrSide) / 2) + QUIET_ZONE * scale
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (code.get(x, y)) context.fillRect(left + x * scale, QUIET_ZONE * scale + y * scale, scale, scale)
    }
  }
  context.direction = direction
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  caption.forEach((line, index) => {
    context.font = `${index === 0 ? 'bold ' : ''}40px system-ui, sans-serif`
    context.fillText(line, width / 2, qrSide + lineHeight * index + lineHeight / 2, width - 80)
  })
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/png'))
}
