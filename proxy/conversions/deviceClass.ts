import Bowser from 'bowser'
import type { DeviceClass } from './conversionTypes.ts'

/** Phone, tablet or desktop from a User-Agent; anything unknown, empty, a TV or a bot counts as desktop. */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return 'desktop'
  const type = Bowser.getParser(userAgent).getPlatformType(true)
  if (type === 'mobile') return 'phone'
  return type === 'tablet' ? 'tablet' : 'desktop'
}
