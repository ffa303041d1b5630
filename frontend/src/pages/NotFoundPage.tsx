import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/RouterLink';
import { usePageMeta } from 'src/app/usePageMeta';
import { useLanguage } from 'src/lib/language/useLanguage';

/** Any path outside the route table, and a blog slug without an article (the server answers 404 for both). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { localePath } = useLanguage();
  usePageMeta(t('meta.notFound.title'), t('meta.notFound.description'), { notFound: true });
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
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand">
            <RouterLink to={localePath('/')}>{t('notFound.home')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={localePath('/blog')}>{t('notFound.blog')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
