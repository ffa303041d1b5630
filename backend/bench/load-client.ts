/**
 * Load generator, run as a child process so it does not share the server's event loop or CPU accounting:
 * autocannon POSTs unique texts to /api/process-text. With `probe: true` it is the other child instead, which
 * GETs /api/stats every 100 ms meanwhile, in its own process: inside the autocannon process the probe would
 * wait for autocannon's own event loop and measure the client, not the server. Prints one JSON line.
 */
// autocannon ships no types; the few fields used here are typed below
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

interface AutocannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  latency: { p50: number; p99: number };
}

interface Args {
  url: string;
  texts: string[];
  seconds: number;
  connections: number;
  /** First number put into the texts (the parent keeps one counter for the whole run). */
  offset: number;
  /**
   * The words that spell each number (bench/unique-text.ts): this file runs on its own, also from source, so
   * it imports nothing of the project.
   */
  tagWords: string[];
  /** Be the GET /api/stats probe instead of the load. */
  probe?: boolean;
}

export interface LoadResult {
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts (a response slower than 60 s). */
  errors: number;
  seconds: number;
  wordsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
}

export interface ProbeResult {
  /** Every GET /api/stats latency, in ms. */
  statsLatencies: number[];
}

async function probe(args: Args): Promise<void> {
  const out: ProbeResult = { statsLatencies: [] };
  // the first fetch of a fresh process loads and compiles the HTTP client and opens the connection (50-200 ms
  // of client time, not server time): done once before measuring
  await (await fetch(`${args.url}/api/health`)).arrayBuffer();
  const end = Date.now() + args.seconds * 1000;
  while (Date.now() < end) {
    const t0 = performance.now();
    const res = await fetch(`${args.url}/api/stats`);
    await res.arrayBuffer();
    if (res.ok) out.statsLatencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 100));
  }
  process.stdout.write(JSON.stringify(out) + '\n');
}

async function load(args: Args): Promise<void> {
  let n = args.offset;
  let wordsSent = 0;
  let sent = 0;
  const result = await autocannon({
    url: `${args.url}/api/process-text`,
    connections: args.connections,
    duration: args.seconds,
    // a slow answer is a slow answer, not an error: only a response slower than this counts as one
    timeout: 60,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => {
          const text = args.texts[n % args.texts.length];
          // a new phrase in every sentence: Harper caches per sentence, so every request is new work
          const w = (k: number) => args.tagWords[Math.floor(k) % args.tagWords.length];
          const tag = `near ${w(n)} ${w(n / 32)} ${w(n / 1024)} ${w(n / 32768)}`;
          const unique = text.replace(/([.!?])(\s|$)/g, (_m, p: string, s: string) => ` ${tag}${p}${s}`);
          n++;
          sent++;
          wordsSent += unique.split(/\s+/).length;
          return { ...req, body: JSON.stringify({ inputText: unique }) };
        },
      },
    ],
  });
  const ok = result['2xx'];
  const avgWords = wordsSent / Math.max(1, sent);
  const out: LoadResult = {
    requests: ok,
    non2xx: result.non2xx,
    errors: result.errors,
    seconds: args.seconds,
    wordsPerSecond: (ok * avgWords) / args.seconds,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
  };
  process.stdout.write(JSON.stringify(out) + '\n');
}

const args = JSON.parse(process.argv[2] ?? '{}') as Args;
void (args.probe ? probe(args) : load(args));
