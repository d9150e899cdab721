import { describe, expect, it } from 'vitest'
import { csvFileName, toCsv } from './csv'

const bom = '\uFEFF'

describe('toCsv', () => {
  it('starts with the byte-order mark and ends every row with CRLF', () => {
    const csv = toCsv([
      ['Date', 'Amount'],
      ['2026-10-01', 12.5],
    ])
    expect(csv).toBe(`${bom}Date,Amount\r\n2026-10-01,12.5\r\n`)
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.split('\r\n')).toHaveLength(3)
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  })

  it('encodes to UTF-8 with the mark as EF BB BF', () => {
    const bytes = new TextEncoder().encode(toCsv([['a']]))
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('is only the mark for no rows, and an empty line for an empty row', () => {
    expect(toCsv([])).toBe(bom)
    expect(toCsv([[]])).toBe(`${bom}\r\n`)
  })

  it('quotes fields with a comma, a quote, a line break or a semicolon, doubling quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'crlf\r\nhere', 'x;y', 'plain']])).toBe(
      `${bom}"a,b","say ""hi""","two\nlines","cr\rhere","crlf\r\nhere","x;y",plain\r\n`,
    )
    expect(toCsv([['"']])).toBe(`${bom}""""\r\n`)
  })

  it('keeps Arabic and other scripts as they are', () => {
    const csv = toCsv([
      ['عمولة مؤكدة', 'Accra, Ghana', 'Côte d’Ivoire'],
      ['هاتف', 150],
    ])
    expect(csv).toBe(`${bom}عمولة مؤكدة,"Accra, Ghana",Côte d’Ivoire\r\nهاتف,150\r\n`)
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(3, 5)]).toEqual([0xd8, 0xb9]) // ع in UTF-8, right after the mark
    // A reader that honours the mark (as Excel does) gets the text back unchanged.
    expect(new TextDecoder('utf-8').decode(bytes)).toBe(csv.slice(1))
  })

  it('writes null and undefined as empty cells, keeping the columns', () => {
    expect(toCsv([[null, 'b', undefined, ''], [undefined]])).toBe(`${bom},b,,\r\n\r\n`)
  })

  it('guards text that a spreadsheet would run as a formula', () => {
    expect(toCsv([['=1+1', '+233 24 123 4567', '-5', '@SUM(A1:A2)', '\tcmd', '=HYPERLINK("http://x","y")']])).toBe(
      `${bom}'=1+1,'+233 24 123 4567,'-5,'@SUM(A1:A2),'\tcmd,"'=HYPERLINK(""http://x"",""y"")"\r\n`,
    )
    expect(toCsv([['\r=1+1']])).toBe(`${bom}"'\r=1+1"\r\n`)
    expect(toCsv([['=cmd|" /C calc"!A0,x']])).toBe(`${bom}"'=cmd|"" /C calc""!A0,x"\r\n`)
  })

  it('leaves text that only contains those characters later alone', () => {
    expect(toCsv([['a=b', 'x-y', 'me@example.com', ' =1']])).toBe(`${bom}a=b,x-y,me@example.com, =1\r\n`)
  })

  it('writes numbers as numbers: negative amounts keep their sign, no apostrophe', () => {
    expect(toCsv([[-12.5, 0, -0, 1234567.89, -1000]])).toBe(`${bom}-12.5,0,0,1234567.89,-1000\r\n`)
    expect(toCsv([[-5, '-5']])).toBe(`${bom}-5,'-5\r\n`)
  })

  it('writes a number that is not finite as an empty cell', () => {
    expect(toCsv([[Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1]])).toBe(`${bom},,,1\r\n`)
  })
})

describe('csvFileName', () => {
  it('joins the parts with dashes', () => {
    expect(csvFileName(['commissions', '2026-10-01', '2026-10-31'])).toBe('commissions-2026-10-01-2026-10-31.csv')
  })

  it('replaces separators, reserved and control characters', () => {
    expect(csvFileName(['commissions', '../../etc/passwd'])).toBe('commissions-etc-passwd.csv')
    expect(csvFileName(['a<b>c:d"e/f\\g|h?i*j'])).toBe('a-b-c-d-e-f-g-h-i-j.csv')
    expect(csvFileName(['my  sales\n\tlist'])).toBe('my-sales-list.csv')
    expect(csvFileName(['report', '2026/10'])).toBe('report-2026-10.csv')
  })

  it('removes a bidi override that could make the name read backwards', () => {
    expect(csvFileName(['invoice\u202Egpj.exe'])).toBe('invoice-gpj.exe.csv')
  })

  it('keeps letters of any script', () => {
    expect(csvFileName(['عمولات', '2026-10'])).toBe('عمولات-2026-10.csv')
    expect(csvFileName(['commissions', 'décembre'])).toBe('commissions-décembre.csv')
  })

  it('never starts with a dot, never ends with a dash', () => {
    expect(csvFileName(['.hidden'])).toBe('hidden.csv')
    expect(csvFileName(['--a--', '..', 'b.'])).toBe('a-b.csv')
  })

  it('falls back to a name when nothing is left', () => {
    expect(csvFileName([])).toBe('export.csv')
    expect(csvFileName(['', '///', '...'])).toBe('export.csv')
  })

  it('does not produce a name Windows refuses', () => {
    expect(csvFileName(['CON'])).toBe('CON_.csv')
    expect(csvFileName(['lpt1'])).toBe('lpt1_.csv')
    expect(csvFileName(['console'])).toBe('console.csv')
  })

  it('keeps names short, cutting whole characters', () => {
    const long = csvFileName(['x'.repeat(500)])
    expect(long).toBe(`${'x'.repeat(100)}.csv`)
    const astral = csvFileName(['𠀀'.repeat(150)])
    expect(Array.from(astral.slice(0, -4))).toHaveLength(100)
    expect(astral.slice(0, -4)).toBe('𠀀'.repeat(100))
  })
})
