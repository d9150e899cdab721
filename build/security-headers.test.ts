import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import { contentSecurityPolicy, securityHeaders } from '../src/config/security-headers'
import { bootScript, type PreloadPlan } from './route-preload'
import {
  headersFile,
  HEADERS_FILE,
  inlineScriptHashes,
  NGINX_FILE,
  nginxFile,
  readHeadersFile,
  securityHeadersPlugin,
  withPolicyMeta,
} from './security-headers'

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <script async src="/assets/boot-abc.js"></script>
    <meta charset="UTF-8" />
    <title>Sales Consultant</title>
    <script type="module" crossorigin src="/assets/index-xyz.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`

/** Runs the plugin's generateBundle on an index.html as Vite would: what it wrote and what it emitted. */
function build(html: string, options: Parameters<typeof securityHeadersPlugin>[0], others: Record<string, string> = {}) {
  const plugin = securityHeadersPlugin(options) as Plugin & {
    generateBundle: { handler: (this: unknown, o: unknown, bundle: Record<string, unknown>) => void }
  }
  const bundle: Record<string, { type: 'asset'; fileName: string; source: string }> = Object.fromEntries(
    Object.entries({ 'index.html': html, ...others }).map(([fileName, source]) => [fileName, { type: 'asset' as const, fileName, source }]),
  )
  const emitted: Record<string, string> = {}
  plugin.generateBundle.handler.call(
    {
      emitFile: (file: { fileName: string; source: string }) => (emitted[file.fileName] = file.source),
      error: (message: string) => {
        throw new Error(message)
      },
    },
    {},
    bundle,
  )
  const metaOf = (page: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(page)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&') ?? null
  const page = bundle['index.html']?.source ?? ''
  const pages = Object.fromEntries(Object.entries(bundle).map(([fileName, asset]) => [fileName, asset.source]))
  return { page, pages, meta: metaOf(page), metaOf, headers: emitted[HEADERS_FILE] ?? '', nginx: emitted[NGINX_FILE] ?? '' }
}

const directive = (policy: string | null, name: string) => policy?.split('; ').find((d) => d.startsWith(`${name} `)) ?? null

describe('the security headers the build writes', () => {
  it('puts the policy first in <head>, without the directives a meta tag cannot carry', () => {
    const { page, meta } = build(INDEX, {})
    expect(page.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(page.indexOf('<script'))
    expect(meta).toBe(contentSecurityPolicy({}, { meta: true }))
    expect(directive(meta, 'script-src')).toBe("script-src 'self'")
    expect(directive(meta, 'object-src')).toBe("object-src 'none'")
    expect(meta).not.toContain('frame-ancestors')
    expect(meta).not.toContain('report-uri')
    expect(meta).not.toContain('sandbox')
    expect(meta).not.toContain('unsafe-eval')
  })

  it('writes _headers (Netlify, Cloudflare Pages) and an nginx snippet with every header, frame-ancestors included', () => {
    const { headers, nginx } = build(INDEX, {})
    expect(headers).toBe(headersFile(securityHeaders({})))
    expect(headers.split('\n')).toEqual([
      '# Security headers of every file of the app (src/config/security-headers.ts).',
      '/*',
      `  Content-Security-Policy: ${contentSecurityPolicy({})}`,
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '  X-Content-Type-Options: nosniff',
      '',
    ])
    expect(directive(contentSecurityPolicy({}), 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(nginx).toBe(nginxFile(securityHeaders({})))
    expect(nginx).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy({})}" always;`)
    expect(nginx).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;')
    expect(nginx).toContain('add_header X-Content-Type-Options "nosniff" always;')
    expect(readHeadersFile(headers)).toEqual(securityHeaders({}))
  })

  it("lets the app connect to the gateway's origin and the failure reports' origin, and no other", () => {
    const elsewhere = build(INDEX, { gatewayUrl: 'https://gateway.example.com/api/v1', reportUrl: 'https://errors.example.net/collect?app=1' })
    const connect = "connect-src 'self' https://gateway.example.com https://errors.example.net"
    expect(directive(elsewhere.meta, 'connect-src')).toBe(connect)
    expect(directive(readHeadersFile(elsewhere.headers)['Content-Security-Policy'] ?? '', 'connect-src')).toBe(connect)
    expect(elsewhere.nginx).toContain(connect)
    // The same origin twice is named once; a path on the app's origin, an empty report URL or a malformed one add nothing.
    expect(
      directive(
        contentSecurityPolicy({ gatewayUrl: 'https://gateway.example.com/api/v1', reportUrl: 'https://gateway.example.com/api/v1/client-errors' }),
        'connect-src',
      ),
    ).toBe("connect-src 'self' https://gateway.example.com")
    for (const reportUrl of [undefined, '', '/api/v1/client-errors', 'javascript:alert(1)', 'https://']) {
      expect(directive(contentSecurityPolicy({ reportUrl }), 'connect-src'), String(reportUrl)).toBe("connect-src 'self'")
    }
  })

  it('allows an inline script of index.html by its SHA-256, in the meta and the headers alike', () => {
    // The known vector: the CSP hash of `alert(1)`.
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='])
    // The boot script (build/route-preload.ts) written inline instead of as a file of its own.
    const plan: PreloadPlan = {
      files: ['a'],
      parts: [[0]],
      routes: [['^/home/?$', [0], 1]],
      catalogs: { en: [0] },
      withParts: [],
      messages: 'm',
      signedIn: [],
      sessionKey: 's',
      localeKey: 'l',
      locales: ['en'],
      defaultLocale: 'en',
      early: null,
    }
    const boot = bootScript(plan, '/assets/')
    // (After <meta charset>: a 4 kB script before it would push the encoding's declaration past the first 1024 bytes.)
    const inline = INDEX.replace('<script async src="/assets/boot-abc.js"></script>', '').replace('</head>', `  <script>${boot}</script>\n  </head>`)
    const expected = `'sha256-${createHash('sha256').update(boot, 'utf8').digest('base64')}'`
    const { meta, headers, nginx } = build(inline, {})
    expect(directive(meta, 'script-src')).toBe(`script-src 'self' ${expected}`)
    expect(directive(readHeadersFile(headers)['Content-Security-Policy'] ?? '', 'script-src')).toBe(`script-src 'self' ${expected}`)
    expect(nginx).toContain(`script-src 'self' ${expected}`)
    // Scripts with a src are the origin's: no hash for them.
    expect(inlineScriptHashes(INDEX)).toEqual([])
  })

  it("gives every language's page (index.<lang>.html) the one policy, with the inline scripts of all of them", () => {
    const withScript = (script: string) => INDEX.replace('</head>', `  <script>${script}</script>\n  </head>`)
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
    const { pages, metaOf, headers } = build(withScript('void 1'), {}, { 'index.ar.html': withScript('void 2'), 'manifest.webmanifest': '{}' })
    const policy = `script-src 'self' ${hash('void 1')} ${hash('void 2')}`
    expect(directive(metaOf(pages['index.html'] ?? ''), 'script-src')).toBe(policy)
    expect(directive(metaOf(pages['index.ar.html'] ?? ''), 'script-src')).toBe(policy)
    expect(directive(readHeadersFile(headers)['Content-Security-Policy'] ?? '', 'script-src')).toBe(policy)
    expect(pages['manifest.webmanifest']).toBe('{}')
  })

  it('refuses to push <meta charset> past the first 1024 bytes, and a page without <head>', () => {
    const late = INDEX.replace('<head>', `<head>\n    <!-- ${'x'.repeat(700)} -->`)
    expect(() => withPolicyMeta(late, contentSecurityPolicy({}, { meta: true }))).toThrow(/1024 bytes/)
    expect(() => build(late, {})).toThrow(/1024 bytes/)
    expect(() => withPolicyMeta('<html><body></body></html>', 'x')).toThrow(/no <head>/)
  })

  it('reads back only the headers a _headers file gives every path', () => {
    expect(readHeadersFile('# c\n/assets/*\n  Cache-Control: immutable\n/*\n  X-A: 1\n  X-B: two: parts\n')).toEqual({ 'X-A': '1', 'X-B': 'two: parts' })
  })
})
