import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system'
import {
  animationStyles,
  breakpoints,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { brand, desktopBreakpoint } from './theme'

/**
 * Chakra's system for the screens that use Chakra components (today the form controls of the
 * onboarding forms: field, input, native select, radio group, checkbox):
 * the base config (conditions, utilities), Chakra's tokens and global styles, and only the
 * recipes those components use, not the ~90 of the default theme. A screen that starts using
 * another Chakra component adds its recipe here (the component renders unstyled otherwise).
 */
const usedRecipes = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      checkmark: checkmarkRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
    },
  },
})

export const chakraSystem = createSystem(defaultBaseConfig, usedRecipes, desktopBreakpoint, brand)
