import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system'
import { recipes, slotRecipes } from '@chakra-ui/react/theme'
import { base, brand } from './theme'

/**
 * Every Chakra recipe on top of the base system: the system of every screen but the
 * intro. Imported as the `recipes` and `slotRecipes` objects (not `defaultConfig`, which
 * is built inside Chakra's theme barrel) so they split into this chunk.
 */
export const fullSystem = createSystem(defaultBaseConfig, base, brand, defineConfig({ theme: { recipes, slotRecipes } }))
