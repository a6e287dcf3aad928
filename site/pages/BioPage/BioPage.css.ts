import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const page = style({
  maxWidth: vars.layout.readingWidth,
  margin: '0 auto',
  padding: `0 0 ${vars.space.xxl}`,
})

export const banner = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  '@media': {
    'screen and (min-width: 720px)': { borderRadius: `0 0 ${vars.radius.card} ${vars.radius.card}` },
  },
})

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  paddingTop: vars.space.md,
})

export const portrait = style({
  width: 'clamp(112px, 30vw, 160px)',
  marginTop: 'clamp(-84px, -14vw, -56px)',
  height: 'auto',
  aspectRatio: '1 / 1',
  borderRadius: '50%',
  border: `4px solid ${vars.color.surface}`,
  boxShadow: `0 4px 16px ${vars.color.shadow}`,
  background: vars.color.surface,
})

export const name = style({ marginBottom: vars.space.sm })

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 })

export const fact = style({ display: 'flex', gap: vars.space.sm })

globalStyle(`${fact} dt`, { fontWeight: 700 })
globalStyle(`${fact} dt::after`, { content: '":"' })
globalStyle(`${fact} dd`, { margin: 0, color: vars.color.textMuted })

export const section = style({ paddingInline: vars.space.lg, marginTop: vars.space.xl })

export const about = style({ margin: 0, fontSize: vars.fontSize.lead, lineHeight: 1.7 })

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const tag = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.control,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
})

export const cta = style({ textAlign: 'center', marginTop: vars.space.xxl, paddingInline: vars.space.lg })

export const disclosure = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted })
