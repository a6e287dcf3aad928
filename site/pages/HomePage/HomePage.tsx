import { ChatEmbed } from '../../components/ChatEmbed/ChatEmbed.tsx'
import { FaqSection } from '../../components/FaqSection/FaqSection.tsx'
import { Seo } from '../../components/Seo/Seo.tsx'
import { siteConfig } from '../../config/site.ts'
import type { Page } from '../../content/types.ts'
import type { loaders } from '../../loaders.ts'
import { paths } from '../../paths.ts'
import { useLoaderData } from 'react-router-dom'
import * as styles from './HomePage.css.ts'

const { persona } = siteConfig

/** The chat, then the FAQ. */
export function HomePage() {
  const faq = useLoaderData<typeof loaders.home>()
  return (
    <>
      <Seo {...paths.home} jsonLd={faqJsonLd(faq)} />
      <section className={styles.chatSection} aria-labelledby="chat-title">
        <div className={styles.intro}>
          <h1 id="chat-title" className={styles.title}>
            Chat with {persona.name}
          </h1>
          <p className={styles.tagline}>{persona.tagline} Free, no sign-up needed.</p>
        </div>
        <ChatEmbed profileUrl={paths.bio.path} />
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
