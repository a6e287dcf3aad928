import { style } from '@vanilla-extract/css'
import { compactScreen, narrowScreen, vars } from '../../theme/theme.css.ts'

export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 10,
  background: vars.color.headerBackground,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: `0 2px 12px ${vars.color.shadow}`,
  viewTransitionName: 'site-header',
})

/** On the chat page of a phone, the header is one row and scrolls away, so it never covers the conversation. */
export const chatPageHeader = style({ '@media': { [compactScreen]: { position: 'relative' } } })

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"brand partners cta"',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.layout.contentWidth,
  height: vars.layout.headerHeight,
  margin: '0 auto',
  paddingInline: vars.space.lg,
  '@media': {
    [narrowScreen]: {
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"brand cta" "partners partners"',
      height: vars.layout.headerHeightNarrow,
      rowGap: vars.space.xs,
      paddingBlock: vars.space.sm,
    },
    [compactScreen]: {
      selectors: {
        [`${chatPageHeader} &`]: {
          gridTemplateColumns: 'auto 1fr',
          gridTemplateAreas: '"brand partners"',
          height: vars.layout.headerHeightCompact,
          paddingBlock: 0,
        },
      },
    },
  },
})

export const brand = style({
  gridArea: 'brand',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.h3,
  textDecoration: 'none',
})

export const logo = style({ color: vars.color.accent })

export const partners = style({
  gridArea: 'partners',
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  '@media': {
    [narrowScreen]: { justifyContent: 'flex-start' },
    [compactScreen]: { selectors: { [`${chatPageHeader} &`]: { justifyContent: 'flex-end' } } },
  },
})

export const partnerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  fontSize: vars.fontSize.small,
  fontWeight: 600,
})

export const chatNow = style({
  gridArea: 'cta',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { filter: 'brightness(1.1)' } },
})
