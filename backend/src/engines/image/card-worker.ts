// The code of one card worker thread (CardPool starts it through card.worker.cjs): the Noto fonts are read once,
// then one CardRenderer (with its cache of measured words) draws every card this worker is given.
// Protocol: the parent posts { id, input } and gets { id, picture } (the PNG's memory is transferred, not copied)
// or { id, error }. A worker draws one card at a time.
import { setPriority } from 'node:os';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { CardRenderer, type CardPicture, type CardRenderInput } from './card-renderer';
import { loadCardFonts } from './fonts';

export interface CardWorkerData {
  /** Folder of the Noto fonts (IMAGE_FONT_DIR, resolved). */
  fontDir: string;
}

export interface CardJobMessage {
  id: number;
  input: CardRenderInput;
}

export type CardReply = { id: number; picture: CardPicture } | { id: number; error: string };

/** A Buffer that arrived through postMessage is a plain Uint8Array: a Buffer view of the same memory. */
const asBuffer = (data: Uint8Array): Buffer => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

function serve(port: MessagePort, data: CardWorkerData): void {
  // Drawing is batch work; the event loop answers every request. On Linux a nice value is per thread, so this
  // lowers only this worker (as the grammar workers do): the main thread runs first when the cores are busy.
  try {
    setPriority(5);
  } catch {
    // not permitted or not supported: run at normal priority
  }
  // a missing font throws here: the worker stops and the pool fails the card with this message
  const renderer = new CardRenderer(loadCardFonts(data.fontDir));

  port.on('message', (msg: CardJobMessage) => {
    const input = msg.input.backdrop
      ? { ...msg.input, backdrop: { ...msg.input.backdrop, data: asBuffer(msg.input.backdrop.data) } }
      : msg.input;
    renderer.draw(input).then(
      (picture) => {
        const { png } = picture;
        const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength;
        port.postMessage({ id: msg.id, picture } satisfies CardReply, own ? [png.buffer as ArrayBuffer] : []);
      },
      (err: unknown) => {
        port.postMessage({ id: msg.id, error: String((err as Error)?.message ?? err) } satisfies CardReply);
      },
    );
  });
}

if (parentPort) serve(parentPort, workerData as CardWorkerData);
