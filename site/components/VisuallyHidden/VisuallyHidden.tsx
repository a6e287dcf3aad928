import type { ReactNode } from 'react'
import * as styles from './VisuallyHidden.css.ts'

/** Text for assistive technology only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>
}
