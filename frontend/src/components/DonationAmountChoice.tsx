import { Button, Field, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { useId, useState } from 'react';
import { checkDonationAmount, CURRENCIES, formatAmount, type Country, tidyAmountStops } from '@likho/site/countries';

/**
 * The donor's amount, shared by the coffee-support block and the checkout page: one of the country's three
 * suggested amounts, or a whole custom amount within the currency's bounds — the same rule the server applies.
 */
export function useDonationAmount(country: Country, initialAmount: number) {
  const suggested = country.donationAmounts.includes(initialAmount);
  const [choice, setChoice] = useState<number | 'custom'>(suggested ? initialAmount : 'custom');
  const [custom, setCustom] = useState(suggested ? '' : String(initialAmount));
  const customValue = /^\d+$/.test(custom.trim()) ? Number(custom.trim()) : Number.NaN;
  const customValid = checkDonationAmount(country.code, customValue).ok;
  const amount = choice === 'custom' ? (customValid ? customValue : null) : choice;
  return { choice, setChoice, custom, setCustom, customValid, amount };
}

export type DonationAmountState = ReturnType<typeof useDonationAmount>;

export interface DonationAmountLabels {
  amounts: string;
  /** Small, medium, large cup captions under the three suggested amounts. */
  cups: readonly [string, string, string];
  custom: string;
  /** (bounds) → helper and error texts. */
  help: (bounds: { min: string; max: string }) => string;
  error: (bounds: { min: string; max: string }) => string;
}

export function DonationAmountChoice({
  country,
  state,
  labels,
  testIdPrefix,
}: {
  country: Country;
  state: DonationAmountState;
  labels: DonationAmountLabels;
  testIdPrefix: string;
}) {
  const customId = useId();
  const currency = CURRENCIES[country.currency];
  const bounds = {
    min: formatAmount(currency.customMin, currency.code, country.code),
    max: formatAmount(currency.customMax, currency.code, country.code),
  };
  const { choice, setChoice, custom, setCustom, customValid } = state;
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="radiogroup" aria-label={labels.amounts}>
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
              data-testid={`${testIdPrefix}-amount-${i}`}
            >
              <Text as="span" fontSize="xl" fontWeight="bold">
                {formatAmount(value, country.currency, country.code)}
              </Text>
              <Text as="span" fontSize="xs" fontWeight="normal" opacity={0.85}>
                {labels.cups[i]}
              </Text>
            </Button>
          );
        })}
      </SimpleGrid>

      <Field.Root invalid={choice === 'custom' && custom !== '' && !customValid}>
        <Field.Label htmlFor={customId}>{labels.custom}</Field.Label>
        <HStack gap="2" w="full" maxW="sm">
          {currency.position === 'before' && <Text aria-hidden="true">{currency.symbol}</Text>}
          <Input
            recipe={inputRecipe}
            id={customId}
            inputMode="numeric"
            type="number"
            min={currency.customMin}
            max={currency.customMax}
            step={1}
            value={custom}
            placeholder={String(country.donationAmounts[1])}
            onFocus={() => setChoice('custom')}
            onChange={(e) => {
              setCustom(e.target.value);
              setChoice('custom');
            }}
            data-testid={`${testIdPrefix}-custom`}
          />
          {currency.position === 'after' && <Text aria-hidden="true">{currency.symbol}</Text>}
        </HStack>
        <Field.HelperText>{tidyAmountStops(labels.help(bounds))}</Field.HelperText>
        <Field.ErrorText>{tidyAmountStops(labels.error(bounds))}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
