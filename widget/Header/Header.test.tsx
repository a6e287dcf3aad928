import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultPersona, findPersonaCard } from '../../core/persona.ts'
import { Header } from './Header.tsx'

afterEach(cleanup)

describe('Header', () => {
  it('links the avatar and name to the profile in the same tab, showing the photo on its own origin', () => {
    const { container } = render(<Header persona={defaultPersona} profileUrl="/bio" assetBase="" />)
    const link = screen.getByRole('link', { name: /Mia/ })
    expect(link.getAttribute('href')).toBe('/bio')
    expect(link.hasAttribute('target')).toBe(false)
    const photo = container.querySelector('img')
    expect(photo?.getAttribute('src')).toBe(defaultPersona.photos[0]?.src)
    fireEvent.error(photo as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('M')).toBeTruthy()
  })

  it('on another origin: the photo from the widget server, the profile in a new tab, and a close button', () => {
    const onClose = vi.fn()
    const { container } = render(
      <Header
        persona={defaultPersona}
        profileUrl="http://127.0.0.1:9/bio"
        assetBase="http://127.0.0.1:9"
        close={{ label: 'Close chat', onClose }}
      />,
    )
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      `http://127.0.0.1:9${defaultPersona.photos[0]?.src}`,
    )
    const link = screen.getByRole('link', { name: /Mia/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('names a persona the site has no profile page for without a link', () => {
    render(<Header persona={findPersonaCard('nora')} assetBase="" />)
    expect(screen.getByText(/Nora/)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
