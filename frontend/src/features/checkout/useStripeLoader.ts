import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useCallback, useEffect, useState } from 'react';

/** How long Stripe.js may take before the page says it could not be loaded (a stalled network never fails). */
export const STRIPE_LOAD_TIMEOUT_MS = 20_000;

export type StripeLoad =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  | { status: 'failed'; reason: 'network' | 'timeout' };

class StripeLoadTimeout extends Error {}

type Outcome = { status: 'ready'; stripe: Stripe } | { status: 'failed'; reason: 'network' | 'timeout' };

/**
 * Loads Stripe.js (the `pure` entry: nothing is fetched until a key is known) with the publishable key, and
 * fails with a reason after an error or after STRIPE_LOAD_TIMEOUT_MS. `retry()` tries again: Stripe's loader
 * forgets a failed load, so a retry injects the script anew.
 */
export function useStripeLoader(publishableKey: string | null | undefined): StripeLoad & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; outcome: Outcome } | null>(null);
  const requestKey = publishableKey ? `${publishableKey}#${attempt}` : null;

  useEffect(() => {
    if (!publishableKey || !requestKey) return;
    let active = true;
    let timer: number | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = window.setTimeout(() => reject(new StripeLoadTimeout()), STRIPE_LOAD_TIMEOUT_MS);
    });
    const settle = (outcome: Outcome) => {
      window.clearTimeout(timer);
      if (active) setResult({ key: requestKey, outcome });
    };
    Promise.race([loadStripe(publishableKey), timeout]).then(
      (stripe) => settle(stripe ? { status: 'ready', stripe } : { status: 'failed', reason: 'network' }),
      (err: unknown) => settle({ status: 'failed', reason: err instanceof StripeLoadTimeout ? 'timeout' : 'network' }),
    );
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [publishableKey, requestKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!requestKey) return { status: 'off', retry };
  if (!result || result.key !== requestKey) return { status: 'loading', retry };
  return { ...result.outcome, retry };
}
