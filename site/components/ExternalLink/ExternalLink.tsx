import type { ExternalLinkConfig } from '../../config/links.ts'
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx'

/** A sponsored partner link: always a new tab, never passing the opener or the referrer. */
export function ExternalLink({ link, className }: { link: ExternalLinkConfig; className?: string }) {
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer sponsored">
      {link.label}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  )
}
