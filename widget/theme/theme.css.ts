import { assignVars, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css'
import { tokens } from '../../core/theme.ts'

/**
 * The widget's theme. Names are fixed (`--companion-accent`…), not hashed, because they are public:
 * a partner page restyles the chat with `companion-chat { --companion-accent: #0a7d4f }`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      accent: 'accent',
      accentText: 'accent-text',
      visitorBubble: 'visitor-bubble',
      visitorText: 'visitor-text',
      personaBubble: 'persona-bubble',
      personaText: 'persona-text',
      surface: 'surface',
      surfaceMuted: 'surface-muted',
      text: 'text',
      textMuted: 'text-muted',
      border: 'border',
      focus: 'focus',
    },
    font: { body: 'font-family', size: 'font-size', lineHeight: 'line-height' },
    radius: { bubble: 'bubble-radius', control: 'control-radius', card: 'radius' },
    space: { xs: 'space-xs', sm: 'space-sm', md: 'space-md', lg: 'space-lg', xl: 'space-xl' },
    size: { height: 'height', avatar: 'avatar-size' },
    layer: { z: 'z-index' },
  },
  (name) => `companion-${name}`,
)

const { dark: _dark, darkText: _darkText, darkMuted: _darkMuted, ...colors } = tokens.color

/** Host-page styles stop at the host: nothing inherited from the page survives `all: initial`. */
globalStyle(':host', { all: 'initial' })

globalStyle(':host', {
  vars: assignVars(vars, {
    color: colors,
    font: tokens.font,
    radius: tokens.radius,
    space: {
      xs: tokens.space.xs,
      sm: tokens.space.sm,
      md: tokens.space.md,
      lg: tokens.space.lg,
      xl: tokens.space.xl,
    },
    size: { height: 'min(640px, 100dvh)', avatar: '40px' },
    // Near the top of the range, in six significant digits: the CSS minifier rounds longer numbers.
    layer: { z: '2147480000' },
  }),
  display: 'block',
  position: 'relative',
  width: '100%',
  height: vars.size.height,
  contain: 'content',
})

/** A launcher or a popup lives outside the page's flow; layout containment would trap it in the host. */
globalStyle(':host([mode="bubble"]), :host([mode="popup"])', { height: 0, contain: 'none' })

globalStyle(':host([hidden])', { display: 'none' })
