import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const header = style({ marginBottom: vars.space.xl })

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const body = style({})

globalStyle(`${body} > p:first-child`, { fontSize: vars.fontSize.h3, lineHeight: 1.6 })
globalStyle(`${body} > p:last-child`, { fontStyle: 'italic', fontWeight: 600 })

export const chatBox = style({
  marginTop: vars.space.xxl,
  padding: vars.space.xl,
  borderRadius: vars.radius.card,
  background: vars.color.dark,
  color: vars.color.darkText,
  textAlign: 'center',
})

globalStyle(`${chatBox} p`, { color: vars.color.darkMuted, marginTop: 0 })
globalStyle(`${chatBox} a:focus-visible`, { outlineColor: vars.color.darkText })

export const related = style({ marginTop: vars.space.xxl })

export const relatedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
})

globalStyle(`${relatedList} a`, { fontWeight: 700, fontSize: vars.fontSize.lead })
globalStyle(`${relatedList} p`, { margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted })
