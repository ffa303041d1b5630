import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from 'src/app/usePageMeta';
import { useLanguage } from 'src/features/language/useLanguage';

/** A page with a title, an introduction and a call to action into the tool (keys under `pages.<page>`). */
export function SimplePage({ page }: { page: string }) {
  const { t } = useTranslation();
  const { localePath } = useLanguage();
  usePageMeta(t(`meta.${page}.title`), t(`meta.${page}.description`), { keywords: t(`meta.${page}.keywords`) });
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Stack gap="5">
        <Heading as="h1" size="3xl">
          {t(`pages.${page}.title`)}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t(`pages.${page}.intro`)}
        </Text>
        <Button asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={localePath('/')}>{t('cta.tryTool')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
