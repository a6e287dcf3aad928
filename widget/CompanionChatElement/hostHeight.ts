/** A height: a number of pixels, or a number with a unit. */
const LENGTH = /^(\d+(?:\.\d+)?)(px|rem|em|vh|svh|lvh|dvh|%)?$/

/**
 * The `height` attribute sets the inline chat's height (`--companion-height`) through the CSS object model,
 * which a strict Content-Security-Policy allows where a `style` attribute is refused.
 */
export function hostHeight(host: HTMLElement, value: string | null): void {
  const match = value?.trim().match(LENGTH)
  if (match) host.style.setProperty('--companion-height', `${match[1]}${match[2] ?? 'px'}`)
  else host.style.removeProperty('--companion-height')
  if (value && !match)
    console.warn(`<companion-chat>: height="${value}" is not a length such as 600 or 80dvh.`)
}
