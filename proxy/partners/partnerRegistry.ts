import { type FSWatcher, watch } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import type { Partner, PartnersFile } from './partnerSchema.ts'
import { readPartnersFile } from './partnersFile.ts'

export interface PartnerRegistry {
  /** The partner that owns this origin, if any. */
  byOrigin(origin: string): Partner | undefined
  byId(id: string): Partner | undefined
  list(): readonly Partner[]
  /** Re-reads the file now; resolves false (and keeps the registry in force) when the file is refused. */
  reload(): Promise<boolean>
  close(): void
}

export interface RegistryLogger {
  info(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

export interface WatchOptions {
  logger: RegistryLogger
  /** Quiet time after a change event before the file is read (editors write in several steps). */
  debounceMs?: number
  /** The fallback check of the file's mtime and size, for file systems where fs.watch stays silent. */
  pollMs?: number
}

/** A registry that never changes: no PARTNERS_FILE (empty), or tests. */
export function fixedPartnerRegistry(partners: readonly Partner[] = []): PartnerRegistry {
  const index = indexPartners({ partners: [...partners] })
  return { ...index, reload: async () => true, close: () => undefined }
}

/**
 * PARTNERS_FILE, read now (a bad file throws, so start-up stops with the message) and again whenever it
 * changes: fs.watch on its folder (editors and deploy tools replace files by renaming), a periodic mtime
 * check as a fallback, or reload() (SIGHUP). A refused edit is logged once and the previous registry stays.
 */
export async function watchPartnerRegistry(file: string, options: WatchOptions): Promise<PartnerRegistry> {
  const { logger } = options
  const first = await readPartnersFile(file)
  let index = indexPartners(first.registry)
  let appliedText = first.text
  let refusedText: string | undefined
  let lastSeen = await fingerprint(file)
  logger.info(
    { file, count: first.registry.partners.length, partners: ids(first.registry) },
    'partners file loaded',
  )

  const apply = async (): Promise<boolean> => {
    try {
      const { text, registry } = await readPartnersFile(file)
      const count = registry.partners.length
      // One line each time, so that the last line about the file is never a stale refusal.
      if (text === appliedText) {
        const message = refusedText
          ? 'partners file valid again; registry unchanged'
          : 'partners file unchanged'
        logger.info({ file, count }, message)
        refusedText = undefined
        return true
      }
      index = indexPartners(registry)
      appliedText = text
      refusedText = undefined
      logger.info({ file, count, partners: ids(registry) }, 'partners file reloaded')
      return true
    } catch (error) {
      const problem = (error as Error).message
      if (problem !== refusedText)
        logger.error({ file, problem }, 'partners file refused; previous registry kept')
      refusedText = problem
      return false
    }
  }
  let queue = Promise.resolve(true)
  const reload = (): Promise<boolean> => (queue = queue.then(apply, apply))

  let debounce: NodeJS.Timeout | undefined
  const schedule = (): void => {
    clearTimeout(debounce)
    debounce = setTimeout(() => void reload(), options.debounceMs ?? 150)
  }
  const watcher = startWatcher(file, schedule)
  const poll = setInterval(async () => {
    const seen = await fingerprint(file)
    if (seen !== lastSeen) schedule()
    lastSeen = seen
  }, options.pollMs ?? 500)
  poll.unref()

  return {
    byOrigin: (origin) => index.byOrigin(origin),
    byId: (id) => index.byId(id),
    list: () => index.list(),
    reload,
    close() {
      watcher?.close()
      clearInterval(poll)
      clearTimeout(debounce)
    },
  }
}

function indexPartners({ partners }: PartnersFile) {
  const byOrigin = new Map(partners.flatMap((partner) => partner.origins.map((item) => [item, partner])))
  const byId = new Map(partners.map((partner) => [partner.id, partner]))
  return {
    byOrigin: (origin: string) => byOrigin.get(origin),
    byId: (id: string) => byId.get(id),
    list: (): readonly Partner[] => partners,
  }
}

function startWatcher(file: string, onChange: () => void): FSWatcher | undefined {
  const name = basename(file)
  try {
    const watcher = watch(dirname(file), { persistent: false }, (_event, changed) => {
      if (changed === null || changed === name) onChange()
    })
    watcher.on('error', () => undefined)
    return watcher
  } catch {
    return undefined
  }
}

async function fingerprint(file: string): Promise<string> {
  return stat(file).then(
    (info) => `${info.mtimeMs}:${info.size}:${info.ino}`,
    () => 'missing',
  )
}

/** The ids for a log line: the first twenty, so that a large registry does not make a huge line. */
function ids({ partners }: PartnersFile): string[] {
  return partners.slice(0, 20).map((partner) => partner.id)
}
