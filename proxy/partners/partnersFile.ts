import { readFile } from 'node:fs/promises'
import type { z } from 'zod'
import { partnersFileSchema, type PartnersFile } from './partnerSchema.ts'

export class PartnersFileError extends Error {
  override name = 'PartnersFileError'
}

/** Reads and validates PARTNERS_FILE; throws a PartnersFileError naming the file and every problem. */
export async function readPartnersFile(file: string): Promise<{ text: string; registry: PartnersFile }> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new PartnersFileError(`PARTNERS_FILE ${file}: cannot read it (${(error as Error).message})`)
  }
  return { text, registry: parsePartnersFile(text, file) }
}

export function parsePartnersFile(text: string, file: string): PartnersFile {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new PartnersFileError(`PARTNERS_FILE ${file}: not valid JSON (${(error as Error).message})`)
  }
  const result = partnersFileSchema.safeParse(json)
  if (result.success) return result.data
  throw new PartnersFileError(`PARTNERS_FILE ${file}: ${describe(result.error)}`)
}

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'file'}: ${issue.message}`)
    .join('; ')
}
