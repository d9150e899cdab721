import { useSyncExternalStore, type ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { LocaleProvider } from '@chakra-ui/react/locale'
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { getSystem, subscribeSystem } from './system-store'

/** Chakra with our theme; its components follow the active locale and direction. */
export function UiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const system = useSyncExternalStore(subscribeSystem, getSystem)
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={i18n.locale}>{children}</LocaleProvider>
    </ChakraProvider>
  )
}
