import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultPersona } from '../../core/persona.ts'
import { Header } from './Header.tsx'

afterEach(cleanup)

describe('Header', () => {
  it('links the avatar and name to the profile, showing the photo on its own origin', () => {
    const { container } = render(<Header persona={defaultPersona} profileUrl="/bio" assetBase="" />)
    expect(screen.getByRole('link', { name: /Mia/ }).getAttribute('href')).toBe('/bio')
    const photo = container.querySelector('img')
    expect(photo?.getAttribute('src')).toBe(defaultPersona.photos[0]?.src)
    fireEvent.error(photo as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('M')).toBeTruthy()
  })

  it('shows the photo from the widget server on another origin, and a close button when asked', () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
