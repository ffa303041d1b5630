// Refreshes the home page screenshots in docs/screenshots from a running app (make run, or the e2e server):
//   node frontend/e2e/support/screenshots.mjs [http://127.0.0.1:3000]
// Each shot is the first screen after enhancing a short text with "Explain the changes": / light at
// 1440×1100, /hi dark at 1440×1100, / at 375×812 (2× pixels). Debian's Chromium, as the browser tests use.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');
mkdirSync(out, { recursive: true });

const SHOTS = [
  {
    file: 'home-en-light-desktop.png',
    path: '/',
    scheme: 'light',
    viewport: { width: 1440, height: 1100 },
    scale: 1,
    text: 'Notes for the team:\n• i has finished the report\n• we meets on monday\n\nThanks, their is cake in the kitchen.',
  },
  {
    file: 'home-hi-dark-desktop.png',
    path: '/hi',
    scheme: 'dark',
    viewport: { width: 1440, height: 1100 },
    scale: 1,
    text: 'मै कल बाजार गया था ।\nवहा बहुत भीड थी ।',
  },
  {
    file: 'home-en-mobile-375.png',
    path: '/',
    scheme: 'light',
    viewport: { width: 375, height: 812 },
    scale: 2,
    text: 'i has a apple and she dont like it',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const shot of SHOTS) {
  const page = await browser.newPage({
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale,
    colorScheme: shot.scheme,
    reducedMotion: 'reduce',
  });
  await page.addInitScript(() => localStorage.setItem('analytics-consent', 'false'));
  await page.goto(base + shot.path);
  await page.getByTestId('text-tool').waitFor();
  await page.getByTestId('input-text').fill(shot.text);
  if (shot.viewport.width >= 768) await page.getByTestId('enhancement-explain').click();
  await page.getByTestId('enhance').click();
  await page.getByTestId('output-text').waitFor();
  if (shot.viewport.width >= 768) await page.getByTestId('explanation').waitFor();
  // let the success toast leave, so the shot shows the page itself
  await page.waitForTimeout(5600);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(out, shot.file) });
  await page.close();
  console.log(`wrote docs/screenshots/${shot.file}`);
}
await browser.close();
