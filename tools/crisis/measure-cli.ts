/**
 * `npm run measure:crisis -- [--test] [--leave-out] [--languages]`: the crisis detector's figures on data/crisis/
 * as Markdown. `--test` adds the frozen test set (measure it once, with the final detector); `--leave-out` and
 * `--languages` add leave-one-set-out and leave-one-language-out, which train one model per set or language.
 */
import { report } from './report.ts'

const flags = new Set(process.argv.slice(2))
console.log(
  report({
    test: flags.has('--test'),
    leaveOut: flags.has('--leave-out'),
    languages: flags.has('--languages'),
  }),
)
