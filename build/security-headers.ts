import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { contentSecurityPolicy, securityHeaders, type PolicyOptions } from '../src/config/security-headers.ts'

/**
 * The security headers wherever the build is served (issue 18), from the one list in
 * src/config/security-headers.ts:
 * - index.html gets the policy as a `<meta http-equiv="Content-Security-Policy">`, first in <head>
 *   (a meta policy covers only what comes after it), without the directives a meta tag cannot
 *   carry (frame-ancestors, report-uri, sandbox): a host that sends no header still has it;
 * - `_headers` (Netlify, Cloudflare Pages) and `nginx-security-headers.conf` (an nginx snippet to
 *   include) carry every header, frame-ancestors included;
 * - index.html's inline scripts (the prerendered pages' head script, build/prerender.ts) are allowed
 *   by their SHA-256 in both (computed on the final pages, index.html and index.<lang>.html, after the
 *   other plugins have written them; every page gets the same policy);
 * - `vite preview` sends what `_headers` says; tests/scripts/serve-app.ts does the same.
 */

export const HEADERS_FILE = '_headers'
export const NGINX_FILE = 'nginx-security-headers.conf'

/** The 'sha256-…' source of each inline script (a <script> without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return [...new Set(hashes)]
}

/** The page with the policy's meta tag first in <head>; throws when the page has no <head> or its charset ends up too late. */
export function withPolicyMeta(html: string, policy: string): string {
  if (!/<head>/i.test(html)) throw new Error('index.html has no <head> for the Content-Security-Policy')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" />`
  const out = html.replace(/<head>/i, `<head>\n    ${meta}`)
  // The encoding must be declared within the first 1024 bytes (HTML's prescan).
  const charset = /<meta charset=[^>]*>/i.exec(out)
  if (charset && Buffer.byteLength(out.slice(0, charset.index + charset[0].length)) > 1024) {
    throw new Error('<meta charset> is no longer within the first 1024 bytes of index.html once the policy is in')
  }
  return out
}

/** `_headers` (Netlify and Cloudflare Pages): every path gets every header. */
export function headersFile(headers: Record<string, string>): string {
  return [
    '# Security headers of every file of the app (src/config/security-headers.ts).',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '',
  ].join('\n')
}

/** An nginx snippet: `include` it in the server (or location) that serves the build. */
export function nginxFile(headers: Record<string, string>): string {
  return [
    '# Security headers of every file of the app (src/config/security-headers.ts).',
    '# include this file in the server block that serves the build, and again in any location block',
    '# that has add_header directives of its own (nginx drops inherited add_header there).',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`),
    '',
  ].join('\n')
}

/** The headers a `_headers` file gives every path (what serve-app.ts and `vite preview` send). */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let all = false
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      all = line.trim() === '/*'
      continue
    }
    const colon = line.indexOf(':')
    if (all && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return headers
}

export function securityHeadersPlugin(options: Omit<PolicyOptions, 'scriptHashes'>): Plugin {
  let outDir = 'dist'
  return {
    name: 'security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle: {
      // After every other plugin has written index.html (the boot script's tag included).
      order: 'post',
      handler(_, bundle) {
        // index.html and the other languages' pages (index.<lang>.html, build/prerender.ts): one policy for all.
        const pages = Object.values(bundle).filter(
          (item): item is Extract<typeof item, { type: 'asset' }> => item.type === 'asset' && /^index(\.[\w-]+)?\.html$/.test(item.fileName),
        )
        if (!pages.some((page) => page.fileName === 'index.html')) return
        const policy = { ...options, scriptHashes: [...new Set(pages.flatMap((page) => inlineScriptHashes(String(page.source))))] }
        for (const page of pages) {
          try {
            page.source = withPolicyMeta(String(page.source), contentSecurityPolicy(policy, { meta: true }))
          } catch (error) {
            this.error(`${page.fileName}: ${error instanceof Error ? error.message : String(error)}`)
          }
        }
        const headers = securityHeaders(policy)
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(headers) })
        this.emitFile({ type: 'asset', fileName: NGINX_FILE, source: nginxFile(headers) })
      },
    },
    // `vite preview` serves the build with the headers the build wrote for the real host.
    configurePreviewServer(server) {
      let text: string
      try {
        text = readFileSync(resolve(outDir, HEADERS_FILE), 'utf8')
      } catch {
        throw new Error(`No ${HEADERS_FILE} in ${outDir}: run \`npm run build\` first.`)
      }
      const headers = readHeadersFile(text)
      server.middlewares.use((_, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
        next()
      })
    },
  }
}
