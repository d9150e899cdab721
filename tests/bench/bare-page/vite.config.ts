import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compileHints } from '../../../build/compile-hints.ts'

/**
 * The bare page's build (tests/bench/bare-page.mjs gives the folder it writes to): the app's React plugin, build target,
 * React chunk and compile hints (vite.config.ts), so the reference is the stack built as the app builds it.
 */
export default defineConfig({
  logLevel: 'warn',
  plugins: [react(), compileHints(['react', 'index'])],
  build: {
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 }],
        },
      },
    },
  },
})
