// Worker thread that owns one harper.js LocalLinter (ESM-only, so this file is .mjs and is copied to dist as is).
//
// Protocol: once warm, the worker posts { ready: true, statPath, cpuMs, wasmBytes, memoryCapped }. The parent then
// posts { id, text } and gets { id, lints, cpuMs, wasmBytes } or { id, error, cpuMs, wasmBytes }. Lints are plain
// objects (the wasm handles are freed here). cpuMs is this thread's CPU time so far (null where the OS does not
// tell), wasmBytes the size of Harper's wasm memory after the job: the pool stops a worker whose job runs over
// its CPU budget, and replaces one whose memory grew past its limit or whose linter threw (after a Rust panic
// the linter is poisoned: every later call fails with "recursive use of an object detected").
//
// Harper's memory lives in wasm linear memory, outside the V8 heap (so resourceLimits do not see it), and wasm
// memory never shrinks. The wasm module is therefore given a maximum (workerData.memoryCapMb) before it is
// compiled: a text that needs more makes the allocation fail inside Harper, the job fails at once, and the pool
// replaces the worker, instead of the process growing by gigabytes.
import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

const WASM_PAGE = 65536;
const memories = [];
const capPages = workerData?.memoryCapMb > 0 ? Math.floor((workerData.memoryCapMb * 1024 * 1024) / WASM_PAGE) : 0;
let uncapped = 0;

function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}

/**
 * The module with a maximum on its one defined 32-bit memory (the memory section, id 5: a count, then limits
 * flags 0 = min, 1 = min and max), or null when the module has no such memory (imported, shared or 64-bit).
 */
function withMemoryMaximum(module, maxPages) {
  const bytes =
    module instanceof ArrayBuffer
      ? new Uint8Array(module)
      : new Uint8Array(module.buffer, module.byteOffset, module.byteLength);
  let at = 8; // magic and version
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = readLeb(bytes, at + 1);
    if (id === 5) {
      const [count, limits] = readLeb(bytes, body);
      const flags = bytes[limits];
      if (count !== 1 || (flags !== 0 && flags !== 1)) return null;
      const [min, next] = readLeb(bytes, limits + 1);
      const max = flags === 1 ? Math.min(readLeb(bytes, next)[0], Math.max(min, maxPages)) : Math.max(min, maxPages);
      const section = [...leb(1), 1, ...leb(min), ...leb(max)];
      const head = [5, ...leb(section.length)];
      const out = new Uint8Array(at + head.length + section.length + (bytes.length - (body + size)));
      out.set(bytes.subarray(0, at));
      out.set(head, at);
      out.set(section, at + head.length);
      out.set(bytes.subarray(body + size), at + head.length + section.length);
      return out;
    }
    at = body + size;
  }
  return null;
}

// harper.js reads its .wasm files and calls WebAssembly.instantiate(bytes, imports): cap the memory of each
// module on its way in, and keep its memory object to measure.
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function (source, imports) {
  if (capPages && (source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
    const capped = withMemoryMaximum(source, capPages);
    if (capped) source = capped;
    else uncapped++;
  } else if (capPages) uncapped++;
  const result = await instantiate.call(this, source, imports);
  const instance = result instanceof WebAssembly.Instance ? result : result.instance;
  for (const value of Object.values(instance.exports)) if (value instanceof WebAssembly.Memory) memories.push(value);
  return result;
};

const wasmBytes = () => memories.reduce((sum, m) => sum + m.buffer.byteLength, 0);

// This thread's CPU time from /proc (Linux; utime + stime in clock ticks of 1/100 s), or null elsewhere.
const statPath = (() => {
  try {
    return `/proc/${readlinkSync('/proc/thread-self')}/stat`;
  } catch {
    return null;
  }
})();
function cpuMs() {
  if (!statPath) return null;
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

// Linting is batch work; the event loop answers every request. On Linux a nice value is per thread, so this
// lowers only this worker: when the cores are busy the scheduler runs the main thread first (short GET
// /api/stats and event-loop lag under load), and the workers still get every cycle it leaves.
try {
  setPriority(5);
} catch {
  // not permitted or not supported: run at normal priority
}

const { Dialect, LocalLinter } = await import('harper.js');
const { binary } = await import('harper.js/binary');

const DIALECTS = {
  american: Dialect.American,
  british: Dialect.British,
  australian: Dialect.Australian,
  canadian: Dialect.Canadian,
  indian: Dialect.Indian,
};

const linter = new LocalLinter({ binary, dialect: DIALECTS[workerData?.dialect] ?? Dialect.American });
await linter.setup();
const config = await linter.getLintConfig();
// LongSentences swallows every other lint inside long sentences; SplitWords wins dedup over the spell
// checker and proposes fragments ("diffrent" → "diff rent"). Both are turned off at the source.
for (const rule of ['LongSentences', 'SplitWords', ...(workerData?.disabledRules ?? [])]) config[rule] = false;
await linter.setLintConfig(config);

// One-off costs paid before the first real text, so no visitor waits for them and no job's CPU budget counts
// them: the first unknown capitalised word (about 0.5 s), and the first unknown lower-case word of nine or
// more letters ("waythismakes"): about 3 s of CPU and 70 MB of wasm memory, once per linter.
for (const text of workerData?.warmTexts ?? []) await linter.organizedLints(text, { language: 'plaintext' });

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
    const grouped = await linter.organizedLints(msg.text, { language: 'plaintext' });
    const lints = [];
    for (const [rule, list] of Object.entries(grouped)) for (const lint of list) lints.push(plain(rule, lint));
    lints.sort((a, b) => a.start - b.start || a.end - b.end);
    parentPort.postMessage({ id: msg.id, lints, cpuMs: cpuMs(), wasmBytes: wasmBytes() });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: String(err?.message ?? err), cpuMs: cpuMs(), wasmBytes: wasmBytes() });
  }
});

parentPort.postMessage({
  ready: true,
  statPath,
  cpuMs: cpuMs(),
  wasmBytes: wasmBytes(),
  memoryCapped: capPages > 0 && memories.length > 0 && uncapped === 0,
});
