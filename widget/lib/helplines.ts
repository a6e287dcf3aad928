import { crisisLines, fallbackCrisisLines, type CrisisLine } from '../../core/safety/crisisLines.ts'

/** A piece of a crisis answer: plain text, a helpline number (to call, and to text when the line takes texts), or the directory of lines. */
export type HelplinePart = string | { number: string; sms: boolean } | { directory: string }

/** What a crisis answer offers: its lines, its emergency number, and the worldwide directory when no line is listed. */
export interface Helplines {
  lines: CrisisLine[]
  emergency: string[]
  directory?: string
}

const countries = [...Object.values(crisisLines), fallbackCrisisLines]
const allLines = countries.flatMap((country) => country.lines)
const emergencies = [...new Set(countries.map((country) => country.emergency))]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Longest first, so "0800 111 0 111" wins over any shorter number inside it. */
const byLength = (a: string, b: string) => b.length - a.length
const lineTokens = [...new Set(allLines.map((line) => `${line.number} (${line.name})`))].sort(byLength)
const numbers = [...new Set([...allLines.map((line) => line.number), ...emergencies])].sort(byLength)
// A line written as "number (name)" is matched whole, so a number inside the name is not linked again.
const pattern = new RegExp(
  [
    ...lineTokens.map(escape),
    ...numbers.map((number) => `(?<![\\d\\p{L}])${escape(number)}(?![\\d\\p{L}])`),
    escape(fallbackCrisisLines.directory),
  ].join('|'),
  'gu',
)

/**
 * Splits a crisis answer into plain text and the helpline data of core/safety/crisisLines.ts, the only
 * parts ever drawn as links: whatever else the text holds stays text.
 */
export function helplineParts(text: string): HelplinePart[] {
  const parts: HelplinePart[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    last = match.index + match[0].length
    if (match[0] === fallbackCrisisLines.directory) {
      parts.push({ directory: match[0] })
      continue
    }
    const line = allLines.find(
      (item) => match[0] === item.number || match[0] === `${item.number} (${item.name})`,
    )
    const number = line?.number ?? match[0]
    parts.push({ number, sms: line?.text === true })
    if (match[0] !== number) parts.push(match[0].slice(number.length))
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/** The lines, emergency number and directory a crisis answer names, for the "Get help now" panel. */
export function helplinesIn(text: string): Helplines {
  const found: Helplines = { lines: [], emergency: [] }
  for (const line of allLines)
    if (
      text.includes(`${line.number} (${line.name})`) &&
      !found.lines.some((item) => item.name === line.name)
    )
      found.lines.push(line)
  for (const part of helplineParts(text)) {
    if (typeof part === 'string') continue
    if ('directory' in part) found.directory = part.directory
    else if (emergencies.includes(part.number) && !found.lines.some((line) => line.number === part.number))
      found.emergency.push(part.number)
  }
  return found
}

/** The `tel:` or `sms:` address of a number as the service writes it ("0800 111 0 111"). */
export function phoneHref(scheme: 'tel' | 'sms', number: string): string {
  return `${scheme}:${number.replace(/[^\d+]/g, '')}`
}
