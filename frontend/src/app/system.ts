import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    tokens: {
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
