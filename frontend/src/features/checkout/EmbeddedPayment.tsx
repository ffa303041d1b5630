import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@likho/site/countries';
import type { Language } from '@likho/site/language';
import { HttpError } from 'src/api/http';
import { useCreateCheckoutSession } from 'src/api/generated/donations/donations';
import { track } from 'src/lib/analytics';
import { NotConfigured, Problem, Waiting } from './CheckoutStates';
import type { StripeLoad } from './useStripeLoader';

/**
 * Stripe's embedded checkout for one amount: the Checkout Session is created while Stripe.js loads, then both
 * go into the provider's wrapper. A spinner shows until Stripe's frame has loaded; a failure to load the
 * script or to create the session says so, with a Retry.
 */
export function EmbeddedPayment({
  stripe,
  country,
  amount,
  language,
  homeHref,
}: {
  stripe: StripeLoad & { retry: () => void };
  country: Country;
  amount: number;
  language: Language;
  homeHref: string;
}) {
  const { t } = useTranslation();
  // X-UI-Language tells the server to return the donor to /hi/checkout in Hindi.
  const session = useCreateCheckoutSession({ request: { headers: { 'X-UI-Language': language } } });
  const { mutate } = session;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once per mount (this component is keyed by country and amount)
    started.current = true;
    track.checkoutStarted(country.currency, amount);
    mutate({ data: { country: country.code, amount } });
  }, [mutate, country.code, amount, country.currency]);

  if (session.error instanceof HttpError && session.error.status === 503) return <NotConfigured homeHref={homeHref} />;

  if (stripe.status === 'failed') {
    return (
      <Problem
        title={t('checkout.loadFailed.title')}
        body={t(`checkout.loadFailed.${stripe.reason}`)}
        onRetry={() => {
          stripe.retry();
          if (session.isError) mutate({ data: { country: country.code, amount } });
        }}
        testId="checkout-load-failed"
      />
    );
  }

  if (session.isError) {
    const badAmount = session.error instanceof HttpError && session.error.status === 400;
    return (
      <Problem
        title={t('checkout.sessionFailed.title')}
        body={badAmount ? session.error.serverMessage : t('checkout.sessionFailed.body')}
        onRetry={() => mutate({ data: { country: country.code, amount } })}
        testId="checkout-session-failed"
      />
    );
  }

  if (stripe.status !== 'ready' || !session.data)
    return <Waiting label={t('checkout.loading')} testId="checkout-loading" />;

  return <CheckoutFrame stripe={stripe.stripe} clientSecret={session.data.clientSecret} />;
}

/** The provider's wrapper around Stripe's frame, with a spinner beneath it until the frame has loaded. */
function CheckoutFrame({ stripe, clientSecret }: { stripe: Stripe; clientSecret: string }) {
  const { t } = useTranslation();
  const options = useMemo(() => ({ clientSecret }), [clientSecret]);
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const onLoad = () => setLoaded(true);
    const watched = new Set<HTMLIFrameElement>();
    const watch = () => {
      for (const frame of root.querySelectorAll('iframe')) {
        if (watched.has(frame)) continue;
        watched.add(frame);
        frame.addEventListener('load', onLoad, { once: true });
      }
    };
    const observer = new MutationObserver(watch);
    observer.observe(root, { childList: true, subtree: true });
    watch();
    return () => {
      observer.disconnect();
      for (const frame of watched) frame.removeEventListener('load', onLoad);
    };
  }, []);

  return (
    <Box position="relative" minH="md" ref={box} data-testid="checkout-embedded" aria-busy={!loaded}>
      {!loaded && (
        <Center
          position="absolute"
          inset="0"
          zIndex={0}
          role="status"
          aria-live="polite"
          data-testid="checkout-loading"
        >
          <Stack align="center" gap="3">
            <Spinner size="lg" color="brand.solid" />
            <Text color="fg.muted">{t('checkout.loading')}</Text>
          </Stack>
        </Center>
      )}
      <Box position="relative" zIndex={1}>
        <EmbeddedCheckoutProvider stripe={stripe} options={options}>
          <EmbeddedCheckout />
        </EmbeddedCheckoutProvider>
      </Box>
    </Box>
  );
}
