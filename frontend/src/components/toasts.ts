import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ToasterModule = typeof import('./Toaster');

let loaded: Promise<ToasterModule> | undefined;
const listeners = new Set<() => void>();

/**
 * The toast store and region (Chakra's toast machine, a portal) are fetched with the first toast, not with the
 * page: most visits show none. Calls made meanwhile run in order once the code has arrived.
 */
export function loadToaster(): Promise<ToasterModule> {
  if (!loaded) {
    loaded = import('./Toaster');
    for (const listener of listeners) listener();
  }
  return loaded;
}

/** Whether a toast has been asked for (the region is mounted from then on). */
export const toastsRequested = (): boolean => loaded !== undefined;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe function. */
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The app's toaster: create loads the toast code first; remove is a no-op while no toast was ever created. */
export const toaster = {
  create(data: ToastOptions): void {
    void loadToaster().then((m) => m.toaster.create(data));
  },
  remove(id?: string): void {
    if (loaded) void loaded.then((m) => m.toaster.remove(id));
  },
};
