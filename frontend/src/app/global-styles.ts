/**
 * Chakra's global CSS for the app's system (preflight, the global styles with the keyframes, the tokens' CSS
 * variables), as `createSystem` computes its `_global` with the parts only that CSS reads: the browser builds
 * the system without them (src/app/system.ts), since a prerendered page has this CSS in its head already (the
 * server inlines it). The build-time prerender renders it; in the browser, src/app/start.tsx loads this module
 * only for a page that was not prerendered. global-styles.test.ts checks it against Chakra's own.
 */
import type { SystemContext } from '@chakra-ui/react';
import { globalCss as chakraGlobalCss } from 'chakra-theme/global-css';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { createPreflight } from 'chakra-styled-system/preflight';
import { createSerializeFn } from 'chakra-styled-system/serialize';

/** The app's own global styles, after Chakra's (the keys differ: no deep merge needed). */
export const appGlobalCss = {
  'html, body': { minHeight: '100%' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
};

/** Chakra's theme config parts that only its global CSS uses (src/app/system.ts leaves them out). */
export const globalOnlyConfig = { preflight: true, globalCss: chakraGlobalCss, theme: { keyframes } } as const;

export function globalStyles(system: SystemContext): Record<string, unknown>[] {
  const serialize = createSerializeFn(system);
  const keyframeRules = Object.fromEntries(
    Object.entries(keyframes).map(([name, value]) => [`@keyframes ${name}`, value]),
  );
  const globalCss = { ...chakraGlobalCss, ...appGlobalCss };
  return [
    system.layers.wrap('reset', createPreflight({ preflight: true })),
    system.layers.wrap('base', Object.assign({}, keyframeRules, system.css(serialize(globalCss)))),
    system.getTokenCss(),
  ];
}
