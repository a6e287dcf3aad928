import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/** A centred column for page content. */
export const container = style({
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
})

/** A narrower centred column for long reading. */
export const readingColumn = style({
  maxWidth: vars.layout.readingWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
})

/** The main call to action: a pill-shaped link to the chat. */
export const ctaButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  fontSize: vars.fontSize.lead,
  textDecoration: 'none',
  selectors: { '&:hover': { filter: 'brightness(1.1)' } },
})
