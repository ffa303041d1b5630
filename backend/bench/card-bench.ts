/**
 * Card bench: how long the main thread's event loop stalls while social-image cards are drawn, when the cards
 * are drawn in this thread (CardRenderer, as the server did before the card workers) and by CardPool (worker
 * threads, as the server does now). Prints figures; asserts nothing.
 *
 *   cd backend && npx swc src bench -d dist/bench-build --copy-files --extensions .ts --config-file .swcrc -q \
 *     && node dist/bench-build/bench/card-bench.js [--cards 5] [--rounds 1] [--font-dir /usr/share/fonts/truetype/noto]
 *
 * Lag: a 10 ms setInterval notes how late each of its ticks is (the time since the previous tick minus 10 ms),
 * plus how long the loop had been silent when the cards were done, so a stall that lasts the whole run still
 * counts (perf_hooks.monitorEventLoopDelay takes no sample while the loop is blocked). Between two cards drawn
 * one by one the loop turns once (setImmediate), as between two requests. "ticks" counts the interval's ticks
 * during the cards: about wall time / 10 when the loop is free, 0 when it never was.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { CardPool } from '../src/engines/image/card-pool';
import { CardRenderer, type CardRenderInput } from '../src/engines/image/card-renderer';
import { loadCardFonts } from '../src/engines/image/fonts';

const HINDI =
  'अच्छा लेखन कठिन शब्दों से नहीं, पाठक के सम्मान से बनता है। हर वाक्य में एक बात कहिए, मुख्य बात पहले रखिए, ' +
  'अनावश्यक शब्द हटाइए और प्रकाशित करने से पहले मसौदा ज़ोर से पढ़िए। ';
const ENGLISH =
  'Writing well is less about rare words and more about respect for the reader. Say one thing per sentence, ' +
  'put the point first, cut the words that add nothing, and read the draft aloud before you publish it. ';

/** A mix of what visitors send: short and long, English and Hindi, landscape and portrait, with instructions. */
const CARDS: CardRenderInput[] = [
  { text: `Clear writing is kind writing.\n\n${ENGLISH}\n\n#writing #tips`, platform: 'linkedin' },
  { text: HINDI.repeat(12), platform: 'whatsapp_status', instructions: 'dark theme, centered' },
  { text: ENGLISH.repeat(6), platform: 'twitter' },
  { text: `लिखने की आदत\n\n${HINDI.repeat(3)}`, platform: 'blog', instructions: 'light theme, bold' },
  { text: ENGLISH, platform: 'facebook' },
];

interface Figures {
  label: string;
  cards: number;
  wallMs: number;
  ticks: number;
  p50: number;
  p99: number;
  max: number;
}

const RESOLUTION_MS = 10;

/** How late a 10 ms interval fires, tick by tick. */
class LagSampler {
  readonly lags: number[] = [];
  private last = performance.now();
  private readonly timer = setInterval(() => this.note(), RESOLUTION_MS);

  private note(): void {
    const now = performance.now();
    this.lags.push(Math.max(0, now - this.last - RESOLUTION_MS));
    this.last = now;
  }

  /** Stops, counting the silence since the last tick as one more sample. */
  stop(): number[] {
    clearInterval(this.timer);
    const ticks = this.lags.length;
    this.note();
    return this.lags.slice(0, ticks + 1);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Draws `inputs` (one after another, or all at once) and samples the event loop meanwhile. */
async function measure(
  label: string,
  inputs: CardRenderInput[],
  draw: (input: CardRenderInput) => Promise<unknown>,
  together = false,
): Promise<Figures> {
  const sampler = new LagSampler();
  const started = performance.now();
  if (together) await Promise.all(inputs.map(draw));
  else {
    for (const input of inputs) {
      await draw(input);
      await new Promise((resolve) => setImmediate(resolve)); // the next card is another request
    }
  }
  const wallMs = performance.now() - started;
  const lags = sampler.stop();
  const ticks = lags.length - 1;
  const sorted = [...lags].sort((a, b) => a - b);
  return {
    label,
    cards: inputs.length,
    wallMs,
    ticks,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

function print(rows: Figures[]): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `${pad('mode', 44)}${pad('cards', 7)}${pad('wall', 10)}${pad('10ms ticks', 12)}event-loop lag p50 / p99 / max`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.label, 44)}${pad(String(r.cards), 7)}${pad(`${r.wallMs.toFixed(0)} ms`, 10)}${pad(String(r.ticks), 12)}` +
        `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} / ${r.max.toFixed(1)} ms`,
    );
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cards: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '1' },
      'font-dir': { type: 'string', default: '/usr/share/fonts/truetype/noto' },
    },
  });
  const n = Math.max(1, Number(values.cards) || 5);
  const rounds = Math.max(1, Number(values.rounds) || 1);
  const fontDir = values['font-dir']!;
  const inputs = Array.from({ length: n }, (_, i) => CARDS[i % CARDS.length]);
  console.log(`card bench: ${n} cards per run, ${rounds} round(s); load average ${loadavg()[0].toFixed(2)}`);

  const rows: Figures[] = [];
  const inThread = new CardRenderer(loadCardFonts(fontDir));
  const pool = new CardPool({ size: 1, fontDir });
  try {
    // first cards: satori's wasm and the fonts are loaded (in this thread, or as the worker starts)
    rows.push(await measure('in this thread, first card', [CARDS[4]], (i) => inThread.draw(i)));
    rows.push(await measure('pool (1 worker), first card: worker start', [CARDS[4]], (i) => pool.draw(i)));
    for (let r = 0; r < rounds; r++) {
      rows.push(await measure('before: in this thread (main)', inputs, (i) => inThread.draw(i)));
      rows.push(await measure('after: pool, 1 worker, one by one', inputs, (i) => pool.draw(i)));
      rows.push(await measure('after: pool, 1 worker, all at once (queued)', inputs, (i) => pool.draw(i), true));
    }
  } finally {
    await pool.close();
  }
  print(rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
