import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CardDrawer, CardPicture, CardRenderInput } from './card-renderer';
import type { CardJobMessage, CardReply, CardWorkerData } from './card-worker';
import type { GeneratedImage, ImageRequest } from './image-engine';

/** A card was not drawn: the worker's own error, a worker that stopped, or the time limit. */
export class CardRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardRenderError';
  }
}

export interface CardPoolOptions {
  /** Worker threads at most (each holds the fonts, satori and resvg). */
  size: number;
  /** Folder of the Noto fonts, read once by each worker. */
  fontDir: string;
  /** Time limit of one card once a worker has taken it: the worker is then stopped (and replaced). */
  timeoutMs?: number;
}

interface Job {
  id: number;
  input: CardRenderInput;
  resolve: (picture: CardPicture) => void;
  reject: (err: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

const WORKER_FILE = join(__dirname, 'card.worker.cjs');
const TIMEOUT_MS = 60_000;
const SHUT_DOWN = 'the card renderer has been shut down';

/**
 * Draws cards in worker threads (text fitting with shaped words, satori → SVG, resvg → PNG), so a card never
 * blocks the event loop. Workers start with the first card that finds none free, up to `size`; further cards
 * wait in one FIFO queue. A worker that fails a card answers CardRenderError and keeps working; a worker that
 * dies or overruns the time limit fails its card with CardRenderError and is replaced by a new worker when the
 * next card needs one (at once when cards are waiting). An idle worker does not keep the process alive.
 */
export class CardPool implements CardDrawer {
  readonly name = 'card';
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: CardPoolOptions) {}

  /** Workers allowed. */
  get size(): number {
    return Math.max(1, this.options.size);
  }

  /** Workers running now (0 until the first card). */
  get started(): number {
    return this.slots.length;
  }

  async generate(request: ImageRequest): Promise<GeneratedImage> {
    return { ...(await this.draw(request)), engine: this.name };
  }

  /** Draws a card on the next free worker. */
  draw(input: CardRenderInput): Promise<CardPicture> {
    if (this.closed) return Promise.reject(new CardRenderError(SHUT_DOWN));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.pump();
    });
  }

  /** Fails waiting cards and stops the workers (application shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new CardRenderError(SHUT_DOWN));
    await Promise.all([...this.slots].map((s) => s.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length && !this.closed) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot) {
        if (this.slots.length >= this.size) return;
        slot = this.spawn();
      }
      this.start(slot, this.queue.shift()!);
    }
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref(); // a card being drawn keeps the process alive
    const ms = this.options.timeoutMs ?? TIMEOUT_MS;
    job.timer = setTimeout(() => this.retire(slot, new CardRenderError(`drawing took longer than ${ms} ms`)), ms);
    job.timer.unref();
    slot.worker.postMessage({ id: job.id, input: job.input } satisfies CardJobMessage);
  }

  /** The slot's job is over: the worker may take the next one. */
  private finish(slot: Slot): Job | undefined {
    const job = slot.job;
    slot.job = undefined;
    clearTimeout(job?.timer);
    slot.worker.unref();
    return job;
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_FILE, { workerData: { fontDir: this.options.fontDir } satisfies CardWorkerData });
    const slot: Slot = { worker };
    this.slots.push(slot);
    worker.unref();
    worker.on('message', (reply: CardReply) => {
      if (slot.job?.id !== reply.id) return;
      const job = this.finish(slot)!;
      if ('error' in reply) job.reject(new CardRenderError(`the card could not be drawn: ${reply.error}`));
      else {
        const png = reply.picture.png; // a Uint8Array after the transfer: a Buffer over the same memory
        job.resolve({ ...reply.picture, png: Buffer.from(png.buffer, png.byteOffset, png.byteLength) });
      }
      this.pump();
    });
    worker.once('error', (err) => this.retire(slot, new CardRenderError(`the card worker stopped: ${err.message}`)));
    worker.once('exit', (code) => this.retire(slot, new CardRenderError(`the card worker exited (code ${code})`)));
    return slot;
  }

  /** Takes a dead (or overrunning) worker out of the pool and fails its card; waiting cards get a new worker. */
  private retire(slot: Slot, err: CardRenderError): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return; // already retired ('error' is followed by 'exit')
    this.slots.splice(index, 1);
    this.finish(slot)?.reject(this.closed ? new CardRenderError(SHUT_DOWN) : err);
    void slot.worker.terminate();
    this.pump();
  }
}
