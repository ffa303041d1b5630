import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A second server with (fake) Stripe keys, for the checkout tests that need donations configured. */
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 1000);
/** Tests tagged with this run only against the keyed server (project `stripe-keys`). */
const STRIPE_KEYS_TAG = /@stripe-keys/;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium) against the real server: the built SPA and API on
 * one port, with a throw-away embedded Postgres (or DATABASE_URL when CI sets it).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: STRIPE_KEYS_TAG },
    {
      name: 'stripe-keys',
      testMatch: /checkout\.spec\.ts/,
      grep: STRIPE_KEYS_TAG,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${STRIPE_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/start-server.mjs',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT) },
    },
    {
      // Donations configured with test-shaped keys. The Stripe API base is a closed local port, so nothing
      // ever leaves the machine (the tests mock the calls they need); always its own embedded database, so
      // two servers never migrate one DATABASE_URL at the same time.
      command: 'env -u DATABASE_URL node e2e/support/start-server.mjs',
      url: `http://127.0.0.1:${STRIPE_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        E2E_PORT: String(STRIPE_PORT),
        STRIPE_SECRET_KEY: 'sk_test_e2e_not_a_real_key',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_not_a_real_key',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e_not_a_real_secret',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    },
  ],
});
