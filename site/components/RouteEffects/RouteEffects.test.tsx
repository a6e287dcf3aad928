import { act, cleanup, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Link, Outlet } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../testing/renderRoute.tsx'
import { RouteEffects } from './RouteEffects.tsx'

const routes = [
  {
    path: '/',
    element: (
      <>
        <RouteEffects focusId="content" />
        <Link to="/next">Next</Link>
        <div id="content" tabIndex={-1}>
          <Outlet />
        </div>
      </>
    ),
    children: [
      { index: true, element: <p>first</p> },
      { path: 'next', element: <p>second</p> },
    ],
  },
]

let scrollTo: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  Reflect.deleteProperty(window, '__analytics')
})

describe('RouteEffects', () => {
  it('scrolls instantly to the top on a route change, not on the first render', async () => {
    await renderRoute('/', routes)
    expect(scrollTo).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('link', { name: 'Next' }))
    expect(await screen.findByText('second')).toBeTruthy()
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' })
  })

  it('moves focus to the new content after a route change', async () => {
    await renderRoute('/', routes)
    const link = screen.getByRole('link', { name: 'Next' })
    await userEvent.click(link)
    await screen.findByText('second')
    expect(document.activeElement?.id).toBe('content')
  })

  it('reports each page view with its path when the analytics function exists', async () => {
    const analytics = vi.fn()
    Object.assign(window, { __analytics: analytics })
    const { router } = await renderRoute('/', routes)
    expect(analytics).toHaveBeenCalledWith('pageview', '/')
    await act(() => router.navigate('/next'))
    expect(analytics).toHaveBeenLastCalledWith('pageview', '/next')
    expect(analytics).toHaveBeenCalledTimes(2)
  })

  it('navigates normally when there is no analytics function', async () => {
    Object.assign(window, { __analytics: 'not a function' })
    const { router } = await renderRoute('/', routes)
    await act(() => router.navigate('/next'))
    expect(screen.getByText('second')).toBeTruthy()
  })
})
