// The bare page of issue 21 goal 2 (bare-page/: React, TanStack Router and XState, one route rendering a heading),
// built for the bench into a temporary folder with the app's Vite setup (bare-page/vite.config.ts: the same React
// plugin, build target, React chunk and compile hints as vite.config.ts). Never shipped: the app's build does not know it.
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** Builds the bare page into a new temporary folder (with the app's `_headers`, so it is served as the app is); returns the folder. */
export async function buildBarePage(appRoot = 'dist') {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bare-'))
  const root = fileURLToPath(new URL('./bare-page/', import.meta.url))
  await build({ configFile: join(root, 'vite.config.ts'), root, build: { outDir } })
  // serve-app.ts serves a build with its security headers (the app's, so both pages are sent alike).
  copyFileSync(join(appRoot, '_headers'), join(outDir, '_headers'))
  return outDir
}
