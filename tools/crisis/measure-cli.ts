/**
 * `npm run measure:crisis -- [--test <set>] [--leave-out] [--languages]`: the crisis detector's figures on
 * data/crisis/ as Markdown. `--test <set>` adds one frozen test set (measure each once, with the final detector);
 * `--leave-out` and `--languages` add leave-one-set-out and leave-one-language-out, which train one model per
 * set or language.
 */
import { parseArgs } from 'node:util'
import { report } from './report.ts'

const { values } = parseArgs({
  options: {
    test: { type: 'string' },
    'leave-out': { type: 'boolean', default: false },
    languages: { type: 'boolean', default: false },
  },
})
console.log(report({ test: values.test, leaveOut: values['leave-out'], languages: values.languages }))
