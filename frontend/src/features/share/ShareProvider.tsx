import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { track, type ShareSource } from 'src/features/analytics';
import { ShareDialog } from './ShareDialog';

const ShareContext = createContext<{ openShare: (source: ShareSource) => void } | null>(null);

/** One share dialog for the whole app: the header button and the feedback widget both open it. */
export function ShareProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openShare = useCallback((source: ShareSource) => {
    track.shareOpened(source);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openShare }), [openShare]);
  return (
    <ShareContext.Provider value={value}>
      {children}
      <ShareDialog open={open} onOpenChange={setOpen} />
    </ShareContext.Provider>
  );
}

export function useShare() {
  const ctx = useContext(ShareContext);
  if (!ctx) throw new Error('useShare outside ShareProvider');
  return ctx;
}
