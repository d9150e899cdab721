import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { LocaleProvider } from '@chakra-ui/react/locale'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { fullSystem } from './theme-full'

/**
 * Chakra with our theme, its components following the active locale and direction.
 * Its own chunk, with Chakra's runtime and every recipe: system-store.ts loads it for
 * every screen but the intro and the login callback, which render without Chakra.
 */
export function ChakraUi({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <ChakraProvider value={fullSystem}>
      <LocaleProvider locale={i18n.locale}>{children}</LocaleProvider>
    </ChakraProvider>
  )
}
