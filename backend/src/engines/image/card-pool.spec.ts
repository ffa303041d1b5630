import { CardPool, CardRenderError } from './card-pool';
import { CardRenderer, type CardRenderInput } from './card-renderer';
import { loadCardFonts } from './fonts';
import type { ImagePlatform } from './platforms';

const FONT_DIR = '/usr/share/fonts/truetype/noto';
const SHUT_DOWN = 'the card renderer has been shut down';

const HINDI_PARAGRAPH =
  'अच्छा लेखन कठिन शब्दों से नहीं, पाठक के सम्मान से बनता है। हर वाक्य में एक बात कहिए, मुख्य बात पहले रखिए, ' +
  'अनावश्यक शब्द हटाइए और प्रकाशित करने से पहले मसौदा ज़ोर से पढ़िए। विद्यार्थी प्रतिदिन अभ्यास करें। ';
const ENGLISH_PARAGRAPH =
  'Writing well is less about rare words and more about respect for the reader. Say one thing per sentence, ' +
  'put the point first, cut the words that add nothing, and read the draft aloud before you publish it. ';

/** Cards that take a few hundred milliseconds of CPU each (measured words, a full-page satori layout, resvg). */
const HEAVY: CardRenderInput[] = [
  { text: HINDI_PARAGRAPH.repeat(30), platform: 'whatsapp_status' },
  { text: ENGLISH_PARAGRAPH.repeat(40), platform: 'twitter' },
  { text: HINDI_PARAGRAPH.repeat(30), platform: 'blog', instructions: 'light theme, bold' },
];

/** The worker behind a running card (to stop it as a crash would). */
const workerOf = (pool: CardPool) =>
  (pool as unknown as { slots: { worker: import('node:worker_threads').Worker }[] }).slots[0].worker;

describe('CardPool', () => {
  let pool: CardPool;
  beforeAll(() => {
    pool = new CardPool({ size: 1, fontDir: FONT_DIR });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('starts no worker before the first card, then draws the same bytes as the renderer in this thread', async () => {
    expect(pool.started).toBe(0);
    const inThread = new CardRenderer(loadCardFonts(FONT_DIR));
    const inputs: CardRenderInput[] = [
      { text: 'Plain words travel further.\n\n#writing #tips', platform: 'linkedin' },
      { text: HINDI_PARAGRAPH, platform: 'whatsapp_status', instructions: 'dark theme, centered, add a tiger' },
      { text: ENGLISH_PARAGRAPH.repeat(40), platform: 'single_tweet' },
    ];
    for (const input of inputs) {
      const [mine, theirs] = await Promise.all([pool.draw(input), inThread.draw(input)]);
      expect(Buffer.isBuffer(mine.png)).toBe(true);
      expect(mine.png.equals(theirs.png)).toBe(true);
      expect({ ...mine, png: undefined }).toEqual({ ...theirs, png: undefined });
    }
    expect(pool.started).toBe(1);
  });

  it('draws on an AI backdrop sent to the worker', async () => {
    const inThread = new CardRenderer(loadCardFonts(FONT_DIR));
    const backdrop = (await inThread.draw({ text: ' ', platform: 'reddit', instructions: 'no branding' })).png;
    const input: CardRenderInput = {
      text: 'Text on a picture',
      platform: 'reddit',
      backdrop: { data: backdrop, mime: 'image/png' },
    };
    const [mine, theirs] = await Promise.all([pool.draw(input), inThread.draw(input)]);
    expect(mine.png.equals(theirs.png)).toBe(true);
  });

  it('keeps the event loop free while it draws: a 10 ms interval keeps firing', async () => {
    await pool.draw({ text: 'Warm.', platform: 'facebook' }); // the worker is up and its fonts are loaded
    let ticks = 0;
    const interval = setInterval(() => ticks++, 10);
    try {
      // In this thread these cards block the loop for their whole duration (the interval cannot fire at all:
      // see bench/card-bench.ts); in the worker the interval runs as if nothing else happened. No time is
      // asserted: at least 5 ticks in three cards of ≥ 200 ms of CPU each, on however loaded a machine.
      for (const input of HEAVY) {
        const picture = await pool.draw(input);
        expect(picture.png.length).toBeGreaterThan(0);
      }
    } finally {
      clearInterval(interval);
    }
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('queues cards beyond its workers and answers each', async () => {
    const platforms: ImagePlatform[] = ['linkedin', 'reddit', 'blog', 'facebook'];
    const pictures = await Promise.all(platforms.map((platform) => pool.draw({ text: 'Queued card.', platform })));
    expect(pictures.map((p) => `${p.width}x${p.height}`)).toEqual(['1200x627', '1200x628', '1600x840', '1200x630']);
    expect(pool.started).toBe(1);
  });

  it('answers a card the worker cannot draw with CardRenderError, and the worker keeps working', async () => {
    const worker = workerOf(pool);
    const bad = pool.draw({ text: 'x', platform: 'myspace' as ImagePlatform });
    await expect(bad).rejects.toThrow(CardRenderError);
    await expect(bad).rejects.toThrow(/^the card could not be drawn: /);
    await expect(pool.draw({ text: 'Still here.', platform: 'linkedin' })).resolves.toMatchObject({ width: 1200 });
    expect(workerOf(pool)).toBe(worker);
  });

  it('fails the card of a worker that dies with CardRenderError, and replaces the worker', async () => {
    const worker = workerOf(pool);
    const running = pool.draw(HEAVY[0]);
    const waiting = pool.draw({ text: 'After the crash.', platform: 'blog' });
    await worker.terminate(); // as a crash of the worker would
    await expect(running).rejects.toThrow(CardRenderError);
    await expect(running).rejects.toThrow(/^the card worker exited/);
    await expect(waiting).resolves.toMatchObject({ width: 1600, height: 840 });
    expect(pool.started).toBe(1);
    expect(workerOf(pool)).not.toBe(worker);
  });
});

describe('CardPool without fonts', () => {
  it('fails the card with the missing-font message', async () => {
    const pool = new CardPool({ size: 1, fontDir: '/nonexistent/fonts' });
    try {
      await expect(pool.draw({ text: 'No fonts.', platform: 'linkedin' })).rejects.toThrow(
        /the card worker stopped: the Noto fonts are missing in \/nonexistent\/fonts/,
      );
    } finally {
      await pool.close();
    }
  });
});

describe('CardPool with a time limit', () => {
  it('stops a worker that overruns it and fails that card', async () => {
    const pool = new CardPool({ size: 1, fontDir: FONT_DIR, timeoutMs: 1 }); // no card takes under 1 ms
    try {
      await expect(pool.draw(HEAVY[0])).rejects.toThrow('drawing took longer than 1 ms');
      expect(pool.started).toBe(0);
    } finally {
      await pool.close();
    }
  });
});

describe('CardPool after close', () => {
  it('refuses cards and fails the waiting ones', async () => {
    const pool = new CardPool({ size: 1, fontDir: FONT_DIR });
    const first = expect(pool.draw({ text: 'Drawing.', platform: 'linkedin' })).rejects.toThrow(SHUT_DOWN);
    const second = expect(pool.draw({ text: 'Waiting.', platform: 'linkedin' })).rejects.toThrow(SHUT_DOWN);
    await pool.close();
    await first;
    await second;
    await expect(pool.draw({ text: 'Late.', platform: 'linkedin' })).rejects.toThrow(CardRenderError);
  });
});
