import { readFile } from 'node:fs/promises'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** What a test file does that takes seconds rather than milliseconds: start a process or Redis, wait, read the corpus. */
const SLOW = /startServerProcess|redisForTests|startRedisServer|startCluster|spawn\(|sleep\(|readData\(/

/**
 * Vitest orders files by their last durations, which a fresh clone does not have, and then by size. Starting the
 * files that start processes, Redis or real waits first keeps one of them from being the last thing left running
 * while the other workers sit idle (docs/testing.md).
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const slow = new Set<TestSpecification>()
    await Promise.all(
      sorted.map(async (file) => {
        if (SLOW.test(await readFile(file.moduleId, 'utf8'))) slow.add(file)
      }),
    )
    return [...sorted.filter((file) => slow.has(file)), ...sorted.filter((file) => !slow.has(file))]
  }
}
