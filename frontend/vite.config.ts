/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { UNUSED_PALETTES } from './src/app/palettes';
import { mediaVendorAssets } from './src/features/media/vendor/vite-plugin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const chakraDir = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));

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
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](alert|data-list|dialog|drawer|menu|progress|radio-group|radiomark|switch|toast|tooltip)\.js$|[\\/]@zag-js[\\/](progress|tooltip)[\\/]dist[\\/](progress|tooltip)\.anatomy\.mjs$/;

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
        id === '\0likho-jsx-runtime' ||
        id === src('app/start.tsx') ||
        /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id),
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
    // the home page (the coffee block and the marketing sections below its first screen are fetched when the
    // visitor heads for them, src/components/nearView.ts; the options panel where the screen shows it)
    group('home', 10, [src('pages/HomePage.tsx')]),
  ];
}

/**
 * Chakra's createSystem builds its global CSS (preflight, global styles and the CSS variables of every token)
 * eagerly, for ChakraProvider to inject. The browser's system is built without the parts only that CSS reads
 * (src/app/system.ts), and the provider always gets the CSS from the app (src/app/start.tsx: none on a prerendered
 * page, whose head has it; else src/app/global-styles.ts, loaded for such a page only). So in the browser build
 * createSystem does not build it, and the preflight styles are not part of the first load.
 */
function chakraBrowserGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const preflight = "import { createPreflight } from './preflight.js';";
  const missing = "throw new Error('Chakra global CSS: the app passes it (src/app/global-styles.ts)')";
  return {
    name: 'likho-chakra-browser-global-css',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id))
        return undefined;
      if (!code.includes(eager) || !code.includes('    _global,\n') || !code.includes(preflight))
        throw new Error('likho-chakra-browser-global-css: Chakra createSystem changed, update the plugin');
      return replaceWithMap(code, id, [
        [preflight, `const createPreflight = () => { ${missing}; };`],
        [eager, ''],
        ['    _global,', `    get _global() { ${missing}; },`],
      ]);
    },
  };
}

/**
 * Chakra's native-select recipe reads three variants and the default variants of the select recipe, whose
 * module (the styles of the Select component the app does not use) would otherwise come with it into the first
 * load: those values are written into the native-select module instead, taken from the select module's text.
 */
function chakraNativeSelectRecipe(): Plugin {
  const importLine = "import { selectSlotRecipe } from './select.js';";
  return {
    name: 'likho-chakra-native-select-recipe',
    transform(code, id) {
      if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]native-select\.js$/.test(id))
        return undefined;
      const select = readFileSync(join(dirname(id), 'select.js'), 'utf8');
      const literal =
        /const selectSlotRecipe = defineSlotRecipe\((\{[\s\S]*\})\);\s*export \{ selectSlotRecipe \};\s*$/.exec(
          select,
        )?.[1];
      const uses = code.match(/selectSlotRecipe\.[\w?.]+/g) ?? [];
      const expected = ['outline', 'subtle', 'ghost'].map((v) => `selectSlotRecipe.variants?.variant.${v}.trigger`);
      if (
        !literal ||
        !code.includes(importLine) ||
        uses.length !== 4 ||
        !uses.includes('selectSlotRecipe.defaultVariants') ||
        !expected.every((use) => uses.includes(use))
      )
        throw new Error('likho-chakra-native-select-recipe: Chakra native-select recipe changed, update the plugin');
      // the recipe's object literal (data only; its slots come from the anatomy, not read here)
      const recipe = new Function('selectAnatomy', `return (${literal});`)({ keys: () => [] }) as {
        variants: { variant: Record<string, { trigger: unknown }> };
        defaultVariants: unknown;
      };
      const variant = Object.fromEntries(
        ['outline', 'subtle', 'ghost'].map((v) => [v, { trigger: recipe.variants.variant[v].trigger }]),
      );
      const values = { variants: { variant }, defaultVariants: recipe.defaultVariants };
      return replaceWithMap(code, id, [[importLine, `const selectSlotRecipe = ${JSON.stringify(values)};`]]);
    },
  };
}

/**
 * Chakra's colour tokens and semantic colour tokens without the palettes the theme leaves out (src/app/palettes.ts:
 * src/app/system.ts filters them out when it builds the system), so that their values are not in the bundle.
 * Each palette is a block of lines in both modules (`  name: {` to `  },`); its lines are emptied.
 */
function chakraUnusedPalettes(): Plugin {
  const start = new RegExp(`^  (${UNUSED_PALETTES.join('|')}): \\{$`);
  return {
    name: 'likho-chakra-unused-palettes',
    apply: 'build',
    transform(code, id) {
      if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](tokens|semantic-tokens)[\\/]colors\.js$/.test(id))
        return undefined;
      const edits: { start: number; end: number; text: string }[] = [];
      const found = new Set<string>();
      let inBlock = false;
      let offset = 0;
      for (const line of code.split('\n')) {
        const name = start.exec(line)?.[1];
        if (name) {
          inBlock = true;
          found.add(name);
        }
        if (inBlock) {
          edits.push({ start: offset, end: offset + line.length, text: '' });
          if (/^  \},?$/.test(line)) inBlock = false;
        }
        offset += line.length + 1;
      }
      if (inBlock || found.size !== UNUSED_PALETTES.length)
        throw new Error('likho-chakra-unused-palettes: Chakra colour tokens changed, update the plugin');
      return editWithMap(code, id, edits);
    },
  };
}

/**
 * Ark's textarea imports Zag's autoresize (with the DOM helpers it needs) for its `autoresize` prop, which the app
 * does not use: the textarea fetches it when a textarea with that prop mounts, instead of every page loading it.
 */
function arkLazyAutoresize(): Plugin {
  const importLine = 'import { autoresizeTextarea } from "@zag-js/auto-resize";';
  const call = '\t\treturn autoresizeTextarea(textareaRef.current);';
  const lazyCall =
    '\t\tlet stop, stopped = false; import("@zag-js/auto-resize").then(({ autoresizeTextarea }) => { if (!stopped) stop = autoresizeTextarea(textareaRef.current); }); return () => { stopped = true; stop?.(); };';
  return {
    name: 'likho-ark-lazy-autoresize',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]field[\\/]field-textarea\.js$/.test(id))
        return undefined;
      if (!code.includes(importLine) || !code.includes(call) || code.split('autoresizeTextarea').length !== 3)
        throw new Error('likho-ark-lazy-autoresize: Ark field textarea changed, update the plugin');
      return replaceWithMap(code, id, [
        [importLine, ''],
        [call, lazyCall],
      ]);
    },
  };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const vlq = (n: number): string => {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    const digit = v & 31;
    v >>>= 5;
    out += B64[v ? digit | 32 : digit];
  } while (v);
  return out;
};

/**
 * `code` with parts replaced (neither the parts nor their replacements span lines), and the source map of that:
 * a plugin's transform result.
 */
function editWithMap(code: string, id: string, edits: { start: number; end: number; text: string }[]) {
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let last = 0;
  for (const { start, end, text } of edits) {
    out += code.slice(last, start) + text;
    last = end;
  }
  out += code.slice(last);
  let offset = 0;
  let next = 0;
  let prevLine = 0;
  let prevCol = 0;
  const mappings = code
    .split('\n')
    .map((line, lineNo) => {
      const segments: string[] = [];
      let prevGen = 0;
      let shift = 0;
      const add = (gen: number, col: number) => {
        segments.push(vlq(gen - prevGen) + 'A' + vlq(lineNo - prevLine) + vlq(col - prevCol));
        [prevGen, prevLine, prevCol] = [gen, lineNo, col];
      };
      add(0, 0);
      for (; next < edits.length && edits[next].start <= offset + line.length; next++) {
        const { start, end, text } = edits[next];
        shift += text.length - (end - start);
        add(end - offset + shift, end - offset);
      }
      offset += line.length + 1;
      return segments.join(',');
    })
    .join(';');
  return { code: out, map: { version: 3, sources: [id], sourcesContent: [code], names: [], mappings } };
}

/** Replaces the (single-line) `from` texts, each found once: the transform result, with its source map. */
function replaceWithMap(code: string, id: string, replacements: [string, string][]) {
  return editWithMap(
    code,
    id,
    replacements.map(([from, text]) => ({ start: code.indexOf(from), end: code.indexOf(from) + from.length, text })),
  );
}

/** Inserts each rule's text where each match of its pattern (global) ends, if any: the transform result. */
function insertAfterMatches(code: string, id: string, rules: [RegExp, string][]) {
  const inserts = rules.flatMap(([pattern, text]) =>
    [...code.matchAll(pattern)].map((m) => ({ start: m.index + m[0].length, end: m.index + m[0].length, text })),
  );
  return inserts.length ? editWithMap(code, id, inserts) : undefined;
}

/**
 * Module-level declarations of libraries that the bundler must keep although nothing uses them, because it
 * cannot tell that creating them has no side effects: the components react-router defines (its Link, with the
 * code of Framework mode's prefetching, NavLink, Form...), Chakra's and Ark's, each with a `displayName` assigned
 * after it, and the anatomies of every Chakra component. Each is marked pure, and each `displayName` assignment
 * (for React's developer tools) is left out, so that what the app does not use is left out.
 */
function pureLibraryDeclarations(): Plugin {
  const displayName = /^(?=\w+\.displayName = "[^"\n]*";$)/gm;
  return {
    name: 'likho-pure-library-declarations',
    apply: 'build',
    transform(code, id) {
      if (
        /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$|[\\/]@zag-js[\\/][\w-]+[\\/]dist[\\/][\w-]+\.anatomy\.mjs$|[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][\w-]+[\\/][\w-]+\.anatomy\.js$/.test(
          id,
        )
      )
        return insertAfterMatches(code, id, [[/^(?:const|var) \w+ = (?=[\w$.]+\()/gm, '/* @__PURE__ */ ']]);
      if (/[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]/.test(id))
        return insertAfterMatches(code, id, [
          [displayName, '// '],
          [/^(?:const|var) \w+ = (?=React\$1\.(?:forwardRef|createContext)\()/gm, '/* @__PURE__ */ '],
        ]);
      if (/[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]/.test(id))
        return insertAfterMatches(code, id, [
          [displayName, '// '],
          [/^var \w+ = (?=forwardRef\()/gm, '/* @__PURE__ */ '],
        ]);
      if (/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]/.test(id))
        return insertAfterMatches(code, id, [
          [displayName, '// '],
          [
            /^const (?:\w+|\{[^}]*\}) = (?=(?:withContext|withProvider|withRootProvider|withPropsProvider|forwardRef|chakra|createSlotRecipeContext|createRecipeContext)\()/gm,
            '/* @__PURE__ */ ',
          ],
        ]);
      return undefined;
    },
  };
}

/**
 * `react/jsx-runtime` (CommonJS) through an ES module that reads its three functions once: the app's and the
 * libraries' JSX then calls them directly, `jsx(…)`, instead of through the CommonJS module object, `(0, r.jsx)(…)`.
 */
function jsxRuntimeModule(): Plugin {
  const facade = '\0likho-jsx-runtime';
  return {
    name: 'likho-jsx-runtime-module',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'react/jsx-runtime' || !importer || importer === facade) return undefined;
      return (options as { kind?: string }).kind === 'require-call' ? undefined : facade;
    },
    load(id) {
      if (id !== facade) return undefined;
      return [
        "import runtime from 'react/jsx-runtime';",
        'export const Fragment = runtime.Fragment;',
        'export const jsx = runtime.jsx;',
        'export const jsxs = runtime.jsxs;',
      ].join('\n');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // tesseract.js and ffmpeg.wasm files served by the app itself under /vendor (never a CDN)
  plugins: [
    react(),
    mediaVendorAssets(),
    bundledEnglish(),
    chakraBrowserGlobalCss(),
    chakraNativeSelectRecipe(),
    chakraUnusedPalettes(),
    pureLibraryDeclarations(),
    jsxRuntimeModule(),
    arkLazyAutoresize(),
  ],
  resolve: {
    alias: {
      src: here('./src'),
      // Chakra's theme modules one by one (src/app/chakra-tokens.ts); the package exports only their index
      'chakra-theme': join(chakraDir, 'dist/esm/theme'),
      // the two styled-system functions src/app/global-styles.ts builds the global CSS with
      'chakra-styled-system': join(chakraDir, 'dist/esm/styled-system'),
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
    // every browser of the build target but Safari 16.4-16.x preloads modules itself; there the chunks a dynamic
    // import needs are fetched when it runs instead of ahead (the polyfill's code was part of every page's entry)
    modulePreload: { polyfill: false },
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
