import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, REPO_ROOT } from 'src/config/app-config';
import { ENGLISH_WORD_LISTS } from 'src/engines/writing/local/english-wordlist';
import { hindiSpellingProbe } from 'src/engines/writing/local/hindi-lexicon';

/** Prints which optional local capabilities are present and what each one enables. */
interface Check {
  name: string;
  ok: boolean;
  detail: string;
  enables: string;
}

function which(cmd: string, args = ['-version']): { ok: boolean; version: string } {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error || r.status === null) return { ok: false, version: '' };
  const first = `${r.stdout}${r.stderr}`.split('\n').find((l) => l.trim()) ?? '';
  return { ok: true, version: first.trim().slice(0, 70) };
}

function pkgDir(name: string): string | null {
  try {
    return join(require.resolve(`${name}/package.json`, { paths: [join(REPO_ROOT, 'backend')] }), '..');
  } catch {
    return null;
  }
}

function main(): void {
  const config = loadConfig();
  const ffmpeg = which(config.FFMPEG_PATH || 'ffmpeg');
  const ffprobe = which(config.FFPROBE_PATH || 'ffprobe');
  const sphinx = which('pocketsphinx_continuous', ['-help', 'yes']);
  const sphinxModel = ['/usr/share/pocketsphinx/model/en-us/en-us', '/usr/share/pocketsphinx/model/en-us'].find(
    existsSync,
  );
  const eng = pkgDir('@tesseract.js-data/eng');
  const hin = pkgDir('@tesseract.js-data/hin');
  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  const noto = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
  const notoDeva = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';
  const flite = which('flite', ['--version']);
  const hindi = hindiSpellingProbe(); // finds hunspell-hi where the engine looks, without reading it
  const espeak = which('espeak-ng', ['--version']);
  const checks: Check[] = [
    {
      name: 'Node.js',
      ok: Number(process.versions.node.split('.')[0]) >= 24,
      detail: process.version,
      enables: 'everything (needs 24+)',
    },
    {
      name: 'database',
      ok: true,
      detail: config.DATABASE_URL
        ? 'Postgres server (DATABASE_URL)'
        : `embedded PGlite in ${config.resolvePath(config.DATA_DIR)}`,
      enables: 'counts, feedback, donations',
    },
    {
      name: 'ffmpeg',
      ok: ffmpeg.ok,
      detail: ffmpeg.version || 'missing: apt-get install ffmpeg (or set FFMPEG_PATH)',
      enables: 'video → audio, offline speech to text',
    },
    {
      name: 'ffprobe',
      ok: ffprobe.ok,
      detail: ffprobe.version || 'missing: apt-get install ffmpeg (or set FFPROBE_PATH)',
      enables: 'media type checks',
    },
    {
      name: 'pocketsphinx',
      ok: sphinx.ok && !!sphinxModel,
      detail: sphinx.ok
        ? (sphinxModel ?? 'model missing: apt-get install pocketsphinx-en-us')
        : 'apt-get install pocketsphinx pocketsphinx-en-us',
      enables: 'offline English speech to text',
    },
    {
      name: 'tesseract data (npm)',
      ok: !!eng && !!hin,
      detail: eng && hin ? 'eng + hin' : 'npm install',
      enables: 'server OCR',
    },
    {
      name: 'Hindi dictionary',
      ok: hindi.ready,
      detail: hindi.ready ? 'hunspell-hi' : 'apt-get install hunspell-hi',
      enables: 'Hindi spelling from a dictionary',
    },
    {
      name: 'English word lists',
      ok: ENGLISH_WORD_LISTS.some((f) => existsSync(f)),
      detail: ENGLISH_WORD_LISTS.some((f) => existsSync(f))
        ? 'wamerican-large / wbritish-large'
        : 'apt-get install wamerican-large wbritish-large',
      enables: 'rare but right English words kept (never auto-corrected)',
    },
    { name: 'Chromium', ok: !!chromium, detail: chromium ?? 'apt-get install chromium', enables: 'browser tests' },
    {
      name: 'Noto fonts',
      ok: existsSync(noto) && existsSync(notoDeva),
      detail: existsSync(noto) ? 'NotoSans + NotoSansDevanagari' : 'apt-get install fonts-noto-core',
      enables: 'social image cards',
    },
    {
      name: 'flite / espeak-ng',
      ok: flite.ok || espeak.ok,
      detail: [flite.ok && 'flite', espeak.ok && 'espeak-ng'].filter(Boolean).join(', ') || 'apt-get install flite',
      enables: 'speech fixtures in tests',
    },
    {
      name: 'AI provider',
      ok: config.aiConfigured,
      detail: config.aiConfigured
        ? `${config.AI_BASE_URL ?? 'api.openai.com'}: ` +
          [
            `text ${config.AI_TEXT_MODEL || '(local engine)'}`,
            `speech ${config.AI_TRANSCRIBE_MODEL || '(pocketsphinx)'}`,
            `images ${config.AI_IMAGE_MODEL || '(designed cards)'}`,
          ].join(', ') +
          `; deadlines ${config.AI_TEXT_DEADLINE_MS / 1000} s text, ${config.AI_MEDIA_DEADLINE_MS / 1000} s media; ` +
          `fallback after ${config.AI_BREAKER_FAILURES} failures for ${config.AI_BREAKER_COOLDOWN_MS / 1000} s`
        : 'not configured (set AI_BASE_URL / AI_API_KEY and AI_TEXT_MODEL, AI_TRANSCRIBE_MODEL, AI_IMAGE_MODEL)',
      enables: 'optional: model-quality writing, Whisper, images',
    },
    {
      name: 'Stripe',
      ok: !!config.STRIPE_SECRET_KEY,
      detail: config.STRIPE_SECRET_KEY ? 'configured' : 'not configured (STRIPE_* keys)',
      enables: 'optional: donations',
    },
  ];
  const w = Math.max(...checks.map((c) => c.name.length));
  console.log('Likho doctor — optional local capabilities\n');
  for (const c of checks) {
    console.log(`${c.ok ? '✔' : '✘'} ${c.name.padEnd(w)}  ${c.detail}  — ${c.enables}`);
  }
}

main();
