/** The footer's copyright year is the build's in the HTML; the browser shows the visitor's current year. */
export function showCurrentYear(root: ParentNode, now = new Date()): void {
  for (const element of root.querySelectorAll('[data-current-year]')) {
    element.textContent = String(now.getFullYear())
  }
}
