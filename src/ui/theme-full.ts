import { defaultConfig } from '@chakra-ui/react/preset'
import { createSystem } from '@chakra-ui/react/styled-system'
import { brand, desktopBreakpoint } from './theme'

/** Chakra's default theme, our brand and the 960px desktop breakpoint: the system of every screen but the intro. */
export const fullSystem = createSystem(defaultConfig, desktopBreakpoint, brand)
