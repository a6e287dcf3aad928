import type { ChatMessage } from '../chat/messages.ts'
import { useExtras } from '../extras/useExtras.ts'
import { useTexts } from '../i18n/TextsContext.ts'
import { safeUrl } from '../lib/safeUrl.ts'
import { visuallyHidden } from '../theme/utilities.css.ts'
import * as styles from './MessageBubble.css.ts'

export interface MessageBubbleProps {
  /** A persona or visitor message (the list draws `system` lines itself). */
  message: ChatMessage
  personaName: string
  /** The greeting in the chat's current language, shown for the opening line. */
  greeting?: string
  now: number
  onSignupClick: (url: string) => void
}

/**
 * One message, always rendered as text; the sign-up offer adds a link the widget draws itself, and a crisis
 * answer's helpline numbers become links to call or text once the extras are here (plain text until then).
 */
export function MessageBubble({ message, personaName, greeting, now, onSignupClick }: MessageBubbleProps) {
  const texts = useTexts()
  const { time, signup } = message
  const sender = message.sender === 'visitor' ? 'visitor' : 'persona'
  const text = (message.greeting && greeting) || message.text
  const signupUrl = signup ? safeUrl(signup.url) : null
  // Only a crisis answer asks for the extras, so only its text is drawn with links.
  const extras = useExtras(message.crisis)
  return (
    <li className={styles.row[sender]}>
      <div className={styles.bubble[sender]} part={`bubble ${sender}-bubble`}>
        <span className={visuallyHidden}>{`${sender === 'persona' ? personaName : texts.you}: `}</span>
        <p className={styles.text}>
          {extras ? <extras.HelplineText text={text} locale={texts.locale} /> : text}
        </p>
        {signup && signupUrl && (
          <a
            className={styles.signupLink}
            part="signup"
            href={signupUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onSignupClick(signupUrl)}
          >
            {signup.label}
          </a>
        )}
        {/* Hidden from screen readers: the live log would re-read every bubble whose clock text ticks on. */}
        <time className={styles.time} dateTime={new Date(time).toISOString()} aria-hidden="true">
          {texts.ago(time, now)}
        </time>
      </div>
    </li>
  )
}
