// Entry file of a card worker thread. CardPool starts it by path (like harper.worker.mjs, it is not TypeScript,
// so the build copies it to dist as is, next to the compiled card-worker.js). In the build it runs card-worker.js.
// From the TypeScript sources (jest, which compiles the tests with @swc/jest, a dev dependency), it compiles
// card-worker.ts and the modules it imports as they are required, with @swc/core and the backend's .swcrc.
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const compiled = join(__dirname, 'card-worker.js');
if (existsSync(compiled)) {
  require(compiled);
} else {
  const swc = require('@swc/core');
  const backend = resolve(__dirname, '..', '..', '..');
  const swcrc = JSON.parse(readFileSync(join(backend, '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  // an absolute baseUrl, so swc rewrites the src/* imports to relative paths
  const options = { ...swcrc, swcrc: false, sourceMaps: 'inline', jsc: { ...swcrc.jsc, baseUrl: backend } };
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
    module._compile(code, filename);
  };
  require('./card-worker.ts');
}
