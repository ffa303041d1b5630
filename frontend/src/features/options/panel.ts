import type { ComponentType } from 'react';
import type { OptionsPanelProps } from './OptionsPanel';

/** Chakra's md breakpoint: from there up the home page shows the options panel, below it the drawer's button. */
const PANEL_SHOWN = '(min-width: 48rem)';

let panel: ComponentType<OptionsPanelProps> | undefined;

/** The options panel's code: its own chunk, with the recipes only the options use. */
export const loadOptionsPanel = () =>
  import('./OptionsPanel').then((m) => (panel = m.OptionsPanel) as ComponentType<OptionsPanelProps>);

/** The options panel if its code has arrived. */
export const loadedOptionsPanel = () => panel;

/** Whether the screen is wide enough for the options panel (false on the server). */
export const optionsPanelShown = () => typeof window !== 'undefined' && !!window.matchMedia?.(PANEL_SHOWN).matches;

/** Calls `fire` once the screen is (or becomes) wide enough for the options panel; returns a function that stops. */
export function whenOptionsPanelShown(_element: Element, fire: () => void): () => void {
  const query = window.matchMedia?.(PANEL_SHOWN);
  if (!query || query.matches) {
    fire();
    return () => {};
  }
  const onChange = () => {
    if (!query.matches) return;
    query.removeEventListener('change', onChange);
    fire();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
