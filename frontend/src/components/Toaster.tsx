import { useRef, useState, type PointerEvent } from 'react';
import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §9: one toast visible, 5 s by default, close button, swipe to dismiss, F8 focuses the area.
 *
 * Removal delay: SPEC's 1,000,000 ms comes from a toast library that keeps dismissed toasts mounted. Here
 * (Ark/zag) the removal delay is how long a dismissed toast blocks the queue, so with `max: 1` every later
 * toast would wait about 16 minutes. Dismissed toasts are therefore removed after their exit animation, and a
 * new toast replaces the visible one instead of queueing behind it.
 */
/**
 * Small screens (under 768 px) show toasts at the top: at the bottom they covered the buttons of a dialog's
 * footer (the image dialog's Generate and Cancel at 375 px). Larger screens keep the bottom-end corner.
 */
const SMALL_SCREEN = '(max-width: 767.98px)';
export const TOAST_PLACEMENT =
  typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN).matches ? 'top' : 'bottom-end';

const base = createToaster({
  placement: TOAST_PLACEMENT,
  max: 1,
  duration: 5000,
  removeDelay: 250,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});
const createToast = base.create.bind(base);

export const toaster: typeof base = Object.assign(base, {
  create: (data: Parameters<typeof base.create>[0]) => {
    base.remove();
    return createToast(data);
  },
});

/** SPEC §9: swiping a toast right by 50 px or more dismisses it. */
export const SWIPE_THRESHOLD_PX = 50;

function useSwipeToDismiss(id: string) {
  const start = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  return {
    style: dx > 0 ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - dx / 200) } : undefined,
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if ((e.target as HTMLElement).closest('button, a')) return;
      start.current = e.clientX;
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      if (start.current === null) return;
      const moved = e.clientX - start.current;
      start.current = null;
      setDx(0);
      if (moved >= SWIPE_THRESHOLD_PX) toaster.dismiss(id);
    },
    onPointerCancel: () => {
      start.current = null;
      setDx(0);
    },
  };
}

function ToastItem({ toast }: { toast: Parameters<Parameters<typeof ChakraToaster>[0]['children']>[0] }) {
  const { t } = useTranslation();
  const swipe = useSwipeToDismiss(toast.id ?? '');
  return (
    <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} touchAction="pan-y" {...swipe}>
      {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable !== false && <Toast.CloseTrigger aria-label={t('toast.dismiss')} />}
    </Toast.Root>
  );
}

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      {/* The region's own label ("Notifications, bottom-end (F8)") is English and names a corner: ours is translated. */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toast.region')}>
        {(toast) => <ToastItem toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
