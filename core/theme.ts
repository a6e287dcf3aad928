/**
 * Design tokens shared by the widget and the site. Plain values: each part builds its own vanilla-extract
 * theme from them, so the site and the chat look like one product.
 */
export const tokens = {
  color: {
    accent: '#c2185b',
    accentText: '#ffffff',
    visitorBubble: '#1d5fd1',
    visitorText: '#ffffff',
    personaBubble: '#ececf1',
    personaText: '#1f1f29',
    surface: '#ffffff',
    surfaceMuted: '#f6f6f9',
    text: '#1f1f29',
    textMuted: '#5c5c6e',
    border: '#d8d8e2',
    focus: '#1d5fd1',
    dark: '#15121c',
    darkText: '#f3f0f7',
    darkMuted: '#c9c2d6',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    size: '16px',
    lineHeight: '1.5',
  },
  radius: { bubble: '18px', control: '999px', card: '16px' },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
} as const
