import type { PersonaSpec } from '../personas'

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #fafafa; color: #1a1a1a; }
  main { max-width: 36rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  p { line-height: 1.5; }
  ul { list-style: none; padding: 0; margin: 1rem 0 0; display: grid; gap: .5rem; }
  li { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .75rem; }
  button { font: inherit; font-weight: 600; padding: .6rem 1rem; border: 0; border-radius: .5rem;
    background: #f68b1e; color: #1a1a1a; cursor: pointer; min-width: 18rem; text-align: start; }
  button:hover { background: #e07b10; }
  button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
  .email { color: #4a4a4a; font-size: .875rem; }
  .note { background: #fff4e5; border-left: 4px solid #f68b1e; padding: .75rem 1rem; }
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.ico">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

/** The simulated central sign-in: one submit button per persona, named by its label. */
export function signInPage(personas: readonly PersonaSpec[], state: string, returnTo: string): string {
  const items = personas
    .map(
      (p) =>
        `<li><button type="submit" name="persona" value="${escapeHtml(p.key)}" data-persona="${escapeHtml(p.key)}">${escapeHtml(p.label)}</button>` +
        `<span class="email">${escapeHtml(p.email)}</span></li>`,
    )
    .join('\n')
  return page(
    'Demo central sign-in',
    `<h1>Demo central sign-in</h1>
<p class="note">This page simulates the marketplace's central sign-in. It belongs to the demo gateway: no password is asked, you pick a demo account and go back to the app.</p>
<p>Choose the account to sign in with. You will return to <strong>${escapeHtml(returnTo)}</strong>.</p>
<form method="post" action="/demo-sso/choose">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<ul aria-label="Demo accounts">
${items}
</ul>
</form>`,
  )
}

export function errorPage(message: string): string {
  return page(
    'Demo central sign-in: error',
    `<h1>Demo central sign-in</h1>
<p role="alert">${escapeHtml(message)}</p>
<p>Go back to the app and press Connect again.</p>`,
  )
}
