/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  moduleFileExtensions: ['ts', 'js', 'json'],
  testRegex: '(src|test)/.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { swcrc: true }] },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/)'],
  moduleNameMapper: { '^src/(.*)$': '<rootDir>/src/$1' },
  testEnvironment: 'node',
  // workspace packages (@likho/site) are read from their TypeScript sources, as the bundlers do; Node reads their dist
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  testTimeout: 180000, // booting apps on a loaded 2-core machine can be slow; no test asserts on time
  // HTTP tests share one Postgres server database when DATABASE_URL is set
  maxWorkers: process.env.DATABASE_URL ? 1 : 2,
};
