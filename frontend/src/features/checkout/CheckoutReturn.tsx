import { Text } from '@chakra-ui/react';
import { Clock, HeartHandshake, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@likho/site/countries';
import { HttpError } from 'src/api/http';
import { useGetCheckoutSessionStatus } from 'src/api/generated/donations/donations';
import { NotConfigured, Notice, Problem, Waiting } from './CheckoutStates';

/** Where Stripe sends the donor back (/checkout?session_id=…): thanks with the amount, or says kindly what happened. */
export function CheckoutReturn({
  sessionId,
  homeHref,
  checkoutHref,
}: {
  sessionId: string;
  homeHref: string;
  /** The checkout page for a country and amount (or the bare page). */
  checkoutHref: (choice?: { country: string; amount: number }) => string;
}) {
  const { t } = useTranslation();
  const status = useGetCheckoutSessionStatus(sessionId);

  if (status.isPending) return <Waiting label={t('checkout.return.checking')} testId="checkout-return-loading" />;

  if (status.isError) {
    const code = status.error instanceof HttpError ? status.error.status : 0;
    if (code === 503) return <NotConfigured homeHref={homeHref} />;
    if (code === 400 || code === 404) {
      return (
        <Notice
          icon={<SearchX aria-hidden="true" />}
          title={t('checkout.return.notFound.title')}
          action={{ label: t('checkout.startAgain'), to: checkoutHref() }}
          testId="checkout-return-not-found"
        >
          <Text fontSize="lg">{t('checkout.return.notFound.body')}</Text>
        </Notice>
      );
    }
    return (
      <Problem
        title={t('checkout.return.failed.title')}
        body={t('checkout.return.failed.body')}
        onRetry={() => void status.refetch()}
        testId="checkout-return-failed"
      />
    );
  }

  const { data } = status;
  const amount = data.amount !== null && data.currency !== null ? formatAmount(data.amount, data.currency) : null;
  const again =
    data.country !== null && data.amount !== null
      ? checkoutHref({ country: data.country, amount: data.amount })
      : checkoutHref();

  if (data.status === 'complete') {
    return (
      <Notice
        icon={<HeartHandshake aria-hidden="true" />}
        title={t('checkout.return.thanks.title')}
        action={{ label: t('checkout.backToTool'), to: homeHref }}
        testId="checkout-thanks"
      >
        <Text fontSize="lg" data-testid="checkout-thanks-amount">
          {amount ? t('checkout.return.thanks.body', { amount }) : t('checkout.return.thanks.bodyNoAmount')}
        </Text>
        <Text color="fg.muted">
          {data.donationStatus === 'paid' ? t('checkout.return.thanks.paid') : t('checkout.return.thanks.confirming')}
        </Text>
      </Notice>
    );
  }

  const expired = data.status === 'expired';
  return (
    <Notice
      icon={<Clock aria-hidden="true" />}
      title={t(expired ? 'checkout.return.expired.title' : 'checkout.return.open.title')}
      action={{ label: t('checkout.startAgain'), to: again }}
      testId={expired ? 'checkout-return-expired' : 'checkout-return-open'}
    >
      <Text fontSize="lg">
        {t(expired ? 'checkout.return.expired.body' : 'checkout.return.open.body', { amount: amount ?? '' })}
      </Text>
      <Text color="fg.muted">{t('checkout.return.noCharge')}</Text>
    </Notice>
  );
}
