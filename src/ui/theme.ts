import { defineConfig } from '@chakra-ui/react/styled-system'
import { breakpoints } from '@chakra-ui/react/theme'
import { layout } from '../config/constants'

/**
 * The orange `brand` palette and the spec's 960px desktop breakpoint for Chakra's system
 * (chakra-system.ts), which only the screens with Chakra components load (system-store.ts).
 * Every other screen is plain elements on the same values as CSS variables (base.css):
 * change a colour here and there together.
 *
 * Contrast (WCAG AA, 4.5:1): light mode fills buttons with brand.700 (#c2410c)
 * under white text (5.2:1); dark mode fills them with brand.400 (#fb923c) under
 * brand.950 text (8.3:1).
 */
export const brand = defineConfig({
  theme: {
    tokens: {
      // The one font stack, base.css's (which leaves out Apple's and Microsoft's families on Linux and Android).
      fonts: { body: { value: 'var(--ui-font)' }, heading: { value: 'var(--ui-font)' } },
      colors: {
        brand: {
          50: { value: '#fff7ed' },
          100: { value: '#ffedd5' },
          200: { value: '#fed7aa' },
          300: { value: '#fdba74' },
          400: { value: '#fb923c' },
          500: { value: '#f97316' },
          600: { value: '#ea580c' },
          700: { value: '#c2410c' },
          800: { value: '#9a3412' },
          900: { value: '#7c2d12' },
          950: { value: '#431407' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
        // Chakra's light fg.error (red.500) is 3.8:1 on white; red.600 is 4.8:1 (field errors are small text).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
  },
})

/** `lg` and up is the desktop layout of the spec (960px); shared by both systems. */
export const desktopBreakpoint = defineConfig({
  theme: { breakpoints: { ...breakpoints, lg: `${layout.desktopMinWidth / 16}em` } },
})
