import { useState } from 'react'
import type { PersonaProfile } from '../../core/persona.ts'
import { isSameOrigin } from '../lib/sameOrigin.ts'
import * as styles from './Header.css.ts'

export interface HeaderProps {
  persona: PersonaProfile
  profileUrl: string
  /** Where the persona's photos are served from (the widget's origin). */
  assetBase: string
}

/**
 * The persona's avatar and name, linking to her profile. The photo is shown on the widget's own site; on a
 * partner page the server's cross-origin resource policy may refuse it, so her initial stands in.
 */
export function Header({ persona, profileUrl, assetBase }: HeaderProps) {
  const photo = isSameOrigin(assetBase) ? persona.photos[0] : undefined
  const [photoFailed, setPhotoFailed] = useState(false)
  return (
    <div className={styles.header} part="header">
      <a className={styles.link} href={profileUrl} part="profile-link">
        {photo && !photoFailed ? (
          <img
            className={styles.avatar}
            part="avatar"
            src={`${assetBase}${photo.src}`}
            alt=""
            width={40}
            height={40}
            decoding="async"
            onError={() => setPhotoFailed(true)}
          />
        ) : (
          <span className={styles.avatar} part="avatar" aria-hidden="true">
            {persona.name.slice(0, 1)}
          </span>
        )}
        <span className={styles.text}>
          <span className={styles.name}>{persona.name}</span>
          <span className={styles.tagline}>{persona.occupation}</span>
        </span>
      </a>
    </div>
  )
}
