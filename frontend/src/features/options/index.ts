export { OptionsDrawer } from './OptionsDrawer';
export { OptionsPanel } from './OptionsPanel';
export { toProcessTextBody } from './options';
export type { EnhancementOptions } from './options';
export { useEnhancementOptions } from './useEnhancementOptions';
