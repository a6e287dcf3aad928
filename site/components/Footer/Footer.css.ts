import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const footer = style({
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}`,
  // Below the fold on every page: skip its layout and paint until it nears the viewport.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
})

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.xl,
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
})

export const columnTitle = style({
  fontSize: vars.fontSize.body,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.text,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })

globalStyle(`${list} a`, {
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  color: vars.color.text,
  textDecorationColor: vars.color.border,
})

globalStyle(`${list} a:hover`, { color: vars.color.accent })

export const bottom = style({
  maxWidth: vars.layout.contentWidth,
  margin: `${vars.space.xl} auto 0`,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
})

export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const partners = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.small,
})

globalStyle(`${partners} a`, { display: 'inline-block', paddingBlock: vars.space.xs })
