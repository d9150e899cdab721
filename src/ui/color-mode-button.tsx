import { useLingui } from '@lingui/react/macro'
import { Button } from './button'
import { useColorMode } from './color-mode'

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  )
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  )
}

/** Light or dark (src/ui/color-mode.ts); on the intro and the You page alike. */
export function ColorModeButton() {
  const { t } = useLingui()
  const { colorMode, toggleColorMode } = useColorMode()
  const label = colorMode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`
  return (
    <Button variant="ghost" size="sm" icon aria-label={label} title={label} onClick={toggleColorMode}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  )
}
