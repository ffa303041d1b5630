import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { storage, STORAGE_KEYS } from 'src/app/storage';
import { CookiePreferencesDialog } from './CookiePreferencesDialog';

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
  const setConsent = useCallback((value: boolean) => {
    storage.set(STORAGE_KEYS.analyticsConsent, String(value));
    setState(value);
  }, []);
  const openPreferences = useCallback(() => setPrefsOpen(true), []);
  const value = useMemo(() => ({ consent, setConsent, openPreferences }), [consent, setConsent, openPreferences]);
  return (
    <ConsentContext.Provider value={value}>
      {children}
      <CookiePreferencesDialog
        open={prefsOpen}
        onOpenChange={setPrefsOpen}
        analytics={consent === true}
        onSave={setConsent}
      />
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentContextValue {
  const ctx = useContext(ConsentContext);
  if (!ctx) throw new Error('useConsent outside ConsentProvider');
  return ctx;
}
