import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { registerCompanionChat } from '../widget/register.ts'
import { loadHydrationData } from './browser/hydrationData.ts'
import { routes } from './routes.tsx'
import './theme/global.css.ts'

registerCompanionChat()

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const router = createBrowserRouter(routes, {
  hydrationData: await loadHydrationData(routes, window.location),
})
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

// Prerendered pages hydrate, as a transition so the work yields to input instead of blocking the main thread;
// the dev server's template holds only a comment, so it renders from scratch.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app))
else createRoot(container).render(app)
