/**
 * The open-source projects the app ships (package.json `dependencies`, and workbox-window, which
 * the service worker's registration brings into the page), with the licence each is used under.
 * credits.test.ts fails when a dependency is added or removed without this list following.
 */
export interface Credit {
  readonly name: string
  readonly licence: string
  /** The project's home. */
  readonly url: string
  /** What the app uses it for, in a few words (a message id: the screen translates it). */
  readonly role: 'ui' | 'state' | 'routing' | 'i18n' | 'data' | 'offline' | 'security' | 'lists' | 'qr'
}

export const credits: readonly Credit[] = [
  { name: 'react', licence: 'MIT', url: 'https://react.dev/', role: 'ui' },
  { name: 'react-dom', licence: 'MIT', url: 'https://react.dev/', role: 'ui' },
  { name: '@tanstack/react-router', licence: 'MIT', url: 'https://tanstack.com/router', role: 'routing' },
  { name: 'xstate', licence: 'MIT', url: 'https://stately.ai/docs/xstate', role: 'state' },
  { name: '@xstate/react', licence: 'MIT', url: 'https://stately.ai/docs/xstate-react', role: 'state' },
  { name: '@lingui/core', licence: 'MIT', url: 'https://lingui.dev', role: 'i18n' },
  { name: '@lingui/react', licence: 'MIT', url: 'https://lingui.dev', role: 'i18n' },
  { name: 'ky', licence: 'MIT', url: 'https://github.com/sindresorhus/ky', role: 'data' },
  { name: 'valibot', licence: 'MIT', url: 'https://valibot.dev', role: 'data' },
  { name: 'dompurify', licence: 'MPL-2.0 OR Apache-2.0', url: 'https://github.com/cure53/DOMPurify', role: 'security' },
  { name: '@chakra-ui/react', licence: 'MIT', url: 'https://chakra-ui.com/', role: 'ui' },
  { name: '@emotion/react', licence: 'MIT', url: 'https://emotion.sh', role: 'ui' },
  { name: 'virtua', licence: 'MIT', url: 'https://github.com/inokawa/virtua', role: 'lists' },
  { name: 'lean-qr', licence: 'MIT', url: 'https://github.com/davidje13/lean-qr', role: 'qr' },
  { name: 'workbox-window', licence: 'MIT', url: 'https://github.com/GoogleChrome/workbox', role: 'offline' },
]
