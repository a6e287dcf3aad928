/**
 * `node tools/crisis/snapshot.ts <out.jsonl> [detector module]`: what the detector returns for every message of
 * data/crisis/ (all roles), one JSON line each, in the data's order, so that a rewrite of the runtime can be
 * compared with the detector before it line by line (`cmp`). Writes outputs only: it computes no figures.
 */
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import type { detectCrisis as Detector } from '../../core/safety/detectCrisis.ts'
import { readData } from './data.ts'

const [out, module = '../../core/safety/detectCrisis.ts'] = process.argv.slice(2)
if (!out) throw new Error('usage: node tools/crisis/snapshot.ts <out.jsonl> [detector module]')
const url = module.startsWith('.') ? new URL(module, import.meta.url) : pathToFileURL(resolve(module))
const { detectCrisis } = (await import(url.href)) as { detectCrisis: typeof Detector }
const lines = readData().map((message) => JSON.stringify(detectCrisis(message.text) ?? null))
writeFileSync(out, `${lines.join('\n')}\n`)
console.log(`${lines.length} messages`)
