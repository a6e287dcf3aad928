import { globalStyle } from '@vanilla-extract/css'
import { narrowScreen, reducedMotion, vars } from './theme.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
  '@media': {
    [narrowScreen]: { scrollPaddingTop: `calc(${vars.layout.headerHeightNarrow} + ${vars.space.lg})` },
  },
})

globalStyle('body', { margin: 0, minWidth: '320px', overflowWrap: 'break-word' })

globalStyle('img, svg', { display: 'block', maxWidth: '100%', height: 'auto' })

globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '0.15em' })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: '4px',
})

globalStyle('h1, h2, h3', { lineHeight: 1.2, margin: `0 0 ${vars.space.md}` })
globalStyle('h1', { fontSize: vars.fontSize.h1 })
globalStyle('h2', { fontSize: vars.fontSize.h2 })
globalStyle('h3', { fontSize: vars.fontSize.h3 })

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
