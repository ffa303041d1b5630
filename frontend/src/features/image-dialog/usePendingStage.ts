import { useEffect, useState } from 'react';

/** SPEC §4: 'Creating your social media post...' then, after about 3 s, 'Adding final touches...'. */
export const FINAL_TOUCHES_AFTER_MS = 3000;

export type PendingStage = 'creating' | 'finishing';

/** The pending text's stage: creating while pending starts, finishing after FINAL_TOUCHES_AFTER_MS. */
export function usePendingStage(pending: boolean): PendingStage {
  const [stage, setStage] = useState<PendingStage>('creating');
  useEffect(() => {
    if (!pending) return;
    setStage('creating');
    const id = window.setTimeout(() => setStage('finishing'), FINAL_TOUCHES_AFTER_MS);
    return () => window.clearTimeout(id);
  }, [pending]);
  return stage;
}
