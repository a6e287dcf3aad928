import { style } from '@vanilla-extract/css'

/** The element React renders into, inside the shadow root; it passes the host's size on. */
export const mount = style({ display: 'block', width: '100%', height: '100%' })
