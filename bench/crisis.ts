/**
 * `node bench/crisis.ts`: the crisis detector's figures on the train and dev messages of data/crisis/, the time
 * per message and leave-one-set-out (tools/crisis/report.ts). Prints a Markdown section (part of `npm run bench`).
 */
import { report } from '../tools/crisis/report.ts'

console.log(report({ leaveOut: true }))
