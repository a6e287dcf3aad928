import { Link } from 'react-router-dom'
import { pageSeo, Seo } from '../../components/Seo/Seo.tsx'
import { absoluteUrl } from '../../components/Seo/absoluteUrl.ts'
import { siteConfig } from '../../config/site.ts'
import { paths, type PageEntry } from '../../paths.ts'
import { ctaButton } from '../../theme/layout.css.ts'
import * as styles from './BioPage.css.ts'

const { persona } = siteConfig

/** The persona's profile, entirely from core/persona.ts. */
export function BioPage({ entry }: { entry: PageEntry }) {
  const [portrait, banner] = persona.photos
  return (
    <article className={styles.page}>
      <Seo {...pageSeo(entry)} type="profile" jsonLd={personJsonLd()} />
      {banner && (
        <img
          className={styles.banner}
          src={banner.src}
          alt={banner.alt}
          width={banner.width}
          height={banner.height}
          fetchPriority="high"
        />
      )}
      <header className={styles.identity}>
        {portrait && (
          <img
            className={styles.portrait}
            src={portrait.src}
            alt={portrait.alt}
            width={portrait.width}
            height={portrait.height}
          />
        )}
        <div>
          <h1 className={styles.name}>{persona.name}</h1>
          <dl className={styles.facts}>
            <Fact term="Age" value={String(persona.age)} />
            <Fact term="Location" value={persona.location} />
            <Fact term="Occupation" value={persona.occupation} />
          </dl>
        </div>
      </header>
      <section aria-labelledby="about-me" className={styles.section}>
        <h2 id="about-me">About Me</h2>
        <p className={styles.about}>{persona.about}</p>
      </section>
      <section aria-labelledby="interests" className={styles.section}>
        <h2 id="interests">Interests</h2>
        <ul className={styles.tags}>
          {persona.interests.map((interest) => (
            <li key={interest} className={styles.tag}>
              {interest}
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.cta}>
        <Link to={paths.home} className={ctaButton}>
          Chat with {persona.name}
        </Link>
      </p>
    </article>
  )
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}

function personJsonLd(): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: persona.name,
    description: persona.about,
    jobTitle: persona.occupation,
    homeLocation: { '@type': 'Place', name: persona.location },
    knowsAbout: persona.interests,
    image: persona.photos.map((photo) => absoluteUrl(photo.src)),
    url: absoluteUrl(paths.bio),
  }
}
