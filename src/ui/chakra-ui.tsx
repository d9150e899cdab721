import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { LocaleProvider } from '@chakra-ui/react/locale'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { chakraSystem } from './chakra-system'

/**
 * Chakra with our theme, its components following the active locale and direction.
 * Its own chunk, with Chakra's runtime and the recipes the app uses (chakra-system.ts):
 * system-store.ts loads it only for the routes whose screens use Chakra components.
 */
export function ChakraUi({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <ChakraProvider value={chakraSystem}>
      <LocaleProvider locale={i18n.locale}>{children}</LocaleProvider>
    </ChakraProvider>
  )
}
