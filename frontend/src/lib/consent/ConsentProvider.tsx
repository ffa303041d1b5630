import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { storage, STORAGE_KEYS } from 'src/lib/storage';

// the dialog's code is fetched, and the dialog rendered, when it is first opened
const CookiePreferencesDialog = lazy(() =>
  import('./CookiePreferencesDialog').then((m) => ({ default: m.CookiePreferencesDialog })),
);

/** Stored analytics consent: true, false, or null while the visitor has not chosen (SPEC §4). */
export function readConsent(): boolean | null {
  const v = storage.get(STORAGE_KEYS.analyticsConsent);
  return v === 'true' ? true : v === 'false' ? false : null;
}

interface ConsentContextValue {
  consent: boolean | null;
  setConsent: (value: boolean) => void;
  openPreferences: () => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setState] = useState<boolean | null>(readConsent);
  const [prefsOpen, setPrefsOpen] = useState(false);
  const [prefsOpened, setPrefsOpened] = useState(false);
  const setConsent = useCallback((value: boolean) => {
    storage.set(STORAGE_KEYS.analyticsConsent, String(value));
    setState(value);
  }, []);
  const openPreferences = useCallback(() => {
    setPrefsOpened(true);
    setPrefsOpen(true);
  }, []);
  const value = useMemo(() => ({ consent, setConsent, openPreferences }), [consent, setConsent, openPreferences]);
  return (
    <ConsentContext.Provider value={value}>
      {children}
      {prefsOpened && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={prefsOpen}
            onOpenChange={setPrefsOpen}
            analytics={consent === true}
            onSave={setConsent}
          />
        </Suspense>
      )}
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentContextValue {
  const ctx = useContext(ConsentContext);
  if (!ctx) throw new Error('useConsent outside ConsentProvider');
  return ctx;
}
