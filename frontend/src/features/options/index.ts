export { OptionsPanel } from './OptionsPanel';
export { OptionsDrawer } from './OptionsDrawer';
export { useEnhancementOptions } from './useEnhancementOptions';
export { toProcessTextBody } from './options';
export type { EnhancementOptions } from './options';
