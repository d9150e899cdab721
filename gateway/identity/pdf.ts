/** A minimal valid one-page PDF (PDF 1.4, Helvetica) with a title and a few lines. */
export function minimalPdf(title: string, lines: readonly string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')
  const text = [`BT /F1 20 Tf 72 770 Td (${esc(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 12 Tf 72 ${730 - i * 20} Td (${esc(l)}) Tj ET`)].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}

/** Documents of the content service: the agreement (current and updated) and the dashboard documents. */
export const DOCUMENTS: Record<string, { title: string; lines: string[] }> = {
  'agreement.pdf': {
    title: 'Consultant agreement',
    lines: ['Terms under which consultants sell and earn commissions.', 'See the agreement page of the app for the full text.'],
  },
  'agreement-v2.pdf': {
    title: 'Consultant agreement (updated)',
    lines: ['Updated commission grid and payout rules.', 'Accept it in the app to keep earning commissions.'],
  },
  'commission-grid.pdf': { title: 'Commission grid', lines: ['Phones and tablets: 3%', 'Fashion: 8%', 'Home and office: 6%', 'Groceries: 2%'] },
  'levels.pdf': { title: 'Consultant levels', lines: ['Bronze, Silver, Gold and Platinum.', 'See the level page of the app for advantages and requirements.'] },
  'training-manual.pdf': {
    title: 'Training manual',
    lines: ['1. Sign in and register.', '2. Place orders for your customers.', '3. Follow your commissions.'],
  },
}
