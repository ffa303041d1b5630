import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_LEGAL_OWNER } from '@likho/site/legal';
import { BookOpen, Coffee, Share2 } from 'lucide-react';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { RouterLink } from 'src/components/RouterLink';
import { useGetConfig } from 'src/api/generated/system/system';
import { Logo } from 'src/components/Logo';
import { PageSpinner } from 'src/components/PageSpinner';
import { Tooltip } from 'src/components/Tooltip';
import { AnalyticsBridge } from 'src/lib/analytics';
import { ConsentBanner, ConsentProvider, useConsent } from 'src/lib/consent';
import { scrollToSupport, SUPPORT_SECTION_ID } from 'src/features/donations';
import { LanguageCountryPicker } from 'src/lib/language/LanguageCountryPicker';
import { useLanguage } from 'src/lib/language/useLanguage';
import { ShareProvider, useShare } from 'src/features/share';
import { ThemeToggle } from 'src/lib/theme/ThemeToggle';
import { ScrollRestoration } from './ScrollRestoration';
import { UntilHydrated } from './UntilHydrated';

/** First tab stop: jumps past the header to the page content; visible only while focused. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipLink"
      bg="bg.panel"
      px="3"
      py="2"
      borderRadius="l2"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {t('header.skipToContent')}
    </Link>
  );
}

function Header() {
  const { t } = useTranslation();
  const { localePath } = useLanguage();
  const { openShare } = useShare();
  const navigate = useNavigate();

  // the home page always has the coffee block's anchor (#support); another page moves to home's
  const toSupport = useCallback(() => {
    if (!scrollToSupport()) void navigate(`${localePath('/')}#${SUPPORT_SECTION_ID}`);
  }, [localePath, navigate]);

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="docked">
      <Container maxW="7xl" py="2.5" px={{ base: '3', md: '6' }}>
        <Flex align="center" gap={{ base: '1', md: '4' }}>
          <RouterLink to={localePath('/')} aria-label={t('brand.home')}>
            <Logo />
          </RouterLink>
          <Text color="fg.muted" fontSize="sm" display={{ base: 'none', lg: 'block' }} data-testid="tagline">
            {t('brand.tagline')}
          </Text>
          <HStack ms="auto" gap={{ base: '0', md: '1' }} as="nav" aria-label={t('header.nav')}>
            <Tooltip content={t('header.guide')}>
              <IconButton
                asChild
                variant="ghost"
                size="sm"
                aria-label={t('header.guide')}
                display={{ base: 'inline-flex', md: 'none' }}
              >
                <RouterLink to={localePath('/guide')}>
                  <BookOpen />
                </RouterLink>
              </IconButton>
            </Tooltip>
            <Button asChild variant="ghost" size="sm" display={{ base: 'none', md: 'inline-flex' }}>
              <RouterLink to={localePath('/guide')}>
                <BookOpen />
                {t('header.guide')}
              </RouterLink>
            </Button>
            <LanguageCountryPicker />
            <ThemeToggle />
            <Tooltip content={t('share.button')}>
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t('share.button')}
                onClick={() => openShare('header')}
                display={{ base: 'inline-flex', md: 'none' }}
              >
                <Share2 />
              </IconButton>
            </Tooltip>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => openShare('header')}
              display={{ base: 'none', md: 'inline-flex' }}
              data-testid="header-share"
            >
              <Share2 />
              {t('share.button')}
            </Button>
            <Button
              size="sm"
              colorPalette="orange"
              variant="subtle"
              onClick={toSupport}
              aria-label={t('header.supportLabel')}
              data-testid="header-support"
            >
              <Coffee />
              <Text as="span" display={{ base: 'none', sm: 'inline' }}>
                {t('header.support')}
              </Text>
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function Footer() {
  const { t } = useTranslation();
  const { localePath } = useLanguage();
  const { openPreferences } = useConsent();
  const config = useGetConfig();
  const owner = config.data?.legalOwner ?? DEFAULT_LEGAL_OWNER;
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="8" pb={{ base: '10', md: '8' }}>
      <Container maxW="7xl">
        <Flex gap="6" wrap="wrap" justify="space-between" align="center" fontSize="sm" color="fg.muted">
          <Stack gap="1">
            <Logo />
            <Text data-testid="copyright">{t('footer.copyright', { year: 2025, owner })}</Text>
          </Stack>
          <Flex gap={{ base: '3', md: '5' }} as="nav" aria-label={t('footer.nav')} wrap="wrap" align="center">
            {/* Full page navigations (SPEC §2), with /hi in Hindi. */}
            <Link href={localePath('/blog')} data-testid="footer-blog">
              {t('footer.blog')}
            </Link>
            <Link href={localePath('/guide')} data-testid="footer-guide">
              {t('footer.guide')}
            </Link>
            <Link href={localePath('/privacy')} data-testid="footer-privacy">
              {t('footer.privacy')}
            </Link>
            <Button
              variant="plain"
              size="sm"
              px="0"
              color="fg.muted"
              textDecoration="underline"
              onClick={openPreferences}
              data-testid="footer-cookies"
            >
              {t('footer.cookies')}
            </Button>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}

function ConsentEffects() {
  const { consent } = useConsent();
  return <AnalyticsBridge consent={consent} />;
}

export function AppLayout() {
  return (
    <ConsentProvider>
      <ShareProvider>
        <Flex direction="column" minH="100vh" bg="bg" color="fg">
          <SkipLink />
          <Header />
          <Box as="main" flex="1" id="main" tabIndex={-1} outline="none">
            <Suspense fallback={<PageSpinner />}>
              {/* the page is hydrated after the layout (its own Suspense boundary): its own fieldset */}
              <UntilHydrated markReady>
                <Outlet />
              </UntilHydrated>
            </Suspense>
          </Box>
          <Footer />
          <ConsentBanner />
          <ConsentEffects />
          <ScrollRestoration />
        </Flex>
      </ShareProvider>
    </ConsentProvider>
  );
}
