import { ChatEmbed } from '../../components/ChatEmbed/ChatEmbed.tsx'
import { FaqSection } from '../../components/FaqSection/FaqSection.tsx'
import { pageSeo, Seo } from '../../components/Seo/Seo.tsx'
import { siteConfig } from '../../config/site.ts'
import { pages } from '../../content/content.ts'
import type { Page } from '../../content/types.ts'
import { paths, type PageEntry } from '../../paths.ts'
import * as styles from './HomePage.css.ts'

const { persona } = siteConfig

/** The chat, then the FAQ. */
export function HomePage({ entry }: { entry: PageEntry }) {
  const { faq } = pages
  return (
    <>
      <Seo {...pageSeo(entry)} jsonLd={faqJsonLd(faq)} />
      <section className={styles.chatSection} aria-labelledby="chat-title">
        <div className={styles.intro}>
          <h1 id="chat-title" className={styles.title}>
            Chat with {persona.name}
          </h1>
          <p className={styles.tagline}>{persona.tagline} Free, no sign-up needed.</p>
        </div>
        <ChatEmbed profileUrl={paths.bio} />
      </section>
      <FaqSection faq={faq} />
    </>
  )
}

function faqJsonLd(faq: Page): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: faq.sections.map((question) => ({
      '@type': 'Question',
      name: question.heading,
      acceptedAnswer: { '@type': 'Answer', text: question.html },
    })),
  }
}
