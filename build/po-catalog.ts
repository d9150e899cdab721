/**
 * A Lingui .po catalog as msgid → msgstr (the header left out): what the build reads of the catalogs outside the
 * app (the installed app's manifests, build/app-manifests.ts) and what src/i18n/catalogs.test.ts checks. Entries
 * as `lingui extract` writes them: one `msgid` and one `msgstr`, each a string on its line or continued on the
 * next lines; C escapes (\" \\ \n \t) read back.
 */
export function poEntries(po: string): Map<string, string> {
  const found = new Map<string, string>()
  const quoted = (line: string) => JSON.parse(line.trim()) as string
  let field: 'msgid' | 'msgstr' | null = null
  let id = ''
  let str = ''
  const keep = () => {
    if (field === 'msgstr' && id !== '') found.set(id, str)
  }
  for (const line of po.split(/\r?\n/)) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line)
    if (start) {
      if (start[1] === 'msgid') {
        keep()
        id = quoted(start[2]!)
        str = ''
      } else str = quoted(start[2]!)
      field = start[1] as 'msgid' | 'msgstr'
    } else if (/^\s*".*"$/.test(line) && field !== null) {
      if (field === 'msgid') id += quoted(line)
      else str += quoted(line)
    } else if (line.trim() === '' || line.startsWith('#')) {
      keep()
      field = null
    }
  }
  keep()
  return found
}
