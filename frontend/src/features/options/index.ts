export { OptionsPanel } from './OptionsPanel';
export { OptionsDrawer } from './OptionsDrawer';
export { useEnhancementOptions } from './useEnhancementOptions';
export { countSelected, toProcessTextBody, defaultOptions } from './options';
export type { EnhancementOptions, ProcessTextBody } from './options';
