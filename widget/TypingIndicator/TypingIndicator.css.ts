import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)', opacity: 0.55 },
  '30%': { transform: 'translateY(-5px)', opacity: 1 },
})

export const bubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.bubble,
  borderBottomLeftRadius: vars.space.xs,
  background: vars.color.personaBubble,
})

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.textMuted,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.8 },
  },
})
