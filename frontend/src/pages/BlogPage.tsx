import { Box, Container, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/RouterLink';
import { usePageMeta } from 'src/app/usePageMeta';
import { blog } from 'src/content/blog';
import { PageHero, ToolCallToAction } from 'src/content/ContentPage';
import { formatDate } from 'src/content/format';
import { MixedText } from 'src/components/MixedText';
import { useLanguage } from 'src/lib/language/useLanguage';

export default function BlogPage() {
  const { t } = useTranslation();
  const { language, localePath } = useLanguage();
  usePageMeta(t('meta.blog.title'), t('meta.blog.description'), { keywords: t('meta.blog.keywords') });
  const articles = blog.list(language);
  return (
    <>
      <PageHero title={t('blog.title')} lead={t('blog.intro')} />
      <Container maxW="4xl" pt={{ base: '8', md: '10' }}>
        <Stack as="ul" gap="5" listStyleType="none" data-testid="blog-list">
          {articles.map((a) => (
            <Box as="li" key={a.slug}>
              <LinkBox
                as="article"
                borderWidth="1px"
                borderRadius="l3"
                p={{ base: '5', md: '6' }}
                bg="bg.panel"
                transition="border-color 0.15s"
                _hover={{ borderColor: 'brand.solid' }}
              >
                <Text fontSize="sm" color="fg.muted" mb="2">
                  <time dateTime={a.date}>{formatDate(a.date, language)}</time>
                  {' · '}
                  {t('blog.minutes', { count: a.minutes })}
                </Text>
                <Heading as="h2" size="xl" mb="2" lineHeight="1.3">
                  <LinkOverlay asChild>
                    <RouterLink to={localePath(`/blog/${a.slug}`)}>
                      <MixedText text={a.title} language={language} />
                    </RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted">
                  <MixedText text={a.description} language={language} />
                </Text>
                <Text mt="3" color="brand.fg" fontWeight="semibold" aria-hidden="true">
                  {t('blog.readMore')} →
                </Text>
              </LinkBox>
            </Box>
          ))}
        </Stack>
      </Container>
      <ToolCallToAction />
    </>
  );
}
