import { Box, Button, CloseButton, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydratedDeferred } from 'src/lib/useHydrated';
import { useLanguage } from 'src/lib/language/useLanguage';
import { useConsent } from './ConsentProvider';

/**
 * SPEC §2 consent banner, fixed at the bottom while no choice is stored. Close acts as Decline. The stored choice
 * is only known in the browser: the prerendered page has no banner and the app shows it once hydrated (a banner in
 * the prerendered HTML that a returning visitor's app did not render broke hydration, and React rendered the whole
 * page again, dropping what the visitor had just picked).
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { consent, setConsent } = useConsent();
  const { localePath } = useLanguage();
  const hydrated = useHydratedDeferred();
  if (!hydrated || consent !== null) return null;
  return (
    <Box
      as="section"
      role="region"
      aria-labelledby="consent-title"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="bg.panel"
      borderTopWidth="1px"
      boxShadow="lg"
      data-testid="consent-banner"
    >
      <Container maxW="7xl" py="4" position="relative">
        <Flex gap={{ base: '3', md: '6' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} pe="8">
          <Flex gap="3" flex="1" align="start">
            <Box color="brand.fg" pt="0.5" display={{ base: 'none', sm: 'block' }}>
              <Cookie aria-hidden="true" />
            </Box>
            <Stack gap="1">
              <Heading as="h2" size="sm" id="consent-title">
                {t('consent.title')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('consent.body')}{' '}
                <Link href={localePath('/privacy')} color="brand.fg" textDecoration="underline">
                  {t('consent.privacyLink')}
                </Link>
              </Text>
            </Stack>
          </Flex>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="ghost" asChild>
              <a href={localePath('/privacy')}>{t('consent.settings')}</a>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConsent(false)} data-testid="consent-decline">
              {t('consent.decline')}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setConsent(true)} data-testid="consent-accept">
              {t('consent.accept')}
            </Button>
          </Flex>
        </Flex>
        <CloseButton
          size="sm"
          position="absolute"
          top="2"
          insetEnd="2"
          aria-label={t('consent.close')}
          onClick={() => setConsent(false)}
          data-testid="consent-close"
        />
      </Container>
    </Box>
  );
}
