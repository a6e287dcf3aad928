import type { Page } from '../../content/types.ts'
import { Prose } from '../Prose/Prose.tsx'
import * as styles from './FaqSection.css.ts'

/** The dark FAQ block: each question is a native disclosure widget, keyboard and screen-reader ready. */
export function FaqSection({ faq }: { faq: Page }) {
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <div className={styles.inner}>
        <h2 id="faq-title" className={styles.title}>
          {faq.title}
        </h2>
        {faq.sections.map((question) => (
          <details key={question.id} id={question.id} className={styles.item}>
            <summary className={styles.question}>{question.heading}</summary>
            <Prose html={question.html} className={styles.answer} />
          </details>
        ))}
      </div>
    </section>
  )
}
