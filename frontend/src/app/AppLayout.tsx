import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router';
import { useGetConfig } from 'src/api/generated/system/system';
import { PageSpinner } from 'src/components/PageSpinner';
import { Logo } from 'src/components/Logo';
import { LanguageSwitch } from 'src/features/language/LanguageSwitch';
import { useLanguage } from 'src/features/language/useLanguage';
import { ThemeToggle } from 'src/features/theme/ThemeToggle';

export const DEFAULT_LEGAL_OWNER = 'Likho EOOD, Sofia, Bulgaria';

export function AppLayout() {
  const { t } = useTranslation();
  const { localePath } = useLanguage();
  const config = useGetConfig();
  const owner = config.data?.legalOwner ?? DEFAULT_LEGAL_OWNER;
  return (
    <Flex direction="column" minH="100vh" bg="bg" color="fg">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="docked">
        <Container maxW="7xl" py="3">
          <Flex align="center" gap="4">
            <RouterLink to={localePath('/')} aria-label={t('brand.home')}>
              <Logo />
            </RouterLink>
            <Text color="fg.muted" fontSize="sm" display={{ base: 'none', md: 'block' }}>
              {t('brand.tagline')}
            </Text>
            <HStack ms="auto" gap="1">
              <LanguageSwitch />
              <ThemeToggle />
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1" id="main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="6">
        <Container maxW="7xl">
          <Flex gap="4" wrap="wrap" justify="space-between" align="center" fontSize="sm" color="fg.muted">
            <Text>{t('footer.copyright', { year: 2025, owner })}</Text>
            <HStack gap="4" as="nav" aria-label={t('footer.nav')}>
              <Link href={localePath('/blog')}>{t('footer.blog')}</Link>
              <Link href={localePath('/guide')}>{t('footer.guide')}</Link>
              <Link href={localePath('/privacy')}>{t('footer.privacy')}</Link>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <ScrollRestoration />
    </Flex>
  );
}
