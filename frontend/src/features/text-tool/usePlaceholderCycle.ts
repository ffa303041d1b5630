import { useEffect, useState } from 'react';

export const PLACEHOLDER_INTERVAL_MS = 3200;
export const PLACEHOLDER_VERBS = ['type', 'record', 'uploadAudio', 'uploadVideo', 'uploadImage', 'paste'] as const;
export const PLACEHOLDER_TARGETS = [
  'enhance',
  'learn',
  'linkedin',
  'thread',
  'tweet',
  'facebook',
  'reddit',
  'blog',
] as const;

/** Step of the animated placeholder: advances every 3.2 s while `active`. */
export function usePlaceholderCycle(active: boolean): { verb: string; target: string; step: number } {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setStep((s) => s + 1), PLACEHOLDER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [active]);
  return {
    step,
    verb: PLACEHOLDER_VERBS[step % PLACEHOLDER_VERBS.length],
    target: PLACEHOLDER_TARGETS[step % PLACEHOLDER_TARGETS.length],
  };
}
