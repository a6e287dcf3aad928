/** A CSV download of the dashboards (RFC 4180): the header line, then one line per row, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map((cell) => field(String(cell))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/**
 * Quoted when needed. A value that is not a plain number and starts with =, +, -, @, tab or carriage return
 * gets a leading ' (OWASP's CSV injection advice), so spreadsheets never run it as a formula.
 */
function field(text: string): string {
  const plainNumber = /^-?\d+(\.\d+)?%?$/.test(text)
  const safe = !plainNumber && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
