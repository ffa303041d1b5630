import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { CHECKER_UNAVAILABLE, TEXT_NOT_CHECKED, WritingEngineError } from '../writing-engine-error';

/** One harper.js lint, as plain data (the worker frees the wasm handles). */
export interface RawLint {
  /** Harper rule name, e.g. SpellCheck, AnA, PronounVerbAgreement. */
  rule: string;
  /** Harper lint kind, e.g. Spelling, Agreement, Punctuation. */
  kind: string;
  /** JS string indices into the linted text. */
  start: number;
  end: number;
  problem: string;
  message: string;
  /** kind 0 = replace, 1 = remove, 2 = insert after. */
  suggestions: { kind: 0 | 1 | 2; text: string }[];
}

export interface HarperPoolOptions {
  /** Number of worker threads (each holds its own linter, ~450 MB). */
  size: number;
  dialect?: 'american' | 'british' | 'australian' | 'canadian' | 'indian';
  /** Extra Harper rules to turn off. */
  disabledRules?: string[];
  /**
   * CPU time one text may take on its worker, in ms (wall-clock time where the OS does not report a thread's
   * CPU time). A worker over it is stopped and replaced. Default 3000.
   */
  jobTimeoutMs?: number;
  /**
   * How far a worker's memory may grow over its warm size, in MB. A worker that grew past it is replaced after
   * its text; a text that needs much more fails inside the worker at once (its wasm memory has a maximum of the
   * warm size plus this). Default 100.
   */
  memoryLimitMb?: number;
  /** Called whenever a worker stops, is replaced or becomes ready (health reads it). */
  onChange?: (state: HarperPoolState) => void;
}

export interface HarperPoolState {
  size: number;
  /** Workers warm and taking texts. */
  serving: number;
  /** Workers not taking texts: starting, or being replaced after a failure. */
  restarting: number;
  /** Workers replaced after a failure since the pool started. */
  restarts: number;
  /** Why the last worker was replaced, in plain words. */
  lastRestart?: string;
}

/** The chunks of one visitor's text (see HarperPool.asOneText): they share one failure count. */
interface TextGroup {
  failures: number;
  /** Answered "could not be checked": its other chunks are not worth a worker any more. */
  refused: boolean;
}

interface Job {
  id: number;
  text: string;
  group?: TextGroup;
  resolve: (lints: RawLint[]) => void;
  reject: (err: Error) => void;
  /** False for warm-up texts: pinned to one worker, no CPU budget, failed (not retried) with their worker. */
  timed: boolean;
  /** sha1 of the text, once a failure made it needed. */
  key?: string;
}

interface Slot {
  worker: Worker;
  state: 'starting' | 'ready' | 'retired';
  /** Resolves when the worker is warm; rejects if it fails before. */
  started: Promise<void>;
  settleStart: (err?: Error) => void;
  /** Jobs posted to this worker and not answered yet, oldest (the running one) first; at most PIPELINE. */
  jobs: Job[];
  /** /proc path of the worker thread's stat (its CPU time), or null. */
  statPath: string | null;
  /** The thread's CPU time at its last report, ms. */
  cpuMs: number | null;
  /** Size of its wasm memory at its last report, and once warm. */
  wasmBytes: number;
  baselineBytes: number;
  /** The maximum of each of the worker's wasm memories, MB, and whether it could be set. */
  memoryCapMb: number;
  memoryCapped: boolean;
  /** When the running job started (performance.now()) and the thread's CPU time then. */
  headSince: number;
  headCpuMs: number | null;
}

type Reply =
  | { ready: true; statPath: string | null; cpuMs: number | null; wasmBytes: number; memoryCapped: boolean }
  | { id: number; lints: RawLint[]; cpuMs: number | null; wasmBytes: number }
  | { id: number; error: string; cpuMs: number | null; wasmBytes: number };

const WORKER_FILE = join(__dirname, 'harper.worker.mjs');
const MB = 1024 * 1024;
/**
 * Jobs a worker holds at once when the queue is long: the next text already waits in its port when it
 * answers, so it never idles while the event loop gets round to its reply (under HTTP load that took 5-10 %
 * of the workers' time). Work is spread first: every worker gets one job before any gets a second.
 */
const PIPELINE = 2;
/**
 * Linted by every worker before it takes texts: the first unknown capitalised word and the first unknown
 * lower-case word of nine or more letters cost seconds once per linter.
 */
const WARM_TEXT =
  'Yesterday Priyanka and Johnathan visitted Mumbai; they has a bussiness there, butinotherway it went well.';
/** harper.js 2.10 holds about 246 MB of wasm memory once warm (a test checks this stays under it). */
export const HARPER_WARM_MB = 256;
export const DEFAULT_JOB_TIMEOUT_MS = 3000;
export const DEFAULT_MEMORY_LIMIT_MB = 100;
/** Workers a text may fail on: once is retried on another worker, twice answers "could not be checked". */
const MAX_FAILURES = 2;
/** Texts whose failures are remembered (sha1 → count), and for how long. */
const FAILED_TEXTS = 256;
const FAILURE_MEMORY_MS = 10 * 60_000;
/**
 * A text refused because it stopped workers is answered once they serve again (at most this long after), so one
 * client sending such texts back to back cannot keep the workers down.
 */
const REFUSAL_HOLD_MS = 30_000;
/** A worker that fails before it is warm is started again after 1 s, 2 s, 4 s … at most 30 s. */
const START_BACKOFF_MS = [1000, 30_000] as const;

/** The text whose chunks are being linted (HarperPool.asOneText). */
const currentText = new AsyncLocalStorage<TextGroup>();

const notChecked = () => new WritingEngineError(422, TEXT_NOT_CHECKED);
const unavailable = () => new WritingEngineError(503, CHECKER_UNAVAILABLE);
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** A thread's CPU time (utime + stime, in clock ticks of 1/100 s) from its /proc stat file, in ms. */
export function readThreadCpuMs(statPath: string): number | null {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null; // the thread has ended
  }
}

/**
 * harper.js in worker threads, so linting never blocks the event loop. Jobs wait in one FIFO queue and go
 * to the least busy warm worker (up to PIPELINE each).
 *
 * One text must never take the checker down: a worker whose linter throws (after a Rust panic it is poisoned),
 * whose text runs over its CPU budget, whose memory grows past its limit, or that dies, is stopped and replaced
 * by a fresh one, warmed before it takes texts. The other texts it held go back to the front of the queue. The
 * text it was running is tried once more on another worker (after the texts already waiting); a text that fails
 * twice is answered "could not be checked" (422) once the workers serve again (so a client sending such texts
 * back to back is paced by the restarts it causes), and its copies are refused at once for a while, without
 * costing another worker. Everyone else keeps being served by the other workers: the chunks of one text hold at
 * most half the workers at once, and a text that made a worker fail never takes the last one serving. Inside
 * asOneText() the chunks of one text share the failure allowance: the text may cost two workers in all, and once
 * it is refused its other chunks are dropped from the queue.
 */
export class HarperPool {
  private readonly logger = new Logger('HarperPool');
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  /** Failures per text (sha1), oldest first. */
  private readonly textFailures = new Map<string, { count: number; at: number }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Texts refused after stopping workers, answered once every worker serves again. */
  private readonly heldRefusals = new Map<Job, NodeJS.Timeout>();
  private readonly watchdog: NodeJS.Timeout;
  private readonly jobTimeoutMs: number;
  private readonly wallLimitMs: number;
  private readonly memoryLimitBytes: number;
  /** The largest warm wasm size seen (the memory cap is this plus the limit). */
  private warmBytes = HARPER_WARM_MB * MB;
  private startFailures = 0;
  private restartCount = 0;
  private lastRestart?: string;
  private warnedUncapped = false;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: HarperPoolOptions) {
    this.jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
    // with CPU time measured, the wall clock only catches a thread that hangs without working
    this.wallLimitMs = Math.max(10 * this.jobTimeoutMs, 10_000);
    this.memoryLimitBytes = (options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB) * MB;
    for (let i = 0; i < Math.max(1, options.size); i++) this.slots.push(this.spawn());
    this.watchdog = setInterval(() => this.watch(), Math.min(250, Math.max(20, this.jobTimeoutMs / 5)));
    this.watchdog.unref();
  }

  get size(): number {
    return this.slots.length;
  }

  /** True once close() has been called. */
  get isClosed(): boolean {
    return this.closed;
  }

  state(): HarperPoolState {
    const serving = this.slots.filter((s) => s.state === 'ready').length;
    return {
      size: this.slots.length,
      serving,
      restarting: this.slots.length - serving,
      restarts: this.restartCount,
      ...(this.lastRestart ? { lastRestart: this.lastRestart } : {}),
    };
  }

  /**
   * Runs `work` (an engine's handling of one visitor's text) with every lint it asks for counted as part of one
   * text: the text may fail on two workers in all, not two per chunk, and once it is refused (422) its chunks
   * still waiting are refused too instead of stopping more workers.
   */
  asOneText<T>(work: () => Promise<T>): Promise<T> {
    return currentText.run({ failures: 0, refused: false }, work);
  }

  /** Lints `text` as plain text on the next free worker. */
  lint(text: string): Promise<RawLint[]> {
    // closed, or no worker able to start (each waits to be started again): say so instead of keeping the visitor
    if (this.closed || this.slots.every((s) => s.state === 'retired')) return Promise.reject(unavailable());
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, text, timed: true, resolve, reject, group: currentText.getStore() };
      if (this.refused(job)) return reject(notChecked());
      this.queue.push(job);
      this.pump();
    });
  }

  /**
   * Resolves when every worker is warm: each lints the warm-up text on start, paying Harper's one-off costs
   * before real traffic arrives. With `texts`, every worker then lints each of them in turn: Harper's first
   * sight of an unknown word is several times slower than the next, so a benchmark warms every worker on its
   * vocabulary. Rejects if a worker fails to start (it is started again, with a growing delay).
   */
  async warm(texts: string[] = []): Promise<void> {
    await Promise.all(
      this.slots.map(async (slot) => {
        await slot.started;
        for (const text of texts) await this.run(slot, text);
        slot.baselineBytes = slot.wasmBytes; // the memory limit counts from here
      }),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watchdog);
    this.timers.forEach((t) => clearTimeout(t));
    this.releaseRefusals();
    const refuse = (job: Job) => job.reject(unavailable());
    this.queue.splice(0).forEach(refuse);
    const slots = [...this.slots];
    for (const slot of slots) if (slot.state === 'starting') slot.settleStart(unavailable());
    await Promise.all(slots.map((s) => s.worker.terminate()));
    // jobs the workers held when they stopped
    for (const slot of slots) slot.jobs.splice(0).forEach(refuse);
  }

  private spawn(): Slot {
    const memoryCapMb = Math.ceil((this.warmBytes + this.memoryLimitBytes) / MB);
    const worker = new Worker(WORKER_FILE, {
      workerData: {
        dialect: this.options.dialect ?? 'american',
        disabledRules: this.options.disabledRules ?? [],
        warmTexts: [WARM_TEXT],
        memoryCapMb,
      },
      // the JS side of a worker needs little (Harper's own memory is wasm, capped above)
      resourceLimits: { maxOldGenerationSizeMb: 64 + this.memoryLimitBytes / MB },
    });
    let settle!: (err?: Error) => void;
    const started = new Promise<void>((resolve, reject) => {
      settle = (err) => (err ? reject(err) : resolve());
    });
    started.catch(() => {}); // a failed start is handled in retire(); warm() sees it when it waits
    const slot: Slot = {
      worker,
      state: 'starting',
      started,
      settleStart: settle,
      jobs: [],
      statPath: null,
      cpuMs: null,
      wasmBytes: 0,
      baselineBytes: 0,
      memoryCapMb,
      memoryCapped: false,
      headSince: 0,
      headCpuMs: null,
    };
    worker.on('message', (reply: Reply) => this.onReply(slot, reply));
    worker.once('error', (err: Error & { code?: string }) =>
      this.onStop(
        slot,
        err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'the worker ran out of memory' : `the worker failed (${err.message})`,
      ),
    );
    worker.once('exit', (code) => this.onStop(slot, `the worker stopped (exit code ${code})`));
    return slot;
  }

  private onReply(slot: Slot, reply: Reply): void {
    if (slot.state === 'retired' || this.closed) return;
    if ('ready' in reply) {
      Object.assign(slot, {
        state: 'ready',
        statPath: reply.statPath,
        cpuMs: reply.cpuMs,
        memoryCapped: reply.memoryCapped,
      });
      slot.wasmBytes = slot.baselineBytes = reply.wasmBytes;
      this.warmBytes = Math.max(this.warmBytes, reply.wasmBytes);
      if (!reply.memoryCapped && !this.warnedUncapped) {
        this.warnedUncapped = true;
        this.logger.warn('the grammar checker memory could not be capped; only the check after each text applies');
      }
      this.startFailures = 0;
      slot.settleStart();
      this.changed();
      this.pump();
      return;
    }
    const index = slot.jobs.findIndex((j) => j.id === reply.id);
    if (index < 0) return;
    const [job] = slot.jobs.splice(index, 1);
    slot.cpuMs = reply.cpuMs;
    slot.wasmBytes = reply.wasmBytes;
    if (slot.jobs.length) {
      // the next job was already in the worker's port: it starts now
      slot.headSince = performance.now();
      slot.headCpuMs = reply.cpuMs;
    }
    if ('error' in reply) {
      this.retire(slot, `the grammar checker failed (${reply.error})`, job);
    } else {
      job.resolve(reply.lints);
      const grown = slot.wasmBytes - slot.baselineBytes;
      if (job.timed && grown > this.memoryLimitBytes)
        this.retire(slot, `its memory grew by ${Math.round(grown / MB)} MB (limit ${this.memoryLimitBytes / MB} MB)`);
    }
    this.pump();
  }

  private onStop(slot: Slot, reason: string): void {
    if (this.closed) slot.settleStart(unavailable());
    else this.retire(slot, reason, slot.jobs[0]);
  }

  /** Stops the worker for good and starts its replacement; `culprit` is the job it was running when it failed. */
  private retire(slot: Slot, reason: string, culprit?: Job): void {
    if (slot.state === 'retired' || this.closed) return;
    const starting = slot.state === 'starting';
    slot.state = 'retired';
    void slot.worker.terminate();
    const held = slot.jobs.splice(0);
    for (const job of held) if (!job.timed) job.reject(new Error(`Grammar checker worker stopped: ${reason}`));
    if (culprit && !held.includes(culprit) && !culprit.timed)
      culprit.reject(new Error(`Grammar checker failed: ${reason}`));
    // the texts waiting behind the culprit did nothing wrong: back to the front, in their order
    this.queue.unshift(...held.filter((j) => j.timed && j !== culprit));
    if (culprit?.timed) this.failed(culprit);
    this.restartCount++;
    this.lastRestart = reason;

    const index = this.slots.indexOf(slot);
    if (starting) {
      slot.settleStart(new Error(`the grammar checker failed to start: ${reason}`));
      const delay = Math.min(START_BACKOFF_MS[1], START_BACKOFF_MS[0] * 2 ** this.startFailures++);
      this.logger.error(`grammar worker failed to start (${reason}); starting it again in ${delay / 1000} s`);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (!this.closed && this.slots[index] === slot) this.slots[index] = this.spawn();
        this.changed();
      }, delay);
      this.timers.add(timer);
      // no worker can take texts for now: say so instead of keeping visitors waiting
      if (!this.slots.some((s) => s.state !== 'retired')) this.queue.splice(0).forEach((j) => j.reject(unavailable()));
    } else {
      this.logger.warn(`grammar worker replaced: ${reason} (${this.restartCount} replaced so far)`);
      if (index >= 0) this.slots[index] = this.spawn();
    }
    this.changed();
    this.pump();
  }

  /** A text failed on a worker: tried once more on another, after the texts already waiting, or refused. */
  private failed(job: Job): void {
    job.key ??= sha1(job.text);
    const count = (this.textFailures.get(job.key)?.count ?? 0) + 1;
    this.textFailures.delete(job.key);
    this.textFailures.set(job.key, { count, at: Date.now() });
    if (this.textFailures.size > FAILED_TEXTS) this.textFailures.delete(this.textFailures.keys().next().value!);
    const group = job.group;
    if (group) group.failures++;
    if (count >= MAX_FAILURES || (group && group.failures >= MAX_FAILURES)) {
      this.holdRefusal(job);
      // the text is answered: its chunks still waiting are not worth a worker (pump() drops them)
      if (group) group.refused = true;
    } else this.queue.push(job);
  }

  /**
   * True for a chunk of a text already refused, and for a text that already failed on MAX_FAILURES workers
   * lately (its copies are refused too).
   */
  private refused(job: Job): boolean {
    return !!job.group?.refused || this.failuresOf(job) >= MAX_FAILURES;
  }

  /** Workers this text (or a copy) made fail lately. */
  private failuresOf(job: Job): number {
    if (!this.textFailures.size) return 0;
    job.key ??= sha1(job.text);
    const entry = this.textFailures.get(job.key);
    return entry && Date.now() - entry.at < FAILURE_MEMORY_MS ? entry.count : 0;
  }

  /** Stops a worker whose running text is over its CPU budget (or, past a long wall-clock limit, hangs). */
  private watch(): void {
    const now = performance.now();
    for (const slot of [...this.slots]) {
      const job = slot.jobs[0];
      if (slot.state !== 'ready' || !job?.timed) continue;
      const wall = now - slot.headSince;
      let over: boolean;
      if (slot.statPath && slot.headCpuMs !== null) {
        const cpu = readThreadCpuMs(slot.statPath);
        over = (cpu !== null && cpu - slot.headCpuMs > this.jobTimeoutMs) || wall > this.wallLimitMs;
      } else over = wall > this.jobTimeoutMs;
      if (over) this.retire(slot, `a text took more than ${this.jobTimeoutMs / 1000} s to check`, job);
    }
  }

  private post(slot: Slot, job: Job): void {
    if (!slot.jobs.length) {
      slot.headSince = performance.now();
      slot.headCpuMs = slot.cpuMs;
    }
    slot.jobs.push(job);
    slot.worker.postMessage({ id: job.id, text: job.text });
  }

  /** Runs `text` on this very worker (warm-up: every worker must see the texts), after what it holds already. */
  private run(slot: Slot, text: string): Promise<RawLint[]> {
    return new Promise((resolve, reject) => {
      if (this.closed || slot.state !== 'ready') reject(unavailable());
      else this.post(slot, { id: this.nextId++, text, resolve, reject, timed: false });
    });
  }

  private pump(): void {
    // chunks of a text just refused are answered with it; copies of a text refused lately are answered at once
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (!this.refused(this.queue[i])) continue;
      const [job] = this.queue.splice(i, 1);
      if (job.group?.refused) this.holdRefusal(job);
      else job.reject(notChecked());
    }
    for (let depth = 1; depth <= PIPELINE; depth++) {
      for (const slot of this.slots) {
        if (slot.state !== 'ready' || slot.jobs.length >= depth) continue;
        if (!this.queue.length) return;
        const index = this.queue.findIndex((job) => this.mayRun(job, slot));
        if (index >= 0) this.post(slot, this.queue.splice(index, 1)[0]);
      }
    }
  }

  /**
   * Whether `job` may start on `slot` now, so that no one text can stop every worker at once: the chunks of one
   * text hold at most half the workers (at least one), and a text that already made a worker fail never takes
   * the last worker serving (unless the pool has only one).
   */
  private mayRun(job: Job, slot: Slot): boolean {
    if (!job.timed || this.slots.length === 1) return true;
    const group = job.group;
    if (group) {
      const held = this.slots.filter((s) => s.jobs.some((j) => j.group === group)).length;
      if (!slot.jobs.some((j) => j.group === group) && held >= Math.max(1, Math.floor(this.slots.length / 2)))
        return false;
    }
    const suspect = (group?.failures ?? 0) > 0 || this.failuresOf(job) > 0;
    return !suspect || this.slots.some((s) => s !== slot && s.state === 'ready');
  }

  /** Refuses `job` (422) once every worker serves again: the client that sent it waits for the workers it cost. */
  private holdRefusal(job: Job): void {
    if (this.state().restarting === 0) return job.reject(notChecked());
    const timer = setTimeout(() => {
      this.heldRefusals.delete(job);
      job.reject(notChecked());
    }, REFUSAL_HOLD_MS);
    timer.unref();
    this.heldRefusals.set(job, timer);
  }

  private releaseRefusals(): void {
    for (const [job, timer] of this.heldRefusals) {
      clearTimeout(timer);
      job.reject(notChecked());
    }
    this.heldRefusals.clear();
  }

  private changed(): void {
    if (this.closed) return;
    const state = this.state();
    if (state.restarting === 0) this.releaseRefusals();
    this.options.onChange?.(state);
  }
}
