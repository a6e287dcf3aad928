import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../testing/renderRoute.tsx'
import { ErrorPage } from './ErrorPage.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Broken(): never {
  throw new Error('The profile could not be drawn')
}

describe('ErrorPage', () => {
  it("shows 'Unexpected Application Error!' with the error's message when a route throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderRoute('/', [{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }])
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
    expect(screen.getByText('The profile could not be drawn')).toBeTruthy()
  })

  it('describes an error response by its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const loader = () => {
      throw new Response('gone', { status: 410, statusText: 'Gone' })
    }
    await renderRoute('/', [{ path: '/', loader, element: <p>never</p>, errorElement: <ErrorPage /> }])
    expect(await screen.findByText('410 Gone')).toBeTruthy()
  })
})
