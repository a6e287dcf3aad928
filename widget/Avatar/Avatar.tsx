import { useState } from 'react'
import type { PersonaCard } from '../../core/persona.ts'
import * as styles from './Avatar.css.ts'

export interface AvatarProps {
  persona: PersonaCard
  /** Where the persona's photos are served from (the widget's origin). */
  assetBase: string
  size: number
}

/** The persona's portrait, or her initial while it cannot load. Decorative: her name is always beside it. */
export function Avatar({ persona, assetBase, size }: AvatarProps) {
  const photo = persona.photos[0]
  const [failed, setFailed] = useState(false)
  if (!photo || failed) {
    return (
      <span className={styles.avatar} part="avatar" aria-hidden="true">
        {persona.name.slice(0, 1)}
      </span>
    )
  }
  return (
    <img
      className={styles.avatar}
      part="avatar"
      src={`${assetBase}${photo.src}`}
      alt=""
      width={size}
      height={size}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
