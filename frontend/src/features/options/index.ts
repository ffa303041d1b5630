// the home page imports OptionsPanel, OptionsDrawer and useEnhancementOptions from their own modules
export { toProcessTextBody } from './options';
export type { EnhancementOptions } from './options';
