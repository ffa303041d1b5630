import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { track, type ShareSource } from 'src/lib/analytics';

// the dialog's code is fetched, and the dialog rendered, when it is first opened
const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));

/** Opens the share dialog; `returnFocus` names where focus goes when it closes (default: where it was). */
type OpenShare = (source: ShareSource, returnFocus?: () => HTMLElement | null) => void;

const ShareContext = createContext<{ openShare: OpenShare } | null>(null);

/** One share dialog for the whole app: the header button and the feedback widget both open it. */
export function ShareProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const returnFocus = useRef<(() => HTMLElement | null) | null>(null);
  const openShare = useCallback<OpenShare>((source, focusOnClose) => {
    returnFocus.current = focusOnClose ?? null;
    track.shareOpened(source);
    setOpened(true);
    setOpen(true);
  }, []);
  // A dialog that opened by itself had no trigger: the element focused before it may be gone (the Like button
  // is replaced by the thank-you), so the opener says where focus returns.
  const finalFocusEl = useCallback(() => returnFocus.current?.() ?? null, []);
  const value = useMemo(() => ({ openShare }), [openShare]);
  return (
    <ShareContext.Provider value={value}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <ShareDialog open={open} onOpenChange={setOpen} finalFocusEl={finalFocusEl} />
        </Suspense>
      )}
    </ShareContext.Provider>
  );
}

export function useShare() {
  const ctx = useContext(ShareContext);
  if (!ctx) throw new Error('useShare outside ShareProvider');
  return ctx;
}
