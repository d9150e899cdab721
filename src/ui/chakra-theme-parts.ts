/**
 * The pieces of Chakra's default theme that the base system needs, imported from
 * their own modules. Chakra's `@chakra-ui/react/theme` barrel also imports every recipe
 * (about 20 kB gzip), and anything reachable from the first load's static imports lands
 * in the first load, used or not. `@chakra-theme/` is an alias (vite.config.ts,
 * tsconfig.app.json) to Chakra 3.37.0's dist/esm/theme folder; the version is pinned, so
 * on an upgrade check these paths still exist (the build fails loudly if not).
 */
import { breakpoints } from '@chakra-theme/breakpoints.js'
import { globalCss } from '@chakra-theme/global-css.js'
import { layerStyles } from '@chakra-theme/layer-styles.js'
import { animationStyles } from '@chakra-theme/motion-styles.js'
import { semanticColors } from '@chakra-theme/semantic-tokens/colors.js'
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js'
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js'
import { textStyles } from '@chakra-theme/text-styles.js'
import { animations } from '@chakra-theme/tokens/animations.js'
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios.js'
import { blurs } from '@chakra-theme/tokens/blurs.js'
import { borders } from '@chakra-theme/tokens/borders.js'
import { colors } from '@chakra-theme/tokens/colors.js'
import { cursor } from '@chakra-theme/tokens/cursor.js'
import { durations } from '@chakra-theme/tokens/durations.js'
import { easings } from '@chakra-theme/tokens/easings.js'
import { fontSizes } from '@chakra-theme/tokens/font-sizes.js'
import { fontWeights } from '@chakra-theme/tokens/font-weights.js'
import { fonts } from '@chakra-theme/tokens/fonts.js'
import { keyframes } from '@chakra-theme/tokens/keyframes.js'
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js'
import { lineHeights } from '@chakra-theme/tokens/line-heights.js'
import { radii } from '@chakra-theme/tokens/radius.js'
import { sizes } from '@chakra-theme/tokens/sizes.js'
import { spacing } from '@chakra-theme/tokens/spacing.js'
import { zIndices } from '@chakra-theme/tokens/z-indices.js'

export { buttonRecipe } from '@chakra-theme/recipes/button.js'
export { containerRecipe } from '@chakra-theme/recipes/container.js'
export { headingRecipe } from '@chakra-theme/recipes/heading.js'
export { iconRecipe } from '@chakra-theme/recipes/icon.js'
export { spinnerRecipe } from '@chakra-theme/recipes/spinner.js'
export { animationStyles, breakpoints, globalCss, keyframes, layerStyles, textStyles }

/** As Chakra's theme/index.js builds them. */
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
}
export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii }
export const cssVarsPrefix = 'chakra'
export const cssVarsRoot = ':where(html, .chakra-theme)'
