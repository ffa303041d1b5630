import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appGlobalCss, globalOnlyConfig, globalStyles } from './global-styles';
import { appConfig, system, themeConfig } from './system';

describe('globalStyles', () => {
  it('is the global CSS Chakra builds for the system with the global-only parts (same content, same order)', () => {
    const full = createSystem(defaultBaseConfig, themeConfig, globalOnlyConfig, appConfig, { globalCss: appGlobalCss });
    expect(JSON.stringify(globalStyles(system))).toBe(JSON.stringify(full._global));
  });
});
