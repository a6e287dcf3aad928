/**
 * `npm run train:crisis`: trains the crisis model on the messages of data/crisis/ whose role is train and writes
 * core/safety/model/weights.ts. Deterministic: the unit tests check that the committed weights are what it writes.
 */
import { writeFileSync } from 'node:fs'
import { trainedWeightsModule, weightsFile } from './weights.ts'

writeFileSync(weightsFile, trainedWeightsModule())
console.log(`wrote ${weightsFile.pathname}`)
