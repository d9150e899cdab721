import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { activateLocale } from '../i18n/activate'
import { detectLocale } from '../i18n/locale'
import { applyColorMode, detectColorMode } from '../ui/color-mode'
import { createAppClient } from './client'
import { createAppRouter } from './router'

async function start() {
  applyColorMode(detectColorMode())
  const router = createAppRouter(createAppClient())
  // The catalog and the first route's chunk load side by side.
  await Promise.all([activateLocale(detectLocale()), router.load()])
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

void start()
