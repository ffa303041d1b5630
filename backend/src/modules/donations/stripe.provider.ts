import type { Provider } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from 'src/config/app-config';

/** Injection token of the Stripe client; null when STRIPE_SECRET_KEY is not set. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The Stripe SDK, pointed at STRIPE_API_BASE when set (tests, stripe-mock), otherwise at api.stripe.com. */
export function createStripeClient(config: AppConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1, // retried requests carry an idempotency key, so a retry never creates a second session
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Likho' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

export const stripeClientProvider: Provider = {
  provide: STRIPE_CLIENT,
  useFactory: createStripeClient,
  inject: [AppConfig],
};
