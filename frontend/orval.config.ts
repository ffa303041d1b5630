import { defineConfig } from 'orval';

export default defineConfig({
  likho: {
    input: { target: '../openapi/openapi.json' },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/likho.ts',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      override: {
        mutator: { path: 'src/api/http.ts', name: 'http' },
        fetch: { includeHttpResponseReturnType: false },
        query: { signal: true },
      },
    },
  },
});
