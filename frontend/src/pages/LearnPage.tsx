import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/RouterLink';
import { usePageMeta } from 'src/app/usePageMeta';
import { useLanguage } from 'src/lib/language/useLanguage';
import { PageSpinner } from 'src/components/PageSpinner';
import { loadLessonView } from 'src/features/learning';
import { loadLesson } from 'src/features/lessons';

const LessonView = lazy(loadLessonView);

/** /learn (SPEC §2): the lesson built from the visitor's mistakes, kept in storage so a reload keeps it. */
export default function LearnPage() {
  const { t } = useTranslation();
  const { localePath } = useLanguage();
  usePageMeta(t('meta.learn.title'), t('meta.learn.description'), { keywords: t('meta.learn.keywords') });
  const [lesson] = useState(loadLesson);

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          {t('pages.learn.title')}
        </Heading>
        {lesson ? (
          <Suspense fallback={<PageSpinner />}>
            <LessonView lesson={lesson} />
          </Suspense>
        ) : (
          <Stack gap="4" data-testid="learn-empty">
            <Text fontSize="lg" color="fg.muted">
              {t('pages.learn.intro')}
            </Text>
            <Text>{t('learn.empty.intro')}</Text>
            <Stack as="ol" gap="1" ps="5" listStyleType="decimal">
              <li>{t('learn.empty.step1')}</li>
              <li>{t('learn.empty.step2')}</li>
              <li>{t('learn.empty.step3')}</li>
            </Stack>
            <Button asChild colorPalette="brand" alignSelf="start">
              <RouterLink to={localePath('/')}>{t('learn.empty.cta')}</RouterLink>
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
