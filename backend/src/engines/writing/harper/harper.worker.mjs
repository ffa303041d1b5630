// Worker thread that owns one harper.js LocalLinter (ESM-only, so this file is .mjs and is copied to dist as is).
// Protocol: the parent posts { id, text } and gets { id, lints } or { id, error }. A { id, warm: true }
// message lints a warm-up text. Lints are plain objects (the wasm handles are freed here).
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';

const DIALECTS = {
  american: Dialect.American,
  british: Dialect.British,
  australian: Dialect.Australian,
  canadian: Dialect.Canadian,
  indian: Dialect.Indian,
};

// Linting is batch work; the event loop answers every request. On Linux a nice value is per thread, so this
// lowers only this worker: when the cores are busy the scheduler runs the main thread first (short GET
// /api/stats and event-loop lag under load), and the workers still get every cycle it leaves.
try {
  setPriority(5);
} catch {
  // not permitted or not supported: run at normal priority
}

const linter = new LocalLinter({ binary, dialect: DIALECTS[workerData?.dialect] ?? Dialect.American });

const ready = (async () => {
  await linter.setup();
  const config = await linter.getLintConfig();
  // LongSentences swallows every other lint inside long sentences; SplitWords wins dedup over the spell
  // checker and proposes fragments ("diffrent" → "diff rent"). Both are turned off at the source.
  for (const rule of ['LongSentences', 'SplitWords', ...(workerData?.disabledRules ?? [])]) config[rule] = false;
  await linter.setLintConfig(config);
})();

function plain(rule, lint) {
  const span = lint.span();
  const out = {
    rule,
    kind: lint.lint_kind(),
    start: span.start,
    end: span.end,
    problem: lint.get_problem_text(),
    message: lint.message(),
    suggestions: lint.suggestions().map((s) => {
      const o = { kind: s.kind(), text: s.get_replacement_text() };
      s.free();
      return o;
    }),
  };
  span.free();
  lint.free();
  return out;
}

parentPort.on('message', async (msg) => {
  try {
    await ready;
    const grouped = await linter.organizedLints(msg.text, { language: 'plaintext' });
    const lints = [];
    for (const [rule, list] of Object.entries(grouped)) for (const lint of list) lints.push(plain(rule, lint));
    lints.sort((a, b) => a.start - b.start || a.end - b.end);
    parentPort.postMessage({ id: msg.id, lints });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: String(err?.message ?? err) });
  }
});
