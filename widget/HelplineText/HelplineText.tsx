import { helpTexts } from '../../core/i18n/helpTexts.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { helplineParts, phoneHref } from '../lib/helplines.ts'
import * as styles from './HelplineText.css.ts'

export interface HelplineTextProps {
  /** The crisis protocol's answer, as the server wrote it. */
  text: string
  locale: Locale
}

/**
 * A crisis answer with its helpline numbers as links a phone can tap (`tel:`, and `sms:` for a line that
 * takes texts) and the directory of lines as a link; only crisisLines' data becomes a link, the rest is text.
 */
export function HelplineText({ text, locale }: HelplineTextProps) {
  const words = helpTexts[locale]
  return (
    <>
      {helplineParts(text).map((part, index) => {
        if (typeof part === 'string') return part
        if ('directory' in part)
          return (
            <a
              key={index}
              className={styles.number}
              href={part.directory}
              target="_blank"
              rel="noopener noreferrer"
            >
              {part.directory}
            </a>
          )
        return (
          <span key={index}>
            <a
              className={styles.number}
              part="helpline-call"
              href={phoneHref('tel', part.number)}
              aria-label={`${words.call} ${part.number}`}
            >
              {part.number}
            </a>
            {part.sms && (
              <a
                className={styles.sms}
                part="helpline-text"
                href={phoneHref('sms', part.number)}
                aria-label={`${words.text} ${part.number}`}
              >
                {words.text}
              </a>
            )}
          </span>
        )
      })}
    </>
  )
}
