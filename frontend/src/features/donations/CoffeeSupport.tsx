import {
  Box,
  Button,
  Card,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Coffee, Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, formatAmount } from '@site/countries';
import { useCountry } from 'src/features/language/useCountry';
import { useLanguage } from 'src/features/language/useLanguage';
import { checkoutHref } from './checkout-link';

import { SUPPORT_SECTION_ID } from './constants';

/**
 * The coffee-support block (lazily loaded): the visitor's country's three suggested amounts in its currency
 * (symbol on the side SPEC §9 says), or a custom whole amount, linking to the checkout page.
 */
export default function CoffeeSupport() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { country } = useCountry();
  const currency = CURRENCIES[country.currency];
  const [choice, setChoice] = useState<number | 'custom'>(country.donationAmounts[1]);
  const [custom, setCustom] = useState('');
  const customId = useId();

  const customValue = Number(custom);
  const customValid =
    custom !== '' &&
    Number.isInteger(customValue) &&
    customValue >= currency.customMin &&
    customValue <= currency.customMax;
  const amount = choice === 'custom' ? (customValid ? customValue : null) : choice;
  const cups = ['small', 'medium', 'large'] as const;

  return (
    <Box
      as="section"
      id={SUPPORT_SECTION_ID}
      aria-labelledby="support-title"
      py={{ base: '12', md: '16' }}
      scrollMarginTop="20"
    >
      <Container maxW="4xl">
        <Card.Root variant="elevated" overflow="hidden">
          <Card.Body p={{ base: '5', md: '8' }}>
            <Stack gap="6">
              <Flex gap="4" align="start">
                <Box p="3" borderRadius="full" bg="orange.subtle" color="orange.fg" flexShrink={0}>
                  <Coffee aria-hidden="true" />
                </Box>
                <Stack gap="1">
                  <Heading as="h2" size="xl" id="support-title" tabIndex={-1} outline="none">
                    {t('coffee.title')}
                  </Heading>
                  <Text color="fg.muted">{t('coffee.body')}</Text>
                  <Text fontSize="sm" color="fg.muted" data-testid="coffee-country">
                    {t('coffee.pricedFor', {
                      flag: country.flag,
                      country: country.names[language],
                      currency: country.currency,
                    })}
                  </Text>
                </Stack>
              </Flex>

              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="radiogroup" aria-label={t('coffee.amountsLabel')}>
                {country.donationAmounts.map((value, i) => {
                  const selected = choice === value;
                  return (
                    <Button
                      key={value}
                      role="radio"
                      aria-checked={selected}
                      variant={selected ? 'solid' : 'outline'}
                      colorPalette={selected ? 'brand' : 'gray'}
                      h="auto"
                      py="3"
                      flexDirection="column"
                      gap="0.5"
                      onClick={() => setChoice(value)}
                      data-testid={`coffee-amount-${i}`}
                    >
                      <Text as="span" fontSize="xl" fontWeight="bold">
                        {formatAmount(value, country.currency)}
                      </Text>
                      <Text as="span" fontSize="xs" fontWeight="normal" opacity={0.85}>
                        {t(`coffee.cups.${cups[i]}`)}
                      </Text>
                    </Button>
                  );
                })}
              </SimpleGrid>

              <Field.Root invalid={choice === 'custom' && custom !== '' && !customValid}>
                <Field.Label htmlFor={customId}>{t('coffee.customLabel')}</Field.Label>
                <HStack gap="2" w="full" maxW="sm">
                  {currency.position === 'before' && <Text aria-hidden="true">{currency.symbol}</Text>}
                  <Input
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
                    data-testid="coffee-custom"
                  />
                  {currency.position === 'after' && <Text aria-hidden="true">{currency.symbol}</Text>}
                </HStack>
                <Field.HelperText>
                  {t('coffee.customHelp', {
                    min: formatAmount(currency.customMin, currency.code),
                    max: formatAmount(currency.customMax, currency.code),
                  })}
                </Field.HelperText>
                <Field.ErrorText>
                  {t('coffee.customError', {
                    min: formatAmount(currency.customMin, currency.code),
                    max: formatAmount(currency.customMax, currency.code),
                  })}
                </Field.ErrorText>
              </Field.Root>

              <Flex gap="3" align="center" wrap="wrap">
                {amount !== null ? (
                  <Button asChild colorPalette="brand" size="lg">
                    <a href={checkoutHref(amount, country.code, language)} data-testid="coffee-checkout">
                      <Heart />
                      {t('coffee.cta', { amount: formatAmount(amount, country.currency) })}
                    </a>
                  </Button>
                ) : (
                  <Button colorPalette="brand" size="lg" disabled data-testid="coffee-checkout">
                    <Heart />
                    {t('coffee.ctaNoAmount')}
                  </Button>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {t('coffee.note')}
                </Text>
              </Flex>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
