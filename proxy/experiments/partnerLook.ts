import type { WidgetConfig } from '../../core/protocol.ts'
import type { Partner } from '../partners/partnerSchema.ts'
import { assignVariant, greetingTexts } from './greetingVariants.ts'

/**
 * What GET /api/widget-config adds for a partner's page: its theme, and the greeting variant a conversation
 * started now would get. `offered` is the variant the widget kept from an earlier answer (a reload): it
 * stays while the partner still runs it, so the visitor never sees another opening line.
 */
export function partnerLook(
  partner: Partner | undefined,
  offered: string | undefined,
): Pick<WidgetConfig, 'greeting' | 'theme'> {
  const look: Pick<WidgetConfig, 'greeting' | 'theme'> = {}
  if (partner?.theme) look.theme = { ...partner.theme } as Record<string, string>
  const variant = assignVariant(partner, offered)
  const text = greetingTexts(partner, variant)
  if (variant !== undefined && text !== undefined) look.greeting = { variant, text }
  return look
}
