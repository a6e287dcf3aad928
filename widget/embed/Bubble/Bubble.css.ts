import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'
import { PHONE, phoneSheet } from '../phoneSheet.ts'

const MOTION = '(prefers-reduced-motion: no-preference)'
const EASE = '200ms cubic-bezier(0.2, 0.8, 0.2, 1)'

/** Fixed in a corner: the host element itself takes no room, so the page never shifts. */
const cornerBase = style({
  position: 'fixed',
  bottom: `max(20px, env(safe-area-inset-bottom))`,
  zIndex: vars.layer.z,
  width: '60px',
  height: '60px',
})

export const corner = styleVariants({
  'bottom-right': [cornerBase, { right: `max(20px, env(safe-area-inset-right))` }],
  'bottom-left': [cornerBase, { left: `max(20px, env(safe-area-inset-left))` }],
})

export const launcher = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.accent,
  boxShadow: '0 4px 14px rgba(0, 0, 0, 0.25)',
  cursor: 'pointer',
  '@media': { [MOTION]: { transition: `transform ${EASE}`, ':hover': { transform: 'scale(1.06)' } } },
})

export const badge = style({
  position: 'absolute',
  top: '-4px',
  right: '-4px',
  minWidth: '22px',
  height: '22px',
  padding: '0 6px',
  borderRadius: '11px',
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.visitorBubble,
  color: vars.color.visitorText,
  fontSize: '12px',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
})

export const panel = style({
  position: 'absolute',
  bottom: 'calc(100% + 16px)',
  width: 'min(380px, calc(100vw - 40px))',
  height: 'min(600px, calc(100dvh - 120px))',
  borderRadius: vars.radius.card,
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.22)',
  opacity: 0,
  visibility: 'hidden',
  transform: 'translateY(12px) scale(0.98)',
  selectors: {
    [`${corner['bottom-right']} &`]: { right: 0, transformOrigin: 'bottom right' },
    [`${corner['bottom-left']} &`]: { left: 0, transformOrigin: 'bottom left' },
    '&[data-open]': { opacity: 1, visibility: 'visible', transform: 'none' },
  },
  '@media': {
    // Closing keeps the panel visible until it has faded; opening shows it at once.
    [MOTION]: {
      transition: `opacity ${EASE}, transform ${EASE}, visibility 0s linear 200ms`,
      selectors: { '&[data-open]': { transition: `opacity ${EASE}, transform ${EASE}` } },
    },
    [PHONE]: phoneSheet(vars.color.surface),
  },
})

// The sheet covers the page, and the launcher (with its unread badge) would sit over the send button.
globalStyle(`${panel}[data-open] ~ ${launcher}`, { '@media': { [PHONE]: { visibility: 'hidden' } } })

globalStyle(`${panel} > [part="chat"]`, { '@media': { [PHONE]: { borderRadius: 0, border: 'none' } } })

globalStyle(`${corner['bottom-left']} [part="preview"]`, { left: 0, right: 'auto' })
