import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src', 'machines'],
      exclude: ['**/*.test.*', '**/node_modules/**', '<rootDir>/src/config/app-manifest.ts', '<rootDir>/src/features/pwa/whats-new-note.tsx'],
    },
    {
      // The "What's new" note: loaded with the note (src/features/pwa/whats-new-note.tsx), not with every first load.
      path: '<rootDir>/src/locales/{locale}/whats-new',
      include: ['<rootDir>/src/features/pwa/whats-new-note.tsx'],
    },
    {
      // The installed app's names and shortcuts: read by the build (build/app-manifests.ts), never loaded by the app.
      path: '<rootDir>/src/locales/{locale}/manifest',
      include: ['<rootDir>/src/config/app-manifest.ts'],
    },
  ],
  format: 'po',
})
