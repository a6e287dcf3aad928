import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UNSET_ORIGIN } from '../../../core/publicOrigin.ts'
import { Seo } from './Seo.tsx'

afterEach(cleanup)

function head(selector: string): string | null | undefined {
  const element = document.head.querySelector(selector)
  return element?.getAttribute('content') ?? element?.getAttribute('href')
}

describe('Seo', () => {
  it('puts the title, description, canonical URL and Open Graph tags in the head', () => {
    render(<Seo title="A page | Mia AI" description="What the page is about." path="/about" />)
    expect(document.title).toBe('A page | Mia AI')
    expect(head('meta[name="description"]')).toBe('What the page is about.')
    expect(head('link[rel="canonical"]')).toBe(`${UNSET_ORIGIN}/about`)
    expect(head('meta[property="og:url"]')).toBe(`${UNSET_ORIGIN}/about`)
    expect(head('meta[property="og:type"]')).toBe('website')
    expect(head('meta[property="og:image"]')).toBe(`${UNSET_ORIGIN}/og/home.png`)
    expect(head('meta[property="og:image:type"]')).toBe('image/png')
    expect(head('meta[property="og:image:width"]')).toBe('1200')
    expect(head('meta[property="og:image:height"]')).toBe('630')
    expect(head('meta[property="og:image:alt"]')).toMatch(/^Mia, 24, /)
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(head('meta[name="robots"]')).toBeUndefined()
  })

  it('keeps pages without a path out of search results', () => {
    render(<Seo title="Missing" description="Nothing here." />)
    expect(head('link[rel="canonical"]')).toBeUndefined()
    expect(head('meta[name="robots"]')).toBe('noindex')
  })

  it('writes JSON-LD that cannot close its script element', () => {
    const { container } = render(
      <Seo
        title="T"
        description="D"
        path="/"
        jsonLd={{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }}
      />,
    )
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script?.textContent).not.toContain('</script')
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    })
  })
})
