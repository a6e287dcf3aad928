import { readFile, stat } from 'node:fs/promises'
import type { z } from 'zod'
import { partnersFileSchema, type PartnersFile } from './partnerSchema.ts'

export class PartnersFileError extends Error {
  override name = 'PartnersFileError'
}

/** Far above any real registry; parsing a file of many megabytes would hold up every request. */
const MAX_FILE_BYTES = 1024 * 1024
/** The first problems are named; the rest are counted, so a log line stays short. */
const NAMED_PROBLEMS = 3

/** Reads and validates PARTNERS_FILE; throws a PartnersFileError naming the file and its first problems. */
export async function readPartnersFile(file: string): Promise<{ text: string; registry: PartnersFile }> {
  let text: string
  try {
    const { size } = await stat(file)
    if (size > MAX_FILE_BYTES) {
      throw new PartnersFileError(
        `PARTNERS_FILE ${file}: ${(size / MAX_FILE_BYTES).toFixed(1)} MB is larger than 1 MB; not read`,
      )
    }
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (error instanceof PartnersFileError) throw error
    throw new PartnersFileError(`PARTNERS_FILE ${file}: cannot read it (${(error as Error).message})`)
  }
  return { text, registry: parsePartnersFile(text, file) }
}

export function parsePartnersFile(text: string, file: string): PartnersFile {
  let json: unknown
  try {
    // Editors on Windows save JSON with a byte order mark, which JSON.parse refuses.
    json = JSON.parse(text.replace(/^\ufeff/, ''))
  } catch (error) {
    throw new PartnersFileError(`PARTNERS_FILE ${file}: not valid JSON (${(error as Error).message})`)
  }
  const result = partnersFileSchema.safeParse(json)
  if (result.success) return result.data
  throw new PartnersFileError(`PARTNERS_FILE ${file}: ${describe(result.error)}`)
}

function describe(error: z.ZodError): string {
  const named = error.issues
    .slice(0, NAMED_PROBLEMS)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'file'}: ${issue.message.slice(0, 150)}`)
  const more = error.issues.length - named.length
  return more > 0 ? `${named.join('; ')}; and ${more} more problems` : named.join('; ')
}
