import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const section = style({
  background: vars.color.dark,
  color: vars.color.darkText,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1100px',
})

export const inner = style({
  maxWidth: vars.layout.readingWidth,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
})

export const title = style({ textAlign: 'center', marginBottom: vars.space.xl })

export const item = style({ borderBottom: `1px solid ${vars.color.textMuted}` })

export const question = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  paddingBlock: vars.space.md,
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: vars.fontSize.lead,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // A drawn plus/minus rather than a text glyph, so it stays out of the question's accessible name.
    '&::after': {
      content: '""',
      flex: 'none',
      width: '14px',
      height: '14px',
      background: `linear-gradient(${vars.color.darkAccent}, ${vars.color.darkAccent}) center / 14px 2px no-repeat, linear-gradient(${vars.color.darkAccent}, ${vars.color.darkAccent}) center / 2px 14px no-repeat`,
    },
    [`${item}[open] > &::after`]: {
      background: `linear-gradient(${vars.color.darkAccent}, ${vars.color.darkAccent}) center / 14px 2px no-repeat`,
    },
    '&:focus-visible': { outlineColor: vars.color.darkText },
  },
})

export const answer = style({
  paddingBottom: vars.space.lg,
  color: vars.color.darkMuted,
  fontSize: vars.fontSize.body,
})

globalStyle(`${answer} a`, { color: vars.color.darkAccent })
