/** Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) digits read as 0–9, so a number typed or stored in any script counts the same. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0)
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660))
  })
}
