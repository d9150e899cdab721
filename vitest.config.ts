import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

/** Unit, machine and contract tests; the browser tests (tests/e2e) belong to Playwright. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'gateway/**/*.test.ts', 'tests/contract/**/*.test.ts', 'build/**/*.test.ts'],
    },
  }),
)
