import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

const rowBase = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' })

export const row = styleVariants({
  visitor: [rowBase, { alignItems: 'flex-end' }],
  persona: [rowBase, { alignItems: 'flex-start' }],
})

const bubbleBase = style({
  maxWidth: '75%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.bubble,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const bubble = styleVariants({
  visitor: [
    bubbleBase,
    {
      background: vars.color.visitorBubble,
      color: vars.color.visitorText,
      borderBottomRightRadius: vars.space.xs,
    },
  ],
  persona: [
    bubbleBase,
    {
      background: vars.color.personaBubble,
      color: vars.color.personaText,
      borderBottomLeftRadius: vars.space.xs,
    },
  ],
})

export const text = style({ margin: 0 })

export const signupLink = style({
  display: 'inline-block',
  marginTop: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
})

export const time = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: '0.75em',
  lineHeight: 1.2,
  color: 'inherit',
})
