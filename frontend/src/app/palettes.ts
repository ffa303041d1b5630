/**
 * Chakra's default colour palettes that neither the app nor Chakra's semantic tokens use: left out of the theme
 * (src/app/system.ts), and out of the build altogether (vite.config.ts chakraUnusedPalettes).
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'pink'];
