import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from 'src/app/usePageMeta';
import { useLanguage } from 'src/features/language/useLanguage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { localePath } = useLanguage();
  usePageMeta(`${t('notFound.title')} · Likho`);
  return (
    <Center minH="50vh" px="6">
      <Stack gap="4" align="center" textAlign="center" data-testid="not-found">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg">
          404
        </Text>
        <Heading as="h1" size="xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.body')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={localePath('/')}>{t('notFound.home')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
