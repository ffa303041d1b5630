import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, formatAmount, type Country } from '@site/countries';
import { customBounds, isValidAmount } from './checkout-params';

const CUPS = ['small', 'medium', 'large'] as const;

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
  const currency = CURRENCIES[country.currency];
  const suggested = country.donationAmounts.includes(initialAmount);
  const [choice, setChoice] = useState<number | 'custom'>(suggested ? initialAmount : 'custom');
  const [custom, setCustom] = useState(suggested ? '' : String(initialAmount));
  const customId = useId();

  const customValue = /^\d+$/.test(custom.trim()) ? Number(custom.trim()) : Number.NaN;
  const customValid = isValidAmount(country, customValue);
  const amount = choice === 'custom' ? (customValid ? customValue : null) : choice;
  const { min, max } = customBounds(country);
  const bounds = { min: formatAmount(min, currency.code), max: formatAmount(max, currency.code) };

  return (
    <Stack
      gap="5"
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (amount !== null) onConfirm(amount);
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="radiogroup" aria-label={t('checkout.amountsLabel')}>
        {country.donationAmounts.map((value, i) => {
          const selected = choice === value;
          return (
            <Button
              key={value}
              type="button"
              role="radio"
              aria-checked={selected}
              variant={selected ? 'solid' : 'outline'}
              colorPalette={selected ? 'brand' : 'gray'}
              h="auto"
              py="3"
              flexDirection="column"
              gap="0.5"
              onClick={() => setChoice(value)}
              data-testid={`checkout-amount-${i}`}
            >
              <Text as="span" fontSize="xl" fontWeight="bold">
                {formatAmount(value, country.currency)}
              </Text>
              <Text as="span" fontSize="xs" fontWeight="normal" opacity={0.85}>
                {t(`checkout.cups.${CUPS[i]}`)}
              </Text>
            </Button>
          );
        })}
      </SimpleGrid>

      <Field.Root invalid={choice === 'custom' && custom !== '' && !customValid}>
        <Field.Label htmlFor={customId}>{t('checkout.customLabel')}</Field.Label>
        <HStack gap="2" w="full" maxW="sm">
          {currency.position === 'before' && <Text aria-hidden="true">{currency.symbol}</Text>}
          <Input
            id={customId}
            inputMode="numeric"
            type="number"
            min={min}
            max={max}
            step={1}
            value={custom}
            placeholder={String(country.donationAmounts[1])}
            onFocus={() => setChoice('custom')}
            onChange={(e) => {
              setCustom(e.target.value);
              setChoice('custom');
            }}
            data-testid="checkout-custom"
          />
          {currency.position === 'after' && <Text aria-hidden="true">{currency.symbol}</Text>}
        </HStack>
        <Field.HelperText>{t('checkout.customHelp', bounds)}</Field.HelperText>
        <Field.ErrorText>{t('checkout.customError', bounds)}</Field.ErrorText>
      </Field.Root>

      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        alignSelf="start"
        disabled={amount === null}
        data-testid="checkout-continue"
      >
        {amount !== null
          ? t('checkout.continue', { amount: formatAmount(amount, country.currency) })
          : t('checkout.chooseAmount')}
        <ArrowRight />
      </Button>
    </Stack>
  );
}
