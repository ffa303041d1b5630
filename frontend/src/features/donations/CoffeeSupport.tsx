import { Box, Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { Coffee, Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, tidyAmountStops } from '@likho/site/countries';
import { useGetConfig } from 'src/api/generated/system/system';
import { DonationAmountChoice, useDonationAmount } from 'src/components/DonationAmountChoice';
import { track } from 'src/lib/analytics';
import { useCountry } from 'src/lib/language/useCountry';
import { useLanguage } from 'src/lib/language/useLanguage';
import { checkoutHref } from './checkout-link';
import { SUPPORT_SECTION_ID } from './constants';

/**
 * The coffee-support block (lazily loaded into the home page's #support anchor, which is always in the page): the
 * visitor's country's three suggested amounts in its currency (symbol on the side SPEC §9 says), or a custom whole
 * amount, linking to the checkout page.
 */
export default function CoffeeSupport() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { country } = useCountry();
  const state = useDonationAmount(country, country.donationAmounts[1]);
  const { amount } = state;
  const { data: config } = useGetConfig();
  // Promise a card payment only when the server can take one (it sends a publishable key when donations are on).
  const paymentsOn = !!config?.stripePublishableKey;
  const heading = useRef<HTMLHeadingElement>(null);
  // the Support button focused the block before this content had arrived: the focus moves on to its heading
  useEffect(() => {
    if (document.activeElement?.id === SUPPORT_SECTION_ID) heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Box as="section" aria-labelledby="support-title" py={{ base: '12', md: '16' }}>
      <Container maxW="4xl">
        <Card.Root recipe={cardSlotRecipe} variant="elevated" overflow="hidden">
          <Card.Body p={{ base: '5', md: '8' }}>
            <Stack gap="6">
              <Flex gap="4" align="start">
                <Box p="3" borderRadius="full" bg="orange.subtle" color="orange.fg" flexShrink={0}>
                  <Coffee aria-hidden="true" />
                </Box>
                <Stack gap="1">
                  <Heading ref={heading} as="h2" size="xl" id="support-title" tabIndex={-1} outline="none">
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

              <DonationAmountChoice
                country={country}
                state={state}
                testIdPrefix="coffee"
                labels={{
                  amounts: t('coffee.amountsLabel'),
                  cups: [t('coffee.cups.small'), t('coffee.cups.medium'), t('coffee.cups.large')],
                  custom: t('coffee.customLabel'),
                  help: (bounds) => t('coffee.customHelp', bounds),
                  error: (bounds) => t('coffee.customError', bounds),
                }}
              />

              <Flex gap="3" align="center" wrap="wrap">
                {amount !== null ? (
                  <Button asChild colorPalette="brand" size="lg">
                    <a
                      href={checkoutHref(amount, country.code, language)}
                      onClick={() => track.donationAmountChosen(country.currency, amount)}
                      data-testid="coffee-checkout"
                    >
                      <Heart />
                      {tidyAmountStops(
                        t('coffee.cta', { amount: formatAmount(amount, country.currency, country.code) }),
                      )}
                    </a>
                  </Button>
                ) : (
                  <Button colorPalette="brand" size="lg" disabled data-testid="coffee-checkout">
                    <Heart />
                    {t('coffee.ctaNoAmount')}
                  </Button>
                )}
                {config && (
                  <Text fontSize="sm" color="fg.muted" data-testid="coffee-note">
                    {paymentsOn ? t('coffee.note') : t('coffee.noteOff')}
                  </Text>
                )}
              </Flex>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
