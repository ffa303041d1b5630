import { Button, Stack } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type Country, tidyAmountStops } from '@likho/site/countries';
import { DonationAmountChoice, useDonationAmount } from 'src/components/DonationAmountChoice';

/**
 * The donor's amount: the country's three suggested amounts, or a whole custom amount within the currency's
 * bounds (the server checks the same rule). Confirming moves on to payment.
 */
export function AmountPicker({
  country,
  initialAmount,
  onConfirm,
}: {
  country: Country;
  initialAmount: number;
  onConfirm: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const state = useDonationAmount(country, initialAmount);
  const { amount } = state;

  return (
    <Stack
      gap="5"
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (amount !== null) onConfirm(amount);
      }}
    >
      <DonationAmountChoice
        country={country}
        state={state}
        testIdPrefix="checkout"
        labels={{
          amounts: t('checkout.amountsLabel'),
          cups: [t('checkout.cups.small'), t('checkout.cups.medium'), t('checkout.cups.large')],
          custom: t('checkout.customLabel'),
          help: (bounds) => t('checkout.customHelp', bounds),
          error: (bounds) => t('checkout.customError', bounds),
        }}
      />

      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        alignSelf="start"
        disabled={amount === null}
        data-testid="checkout-continue"
      >
        {amount !== null
          ? tidyAmountStops(t('checkout.continue', { amount: formatAmount(amount, country.currency, country.code) }))
          : t('checkout.chooseAmount')}
        <ArrowRight />
      </Button>
    </Stack>
  );
}
