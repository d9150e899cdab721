import { useLingui } from '@lingui/react/macro'
import { Button } from './button'
import { useColorMode } from './color-mode'

function SunIcon() {
  return (
    <svg className="ui-color-mode-sun" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  )
}

function MoonIcon() {
  return (
    <svg className="ui-color-mode-moon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  )
}

/**
 * Light or dark (src/ui/color-mode.ts); on the intro and the You page alike. Both icons are in the markup and the
 * mode's class on <html> shows one (base.css): the intro prerendered at build time (build/prerender.ts) then shows
 * the right icon in dark mode before any script has run, and the app's first render draws the same.
 */
export function ColorModeButton() {
  const { t } = useLingui()
  const { colorMode, toggleColorMode } = useColorMode()
  const label = colorMode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`
  return (
    // A tap on the prerendered intro's button, before the app runs, is made again on this one (build/prerender.ts).
    <Button variant="ghost" size="sm" icon aria-label={label} title={label} data-early-tap="color-mode" onClick={toggleColorMode}>
      <MoonIcon />
      <SunIcon />
    </Button>
  )
}
