import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, tidyAmountStops } from '@likho/site/countries';
import type { Language } from '@likho/site/language';
import { useGetConfig } from 'src/api/generated/system/system';
import { track } from 'src/lib/analytics';
import { AmountPicker } from './AmountPicker';
import type { CheckoutChoice } from './checkout-params';
import { NotConfigured, Problem, Waiting } from './CheckoutStates';
import { EmbeddedPayment } from './EmbeddedPayment';
import { useStripeLoader } from './useStripeLoader';

/**
 * /checkout without a session id: the amount (from the coffee block's link, or chosen here), then Stripe's
 * embedded checkout. Stripe.js starts loading as soon as the publishable key is known, while the donor is
 * still choosing. Without a key the page says kindly that donations are not configured.
 */
export function CheckoutFlow({
  initial,
  language,
  homeHref,
}: {
  initial: CheckoutChoice;
  language: Language;
  homeHref: string;
}) {
  const { t } = useTranslation();
  const config = useGetConfig();
  const publishableKey = config.data?.stripePublishableKey ?? null;
  const stripe = useStripeLoader(publishableKey);
  const { country } = initial;
  const [amount, setAmount] = useState(initial.amount);
  const [step, setStep] = useState<'choose' | 'pay'>(initial.fromLink ? 'pay' : 'choose');

  if (config.isPending) return <Waiting label={t('checkout.loading')} testId="checkout-loading" />;
  if (config.isError) {
    return (
      <Problem
        title={t('checkout.unavailable.title')}
        body={t('checkout.unavailable.body')}
        onRetry={() => void config.refetch()}
        testId="checkout-config-failed"
      />
    );
  }
  if (!publishableKey) return <NotConfigured homeHref={homeHref} />;

  const formatted = formatAmount(amount, country.currency, country.code);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {t('checkout.title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t('checkout.intro')}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="checkout-country">
          {t('checkout.pricedFor', {
            flag: country.flag,
            country: country.names[language],
            currency: country.currency,
          })}
        </Text>
      </Stack>

      {step === 'choose' ? (
        <Stack gap="4">
          {initial.linkRejected && (
            <Alert.Root recipe={alertSlotRecipe} status="info" borderRadius="l3" data-testid="checkout-link-rejected">
              <Alert.Indicator />
              <Alert.Description>
                {tidyAmountStops(
                  t('checkout.linkRejected', { amount: formatAmount(initial.amount, country.currency, country.code) }),
                )}
              </Alert.Description>
            </Alert.Root>
          )}
          <AmountPicker
            country={country}
            initialAmount={amount}
            onConfirm={(next) => {
              track.donationAmountChosen(country.currency, next);
              setAmount(next);
              setStep('pay');
            }}
          />
        </Stack>
      ) : (
        <Stack gap="4">
          <Flex
            gap="3"
            align="center"
            justify="space-between"
            wrap="wrap"
            p="4"
            borderWidth="1px"
            borderRadius="l3"
            bg="bg.subtle"
          >
            <Text fontSize="lg" data-testid="checkout-summary">
              {t('checkout.summary', { amount: formatted })}
            </Text>
            <Button variant="ghost" size="sm" onClick={() => setStep('choose')} data-testid="checkout-change">
              <Pencil />
              {t('checkout.changeAmount')}
            </Button>
          </Flex>
          <EmbeddedPayment
            key={`${country.code}:${amount}`}
            stripe={stripe}
            country={country}
            amount={amount}
            language={language}
            homeHref={homeHref}
          />
          <Flex gap="2" align="center" color="fg.muted" fontSize="sm">
            <Lock size={14} aria-hidden="true" />
            <Text>{t('checkout.secureNote')}</Text>
          </Flex>
        </Stack>
      )}
    </Stack>
  );
}
