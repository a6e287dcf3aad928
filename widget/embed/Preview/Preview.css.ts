import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const preview = style({
  position: 'absolute',
  bottom: 'calc(100% + 12px)',
  right: 0,
  display: 'flex',
  alignItems: 'flex-start',
  width: 'max-content',
  maxWidth: 'min(260px, calc(100vw - 40px))',
  borderRadius: vars.radius.bubble,
  background: vars.color.surface,
  color: vars.color.text,
  // Outside the chat's own root, so the page's font would otherwise reach it through inheritance.
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  boxShadow: '0 4px 18px rgba(0, 0, 0, 0.2)',
})

const reset = style({
  margin: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
})

export const text = style([
  reset,
  { padding: `${vars.space.md} 0 ${vars.space.md} ${vars.space.lg}`, textAlign: 'start' },
])

export const dismiss = style([
  reset,
  {
    flex: 'none',
    width: '44px',
    height: '44px',
    fontSize: '20px',
    lineHeight: 1,
    color: vars.color.textMuted,
  },
])
