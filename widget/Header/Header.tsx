import { useId, type ReactNode } from 'react'
import type { PersonaCard } from '../../core/persona.ts'
import { Avatar } from '../Avatar/Avatar.tsx'
import { useTexts } from '../i18n/TextsContext.ts'
import { isOtherOrigin } from '../lib/otherOrigin.ts'
import { visuallyHidden } from '../theme/utilities.css.ts'
import * as styles from './Header.css.ts'

export interface HeaderProps {
  persona: PersonaCard
  /** The persona's profile page; none for a persona the site has no page for. */
  profileUrl?: string
  /** Where the persona's photos are served from (the widget's origin). */
  assetBase: string
  /** Shown in a panel or popup: a close button with this label. */
  close?: { label: string; onClose: () => void }
  /** The header's menu (download, delete, safety). */
  menu?: ReactNode
}

/**
 * The persona's avatar and name with the AI label, linking to her profile, the menu, and the panel's close
 * button when there is one. The label is part of the frame in every mode, never of the persona's words.
 */
export function Header({ persona, profileUrl, assetBase, close, menu }: HeaderProps) {
  const texts = useTexts()
  const descriptionId = useId()
  // On a partner's page the profile opens beside it, so the partner's visitor is not taken away.
  const away = !!profileUrl && isOtherOrigin(profileUrl)
  return (
    <div className={styles.header} part="header">
      <a
        className={styles.link}
        href={profileUrl}
        part="profile-link"
        aria-describedby={descriptionId}
        target={away ? '_blank' : undefined}
        rel={away ? 'noopener' : undefined}
      >
        <span className={styles.avatar}>
          <Avatar persona={persona} assetBase={assetBase} size={40} />
        </span>
        <span className={styles.text}>
          <span className={styles.name}>
            {persona.name}{' '}
            <span className={styles.aiLabel} part="ai-label">
              {texts.aiLabel}
            </span>
          </span>
          <span className={styles.tagline}>{persona.occupation}</span>
        </span>
      </a>
      <span id={descriptionId} className={visuallyHidden}>
        {texts.aiDescription}
      </span>
      {menu}
      {close && (
        <button
          className={styles.close}
          part="close"
          type="button"
          aria-label={close.label}
          onClick={close.onClose}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  )
}
