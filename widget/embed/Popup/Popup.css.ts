import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'
import { PHONE, phoneSheet } from '../phoneSheet.ts'

export const dialog = style({
  width: 'min(420px, calc(100vw - 32px))',
  height: 'min(640px, calc(100dvh - 32px))',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 'auto',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.card,
  background: 'transparent',
  overflow: 'visible',
  boxShadow: '0 16px 48px rgba(0, 0, 0, 0.3)',
  '@media': { [PHONE]: phoneSheet(vars.color.surface) },
})

globalStyle(`${dialog}::backdrop`, { background: 'rgba(20, 16, 28, 0.55)' })

globalStyle(`${dialog} > [part="chat"]`, { '@media': { [PHONE]: { borderRadius: 0, border: 'none' } } })
