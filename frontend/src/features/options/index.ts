// OptionsPanel and OptionsDrawer are imported from their own modules, lazily (src/pages/HomePage.tsx)
export { useEnhancementOptions } from './useEnhancementOptions';
export { toProcessTextBody } from './options';
export type { EnhancementOptions } from './options';
