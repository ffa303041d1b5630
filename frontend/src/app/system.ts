import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  layerStyles,
  linkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  textStyles,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { cssVarsPrefix, cssVarsRoot, semanticTokens, tokens } from './chakra-tokens';
import { UNUSED_PALETTES } from './palettes';

/**
 * Chakra's default theme without what the app never renders: the system is built in the browser before the
 * page hydrates, and its cost (and the token CSS the server inlines) grows with every token and palette.
 * - the recipes of the components the first screens render, single- and multi-part (a component whose recipe
 *   is missing renders unstyled: add its recipe here when using a new Chakra component, or one that a Chakra
 *   component renders inside it: Field's indicator is an Icon; RadioGroup's Radiomark is unstyled, it takes the
 *   radio group's styles). The components only lazily loaded code renders (dialogs, drawer, menus, toasts,
 *   tooltips, progress bars, switch, radio group, data list, alerts; the options panel's selects, checkboxes and
 *   collapsible groups; cards, lists and text inputs) get theirs with that code, by their root's `recipe` prop
 *   (e.g. `recipe={dialogSlotRecipe}`);
 * - the colour palettes the app and Chakra's semantic tokens use (no yellow, teal, cyan or pink).
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  field: fieldSlotRecipe,
  stat: statSlotRecipe,
};

const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * Chakra's default theme config without the parts only its global CSS reads (preflight, global styles, keyframes:
 * src/app/global-styles.ts builds that CSS where a page needs it), which are then not part of the first load.
 */
export const themeConfig = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const appConfig = defineConfig({
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
});

export const system = createSystem(defaultBaseConfig, themeConfig, appConfig);
