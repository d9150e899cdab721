/**
 * CSV for commission statements, opened as written by Excel and LibreOffice (../shared/LIBRARIES.md,
 * "CSV statement"): UTF-8 with a byte-order mark (without it Excel reads the file in the
 * system's code page and garbles Arabic), CRLF line ends and RFC 4180 quoting. No `sep=;` line:
 * Excel then ignores the byte-order mark.
 */

export type CsvCell = string | number | null | undefined

const byteOrderMark = '\uFEFF'
const lineEnd = '\r\n'

/**
 * A spreadsheet runs a cell starting with one of these as a formula (=, +, -, @) or skips the
 * leading tab or carriage return and then may (OWASP, "CSV injection"): a product name such as
 * `=HYPERLINK(…)` from the marketplace must stay text.
 */
const formulaStart = /^[=+\-@\t\r]/

/**
 * Quoted when holding the separator, a quote or a line break (RFC 4180), and a semicolon too, so
 * a spreadsheet that splits on `;` (French Excel) keeps the cell whole.
 */
const needsQuotes = /[",;\r\n]/

/**
 * One cell. Numbers are written as numbers (a negative amount stays `-12.5`, no guard);
 * a text cell that a spreadsheet would run as a formula gets a leading apostrophe, which shows
 * in the cell: pass amounts as numbers, not as text. Empty for null, undefined and a number
 * that is not finite.
 */
function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = formulaStart.test(value) ? `'${value}` : value
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The rows as a CSV file's text: byte-order mark first, every row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return byteOrderMark + rows.map((row) => row.map(cell).join(',') + lineEnd).join('')
}

/** Windows refuses these names whatever the extension (con.csv cannot be saved). */
const reservedNames = /^(con|prn|aux|nul|com\d|lpt\d)$/i
const maxBaseLength = 100

/**
 * A file name that saves on every system: the parts joined by '-', letters (any script),
 * digits, '.', '_' kept, anything else (separators, reserved characters, control and bidi
 * characters, which could make a name read backwards) turned into '-', then `.csv`.
 * `csvFileName(['commissions', '2026-10-01', '2026-10-31'])` is `commissions-2026-10-01-2026-10-31.csv`.
 */
export function csvFileName(parts: readonly string[]): string {
  const joined = parts
    .map((part) =>
      part
        .normalize('NFC')
        .replace(/[^\p{L}\p{M}\p{N}._]+/gu, '-')
        .replace(/^[-.]+|[-.]+$/g, ''),
    )
    .filter((part) => part !== '')
    .join('-')
  // Cut by code point, not UTF-16 unit, so a letter outside the BMP is never halved.
  const base = Array.from(joined)
    .slice(0, maxBaseLength)
    .join('')
    .replace(/[-.]+$/, '')
  if (base === '') return 'export.csv'
  return `${reservedNames.test(base) ? `${base}_` : base}.csv`
}
