import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const prose = style({ fontSize: vars.fontSize.lead, lineHeight: 1.7 })

globalStyle(`${prose} > *`, { marginBlock: 0 })
// A long page's first layout is mostly font matching and text shaping, so blocks past the first screen skip
// layout and paint until they near the viewport (they stay in the accessibility tree and in find-in-page).
// The clip margin keeps focus rings of links at a block's edge visible.
globalStyle(`${prose} > :nth-child(n + 6)`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 160px',
  overflowClipMargin: '6px',
})
globalStyle(`${prose} > * + *`, { marginTop: vars.space.lg })
globalStyle(`${prose} > h2`, { marginTop: vars.space.xxl })
globalStyle(`${prose} > h3`, { marginTop: vars.space.xl })
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl })
globalStyle(`${prose} li + li`, { marginTop: vars.space.sm })
globalStyle(`${prose} > blockquote`, {
  marginBlock: vars.space.xl,
  marginInline: 0,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: `0 ${vars.radius.card} ${vars.radius.card} 0`,
  background: vars.color.surfaceMuted,
  fontStyle: 'italic',
})
globalStyle(`${prose} blockquote p`, { margin: 0 })
globalStyle(`${prose} blockquote p + p`, { marginTop: vars.space.sm, fontStyle: 'normal', fontWeight: 600 })
globalStyle(`${prose} strong`, { fontWeight: 700 })
