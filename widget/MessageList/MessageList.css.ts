import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

export const log = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  // A phone held sideways: less frame around the messages, so the latest one fits whole below the header.
  '@media': { '(orientation: landscape) and (max-height: 480px)': { padding: vars.space.sm } },
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const typingRow = style({ listStyle: 'none' })

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
})

/** A line of the widget's own (the AI notice, a conversation that ended): centred, quiet, not a bubble. */
export const systemLine = style({
  alignSelf: 'center',
  maxWidth: '90%',
  textAlign: 'center',
  fontSize: '0.8125em',
  color: vars.color.textMuted,
})

/** The line between an ended conversation and the new one: a rule across the log keeps the two apart. */
export const dividerLine = style([
  systemLine,
  {
    alignSelf: 'stretch',
    maxWidth: 'none',
    marginTop: vars.space.sm,
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.textMuted}`,
  },
])
