export { OptionsDrawer } from './OptionsDrawer';
export { toProcessTextBody } from './options';
export type { EnhancementOptions } from './options';
export { loadedOptionsPanel, loadOptionsPanel, optionsPanelShown, whenOptionsPanelShown } from './panel';
export { useEnhancementOptions } from './useEnhancementOptions';
