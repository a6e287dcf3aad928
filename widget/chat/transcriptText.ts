export interface TranscriptLine {
  from: 'visitor' | 'persona'
  text: string
  /** Milliseconds since the epoch. */
  time: number
}

export interface TranscriptWords {
  locale: string
  /** The conversation's name, e.g. "Conversation with Mia". */
  title: string
  personaName: string
  you: string
}

/** The conversation as a plain-text file: a title line with its date, then one line per message with its time. */
export function transcriptText(lines: readonly TranscriptLine[], words: TranscriptWords): string {
  const day = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long' })
  const stamp = new Intl.DateTimeFormat(words.locale, { dateStyle: 'short', timeStyle: 'short' })
  const title = `${words.title} – ${day.format(lines[0]?.time ?? Date.now())}`
  const body = lines.map(
    (line) =>
      `[${stamp.format(line.time)}] ${line.from === 'persona' ? words.personaName : words.you}: ${line.text}`,
  )
  return [title, '', ...body, ''].join('\n')
}

/** A file name without spaces or accents: `mia-2026-11-25.txt`. */
export function transcriptFileName(personaId: string, time: number): string {
  return `${personaId}-${new Date(time).toISOString().slice(0, 10)}.txt`
}
