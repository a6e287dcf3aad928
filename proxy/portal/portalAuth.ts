import { createHash, timingSafeEqual } from 'node:crypto'
import type { Partner } from '../partners/partnerSchema.ts'

/**
 * The partner whose portal key this is. Every partner with a key is compared, each in constant time on
 * 32-byte digests, so neither the timing nor the answer tells which partner a wrong key was close to.
 */
export function partnerForKey(given: string, partners: readonly Partner[]): Partner | undefined {
  const digest = createHash('sha256').update(given).digest()
  let found: Partner | undefined
  for (const partner of partners) {
    if (partner.portalKeySha256 === undefined) continue
    if (timingSafeEqual(digest, Buffer.from(partner.portalKeySha256, 'hex')) && !found) found = partner
  }
  return found
}
