import type { track as catalogue } from './events';

export { AnalyticsBridge } from './AnalyticsBridge';
export type { ShareSource, TranscriptionSource } from './events';
export type { FileRefusal, ImageFailure, MediaKind, MediaToastId } from './vocabularies';

type Track = typeof catalogue;

/**
 * The product events (./events), sent through the event catalogue fetched with the first event, not with the
 * page: a visit sends none before the visitor does something. Events keep their order (one module promise).
 */
export const track: Track = new Proxy({} as Track, {
  get:
    (_target, name: string) =>
    (...args: unknown[]): void => {
      void import('./events').then(({ track: events }) =>
        (events[name as keyof Track] as (...params: unknown[]) => void)(...args),
      );
    },
});
