import { style } from '@vanilla-extract/css'

/**
 * The element React renders into, inside the shadow root; it passes the host's size on. Rules a page aims
 * at the host element itself (`* { word-break: break-all !important }`) beat `:host`, so every inherited
 * property starts again from its initial value here: nothing of the page's typography reaches the chat.
 */
export const mount = style({ all: 'initial', display: 'block', width: '100%', height: '100%' })
