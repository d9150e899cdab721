/**
 * The bare page of issue 21 goal 2: React, TanStack Router and XState, one route rendering a heading. The bench
 * (tests/bench/bare-page.mjs) builds it into a temporary folder with the app's Vite setup and measures the intro
 * against it; it is never shipped. Plain createElement: no JSX to configure for tests/.
 */
import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { createActor, createMachine } from 'xstate'

const greeting = createActor(
  createMachine({
    id: 'greeting',
    initial: 'shown',
    context: { text: 'Sell more, earn more.' },
    states: { shown: {} },
  }),
).start()

function Heading() {
  const text = useSelector(greeting, (snapshot) => snapshot.context.text)
  return createElement('h1', null, text)
}

const rootRoute = createRootRoute({ component: () => createElement(Outlet) })
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Heading })
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })

const container = document.getElementById('root')
if (container) createRoot(container).render(createElement(StrictMode, null, createElement(RouterProvider, { router })))
