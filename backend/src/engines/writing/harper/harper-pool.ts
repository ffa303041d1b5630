import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

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
}

interface Job {
  id: number;
  text: string;
  resolve: (lints: RawLint[]) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Jobs posted to this worker and not answered yet, oldest first (at most PIPELINE). */
  jobs: Map<number, Job>;
}

type Reply = { id: number; lints: RawLint[] } | { id: number; error: string };

const WORKER_FILE = join(__dirname, 'harper.worker.mjs');
/**
 * Jobs a worker holds at once when the queue is long: the next text already waits in its port when it
 * answers, so it never idles while the event loop gets round to its reply (under HTTP load that took 5-10 %
 * of the workers' time). Work is spread first: every worker gets one job before any gets a second.
 */
const PIPELINE = 2;

const WARM_TEXT = 'Yesterday Priyanka and Johnathan visitted Mumbai; they has a bussiness there.';

/**
 * harper.js in worker threads, so linting never blocks the event loop. Jobs wait in one FIFO queue and go
 * to the least busy worker (up to PIPELINE each); a worker that dies fails its jobs and is replaced.
 */
export class HarperPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: HarperPoolOptions) {
    for (let i = 0; i < Math.max(1, options.size); i++) this.slots.push(this.spawn());
  }

  get size(): number {
    return this.slots.length;
  }

  /** True once close() has been called. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Lints `text` as plain text on the next free worker. */
  lint(text: string): Promise<RawLint[]> {
    if (this.closed) return Promise.reject(new Error('The grammar checker has been shut down.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, text, resolve, reject });
      this.pump();
    });
  }

  /**
   * Loads Harper in every worker and pays its one-off costs (the first unknown capitalised word costs
   * seconds once per linter) before real traffic arrives. With `texts`, every worker lints each of them in turn:
   * Harper's first sight of an unknown word is several times slower than the next, so a benchmark warms every
   * worker on its vocabulary.
   */
  async warm(texts: string[] = [WARM_TEXT]): Promise<void> {
    await Promise.all(
      this.slots.map(async (slot) => {
        for (const text of texts) await this.run(slot, { id: this.nextId++, text });
      }),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const refuse = (job: Job) => job.reject(new Error('The grammar checker has been shut down.'));
    this.queue.splice(0).forEach(refuse);
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    // jobs the workers held when they stopped
    for (const slot of this.slots) {
      slot.jobs.forEach(refuse);
      slot.jobs.clear();
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_FILE, {
      workerData: { dialect: this.options.dialect ?? 'american', disabledRules: this.options.disabledRules ?? [] },
    });
    const slot: Slot = { worker, jobs: new Map() };
    worker.on('message', (reply: Reply) => {
      const job = slot.jobs.get(reply.id);
      if (!job) return;
      slot.jobs.delete(reply.id);
      if ('error' in reply) job.reject(new Error(`Grammar checker failed: ${reply.error}`));
      else job.resolve(reply.lints);
      this.pump();
    });
    const fail = (err: Error) => {
      const jobs = [...slot.jobs.values()];
      slot.jobs.clear();
      for (const job of jobs) job.reject(new Error(`Grammar checker worker stopped: ${err.message}`));
      if (this.closed) return;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots[index] = this.spawn();
      this.pump();
    };
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) fail(new Error(`exit code ${code}`));
    });
    return slot;
  }

  private post(slot: Slot, job: Job): void {
    slot.jobs.set(job.id, job);
    slot.worker.postMessage({ id: job.id, text: job.text });
  }

  /** Runs `job` on this very worker (warm-up: every worker must see the texts), after what it holds already. */
  private run(slot: Slot, job: Omit<Job, 'resolve' | 'reject'>): Promise<RawLint[]> {
    return new Promise((resolve, reject) => {
      if (this.closed) reject(new Error('The grammar checker has been shut down.'));
      else this.post(slot, { ...job, resolve, reject });
    });
  }

  private pump(): void {
    for (let depth = 1; depth <= PIPELINE; depth++) {
      for (const slot of this.slots) {
        if (!this.queue.length) return;
        if (slot.jobs.size < depth) this.post(slot, this.queue.shift()!);
      }
    }
  }
}
