// The bare page of issue 21 goal 2 (bare-page/: React, TanStack Router and XState, one route rendering a heading),
// built for the bench into a temporary folder with the app's Vite setup: the same React plugin, build target, React
// chunk and compile hints as vite.config.ts. Never shipped: the app's build does not know it.
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

/** Builds the bare page into a new temporary folder (with the app's `_headers`, so it is served as the app is); returns the folder. */
export async function buildBarePage(appRoot = 'dist') {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bare-'))
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./bare-page/', import.meta.url)),
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // The app's compile hint on the same chunks as the app's (build/compile-hints.ts; here no other plugin writes
          // above it): the reference is the stack built as the app builds it.
          postBanner: (chunk) => (chunk.name === 'react' || chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 }],
          },
        },
      },
    },
  })
  // serve-app.ts serves a build with its security headers (the app's, so both pages are sent alike).
  copyFileSync(join(appRoot, '_headers'), join(outDir, '_headers'))
  return outDir
}
