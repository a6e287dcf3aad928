/**
 * The labelled messages of data/crisis/*.jsonl, one JSON object a line: text, language, label (crisis,
 * ordinary or concern: someone else's crisis now, which the lines answer by design and no figure counts), class,
 * set and role (train: the model learns from it; dev: measured while working, never trained on; test: frozen,
 * measured once). The role is the line's, never read from a file's or a set's name.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { z } from 'zod'
import { locales } from '../../core/i18n/locales.ts'

export const crisisClasses = ['direct', 'passive', 'plan', 'method', 'farewell', 'selfHarm', 'slang'] as const
export const ordinaryClasses = [
  'gym',
  'everyday',
  'hyperbole',
  'accident',
  'grief',
  'humour',
  'past',
  'medical',
  'media',
] as const
export const roles = ['train', 'dev', 'test'] as const

// The training and dev sets use the classes above; a set written apart (the test set) may name its own.
const Labelled = z.object({
  text: z.string().min(1),
  language: z.enum(locales),
  label: z.enum(['crisis', 'ordinary', 'concern']),
  class: z.string().min(1),
  set: z.string().min(1),
  role: z.enum(roles),
})

export type Labelled = z.infer<typeof Labelled>
export type Role = (typeof roles)[number]

export const dataFolder = new URL('../../data/crisis/', import.meta.url)

/** The data files, by name. */
export function dataFiles(folder: URL = dataFolder): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
}

/** Every labelled message of the data files, file by file (by name) and line by line; a malformed line throws, naming where it is. */
export function readData(folder: URL = dataFolder): Labelled[] {
  return dataFiles(folder).flatMap((name) =>
    readFileSync(new URL(name, folder), 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        if (line.trim() === '') return []
        const parsed = Labelled.safeParse(JSON.parse(line))
        // The path and the problem only, never the message: the test set's text is not for reading.
        if (!parsed.success)
          throw new Error(
            `${name}:${index + 1}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`).join(', ')}`,
          )
        return [parsed.data]
      }),
  )
}

/** The messages of the roles given. */
export const withRole = (data: readonly Labelled[], ...wanted: Role[]) =>
  data.filter((message) => wanted.includes(message.role))

/** The names of the sets, in the order of the data. */
export const setNames = (data: readonly Labelled[]) => [...new Set(data.map((message) => message.set))]

/** A SHA-256 over the files' names and contents. */
export function hashOf(files: readonly URL[]): string {
  const hash = createHash('sha256')
  for (const file of files) hash.update(file.pathname).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}
