import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    tokens: {
      // Chakra's default palettes have no indigo; without these the brand tokens below resolve to nothing.
      colors: {
        indigo: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
      fonts: {
        heading: { value: "'Noto Sans', 'Noto Sans Devanagari', system-ui, sans-serif" },
        body: { value: "'Noto Sans', 'Noto Sans Devanagari', system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { base: '{colors.indigo.600}', _dark: '{colors.indigo.400}' } },
          contrast: { value: { base: 'white', _dark: '{colors.gray.950}' } },
          fg: { value: { base: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
          muted: { value: { base: '{colors.indigo.100}', _dark: '{colors.indigo.900}' } },
          subtle: { value: { base: '{colors.indigo.50}', _dark: '{colors.indigo.950}' } },
          emphasized: { value: { base: '{colors.indigo.200}', _dark: '{colors.indigo.800}' } },
          focusRing: { value: { base: '{colors.indigo.500}', _dark: '{colors.indigo.400}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

export const system = createSystem(defaultConfig, config);
