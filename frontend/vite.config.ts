/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mediaVendorAssets } from './src/features/media/vendor/vite-plugin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Cache-busting version for /locales/{lng}/common.json: a hash of the translation files themselves. */
function localesVersion(): string {
  const hash = createHash('sha256');
  for (const lng of ['en', 'hi']) hash.update(readFileSync(here(`./public/locales/${lng}/common.json`)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * `virtual:likho-english`: the English strings as a module, loaded (as its own chunk) only when a page's
 * translation file could not be fetched, so the interface falls back to bundled English, never raw keys.
 */
function bundledEnglish(): Plugin {
  const id = 'virtual:likho-english';
  return {
    name: 'likho-bundled-english',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const file = here('./public/locales/en/common.json');
      this.addWatchFile(file);
      return `export default ${readFileSync(file, 'utf8')};`;
    },
  };
}

/**
 * Chakra's recipe modules of the components only lazily loaded code renders (see firstLoadChunks), and the
 * anatomies they read that the theme does not (so that their chunk imports only the theme's).
 */
const LAZY_RECIPE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](data-list|dialog|drawer|menu|progress|radio-group|switch|toast|tooltip)\.js$|[\\/]@zag-js[\\/](progress|tooltip)[\\/]dist[\\/](progress|tooltip)\.anatomy\.mjs$/;

/**
 * The first load of a page in a few requests, one per start-up stage (src/app/start.tsx) instead of some 60
 * small chunks: each group is the named modules with everything they import statically (a module goes to the
 * first group, by priority, that reaches it). What no group reaches is split automatically as before.
 */
function firstLoadChunks() {
  const src = (path: string) => here(`./src/${path}`);
  const group = (name: string, priority: number, roots: string[]) => ({
    name,
    priority,
    test: (id: string) => roots.includes(id),
  });
  return [
    // what the entry itself runs (the theme before the first paint, the import() helper), with the entry (the
    // page's scripts and Vite's modulepreload polyfill) in the same file: no other group takes it
    {
      name: 'boot',
      priority: 60,
      test: (id: string) =>
        id === here('./index.html') ||
        id === src('app/theme-boot.ts') ||
        id === src('main.tsx') ||
        /preload-helper|modulepreload-polyfill|rolldown[\\/]runtime/.test(id),
    },
    {
      name: 'react',
      priority: 50,
      test: (id: string) =>
        id === src('app/start.tsx') || /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id),
    },
    group('i18n', 40, [src('i18n/index.ts')]),
    // the recipes of Chakra components that only lazily loaded code renders (src/app/system.ts leaves them out,
    // their roots get them by the `recipe` prop): one chunk, fetched with the first of those components, instead
    // of with the theme, whose import of @chakra-ui/react/theme reaches every recipe (one chunk, not one per
    // recipe: each file name would also be listed in the preload map of every first-load chunk)
    {
      name: (id: string) => (LAZY_RECIPE.test(id) ? 'lazy-recipes' : null),
      debugName: 'lazy-recipes',
      priority: 35,
      includeDependenciesRecursively: false,
    },
    group('system', 30, [src('app/system.ts')]),
    group('app', 20, [src('app/App.tsx'), src('app/router.tsx')]),
    // the home page with the parts it renders lazily but fetches on its first load anyway (the sections below
    // the tool): one request
    group('home', 10, [
      src('pages/HomePage.tsx'),
      src('features/marketing/index.ts'),
      src('features/marketing/MarketingSections.tsx'),
      src('features/donations/CoffeeSupport.tsx'),
    ]),
  ];
}

/**
 * Chakra's createSystem builds its global CSS (preflight, global styles and the CSS variables of every token)
 * eagerly, for ChakraProvider to inject: a large part of the theme's start-up work in the browser. A prerendered
 * page already has that CSS in its head (the server inlines it), so in the browser build `system._global` is
 * computed on first read instead, and src/app/App.tsx does not read it on such a page.
 */
function chakraLazyGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  return {
    name: 'likho-chakra-lazy-global-css',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id))
        return undefined;
      if (!code.includes(eager) || !code.includes('    _global,\n'))
        throw new Error('likho-chakra-lazy-global-css: Chakra createSystem changed, update the plugin');
      return code
        .replace(
          eager,
          'let _globalCss;\n  const _global = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace('    _global,\n', '    get _global() {\n      return _global();\n    },\n');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // tesseract.js and ffmpeg.wasm files served by the app itself under /vendor (never a CDN)
  plugins: [react(), mediaVendorAssets(), bundledEnglish(), chakraLazyGlobalCss()],
  resolve: {
    alias: {
      src: here('./src'),
      // Chakra's theme modules one by one (src/app/chakra-tokens.ts); the package exports only their index
      'chakra-theme': join(
        dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
        'dist/esm/theme',
      ),
    },
  },
  define: {
    __LOCALES_VERSION__: JSON.stringify(localesVersion()),
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  preview: { port: 3000 },
  // @ffmpeg/ffmpeg starts its worker with new URL('./worker.js', import.meta.url): keep it out of pre-bundling
  optimizeDeps: { exclude: ['@ffmpeg/ffmpeg'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Emotion imports hoist-non-react-statics (and with it react-is) for its withTheme only, which nothing
      // here uses: CommonJS modules are kept for their possible side effects unless told they have none. The
      // lazily loaded recipes only define their recipe: the theme's index, which re-exports them, must not
      // load their chunk.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) || LAZY_RECIPE.test(id)
            ? false
            : undefined,
      },
      output: {
        // for the browser's first load; the build-time prerender (an SSR build of this config) keeps the defaults
        codeSplitting: isSsrBuild ? undefined : { groups: firstLoadChunks() },
      },
    },
  },
}));
