import { toaster } from './toasts';

/** Toasts in the SPEC §2 variants: normal (success, info) and destructive (error). Titles/texts come translated. */
export const notify = {
  success(title: string, description?: string) {
    toaster.create({ type: 'success', title, description, closable: true });
  },
  info(title: string, description?: string) {
    toaster.create({ type: 'info', title, description, closable: true });
  },
  error(title: string, description?: string) {
    toaster.create({ type: 'error', title, description, closable: true });
  },
};
