import { resolve } from 'node:path'
import { build, type Plugin } from 'vite'

/**
 * The push part of the service worker (issue 18): src/features/notifications/push-sw.ts bundled
 * with what it imports (the app's own path rule, src/domain/safe-path.ts, and the names of the
 * records it shares with the app) into one plain script, `push-sw.js` at the root of dist/,
 * which the generated worker loads with importScripts (pwa.config.ts). One rule for the app and
 * the worker, instead of a hand copy that drifted: the copy once let `/.//evil.example` open
 * another site.
 */
export const pushWorkerEntry = 'src/features/notifications/push-sw.ts'
export const pushWorkerFile = 'push-sw.js'

/** The worker's script: an IIFE with no import left, for a classic worker's importScripts. */
export async function bundlePushWorker(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      emptyOutDir: false,
      lib: { entry: resolve(root, pushWorkerEntry), formats: ['iife'], name: 'pushWorker', fileName: () => pushWorkerFile },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results) {
    if (!('output' in result)) continue
    const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry)
    if (chunk && chunk.type === 'chunk') return chunk.code
  }
  throw new Error(`push-worker: bundling ${pushWorkerEntry} gave no script`)
}

/** Writes dist/push-sw.js (before vite-plugin-pwa writes the worker that imports and precaches it). */
export function pushWorker(): Plugin {
  let root = process.cwd()
  return {
    name: 'push-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: pushWorkerFile, source: await bundlePushWorker(root) })
    },
  }
}
