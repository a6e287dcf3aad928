/** Jumps to the top of the page at once (no smooth scrolling, whatever the page's CSS says). */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}
