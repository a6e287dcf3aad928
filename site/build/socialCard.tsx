import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import { tokens } from '../../core/theme.ts'
import { socialImageSize } from '../components/Seo/socialImage.ts'
import { siteConfig } from '../config/site.ts'
import { findArticle } from '../content/content.ts'
import type { PageEntry } from '../paths.ts'
import { personaImageFile } from './personaImages.ts'

const { persona, productName } = siteConfig

/**
 * A page's link preview as a 1200 × 630 PNG, drawn at build time: the persona's portrait with who she is for the
 * chat and her profile, the title on a branded card for every other page. Fonts come from an npm package and the
 * portrait from her folder, so the build fetches nothing.
 */
export async function renderSocialCard(entry: PageEntry): Promise<Buffer> {
  const image = portrait()
  const card =
    entry.card === 'portrait' ? (
      <PortraitCard entry={entry} image={image} />
    ) : (
      <TitleCard entry={entry} image={image} />
    )
  const svg = await satori(card, { ...socialImageSize, fonts: fonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: socialImageSize.width } }).render().asPng()
}

function PortraitCard({ entry, image }: { entry: PageEntry; image: string }) {
  const heading = entry.view.kind === 'home' ? `Chat with ${persona.name}` : `${persona.name}, ${persona.age}`
  return (
    <div style={{ ...frame, background: `linear-gradient(135deg, ${tokens.color.dark}, #3b1533)` }}>
      <img src={image} width={440} height={440} style={{ borderRadius: 40, border: '6px solid #ffffff40' }} />
      <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 56, flex: 1, minWidth: 0 }}>
        <Brand />
        <div style={{ fontSize: 72, fontWeight: 800, lineHeight: 1.05, marginTop: 24 }}>{heading}</div>
        <div style={{ fontSize: 30, color: tokens.color.darkMuted, marginTop: 20 }}>
          {`${persona.occupation} · ${persona.location}`}
        </div>
        <div style={{ fontSize: 30, marginTop: 20 }}>{persona.tagline}</div>
        <div style={{ ...pill, marginTop: 32 }}>Free to start, no sign-up to chat</div>
      </div>
    </div>
  )
}

function TitleCard({ entry, image }: { entry: PageEntry; image: string }) {
  const article = entry.view.kind === 'article' ? findArticle(entry.view.slug) : undefined
  const title = entry.footer.label
  const byline = article ? `by ${persona.name} · ${article.readingMinutes} min read` : `${productName}`
  return (
    <div
      style={{
        ...frame,
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        background: `linear-gradient(135deg, ${tokens.color.accent}, #5b2a86)`,
      }}
    >
      <Brand />
      <div style={{ fontSize: title.length > 42 ? 64 : 80, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <img src={image} width={96} height={96} style={{ borderRadius: 48, border: '4px solid #ffffff' }} />
        <div style={{ fontSize: 34, marginLeft: 24 }}>{byline}</div>
      </div>
    </div>
  )
}

function Brand() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }}>
      <svg viewBox="0 0 24 24" width={44} height={44}>
        <path fill="#ffffff" d={heartPath} />
      </svg>
      <span style={{ marginLeft: 14 }}>{productName}</span>
    </div>
  )
}

const frame = {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: socialImageSize.width,
  height: socialImageSize.height,
  padding: 72,
  color: '#ffffff',
  fontFamily: 'Inter',
} as const

const pill = {
  display: 'flex',
  alignSelf: 'flex-start',
  padding: '12px 28px',
  borderRadius: 999,
  background: tokens.color.accent,
  fontSize: 30,
  fontWeight: 700,
} as const

const heartPath =
  'M12 21.35 10.55 20.03C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35Z'

let loadedFonts: Font[] | undefined

function fonts(): Font[] {
  const require = createRequire(import.meta.url)
  const inter = (weight: 400 | 700 | 800): Font => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  })
  loadedFonts ??= [inter(400), inter(700), inter(800)]
  return loadedFonts
}

/** The persona's portrait (her first photo, an SVG in her folder) as a data URL. */
function portrait(): string {
  const [photo] = persona.photos
  const file = photo && personaImageFile(photo.src)
  if (!file) throw new Error('The persona needs a portrait in her folder for the link previews')
  const svg = readFileSync(file)
  return `data:image/svg+xml;base64,${svg.toString('base64')}`
}
