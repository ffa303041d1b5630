/**
 * Load generator, run as a child process so it does not share the server's event loop or CPU accounting:
 * autocannon POSTs unique texts to /api/process-text while a probe GETs /api/stats every 100 ms.
 * Prints one JSON line with the results.
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
}

async function main(): Promise<void> {
  const args = JSON.parse(process.argv[2]) as Args;
  let n = 0;
  let wordsSent = 0;
  const wordsById: number[] = [];
  const statsLatencies: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const t0 = performance.now();
      const res = await fetch(`${args.url}/api/stats`);
      await res.arrayBuffer();
      if (res.ok) statsLatencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const result = await autocannon({
    url: `${args.url}/api/process-text`,
    connections: args.connections,
    duration: args.seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => {
          const text = args.texts[n % args.texts.length];
          // a number in every sentence: Harper caches per sentence, so every request is new work
          const unique = text.replace(/([.!?])(\s|$)/g, (_m, p: string, s: string) => ` ${n}${p}${s}`);
          n++;
          const words = unique.split(/\s+/).length;
          wordsById.push(words);
          wordsSent += words;
          return { ...req, body: JSON.stringify({ inputText: unique }) };
        },
      },
    ],
  });
  probing = false;
  await probe;
  statsLatencies.sort((a, b) => a - b);
  const pct = (p: number) => statsLatencies[Math.min(statsLatencies.length - 1, Math.floor((p / 100) * statsLatencies.length))];
  const ok = result['2xx'];
  const avgWords = wordsSent / Math.max(1, wordsById.length);
  process.stdout.write(
    JSON.stringify({
      requests: ok,
      non2xx: result.non2xx,
      errors: result.errors,
      seconds: args.seconds,
      wordsPerSecond: (ok * avgWords) / args.seconds,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      statsProbes: statsLatencies.length,
      statsP50: pct(50),
      statsP99: pct(99),
      statsMax: statsLatencies.at(-1),
    }) + '\n',
  );
}

void main();
