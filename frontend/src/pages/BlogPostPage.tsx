import { Box, Container, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouterLink } from 'src/components/RouterLink';
import { usePageMeta } from 'src/app/usePageMeta';
import { blog } from 'src/content/blog';
import { ContentMarkdown } from 'src/content/ContentMarkdown';
import { PageHero, ToolCallToAction } from 'src/content/ContentPage';
import { formatDate } from 'src/content/format';
import { MixedText } from 'src/components/MixedText';
import { useLanguage } from 'src/lib/language/useLanguage';
import NotFoundPage from './NotFoundPage';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { language } = useLanguage();
  const article = blog.find(slug, language);
  if (!article) return <NotFoundPage />;
  return <Article slug={slug} />;
}

function Article({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { language, localePath } = useLanguage();
  const article = blog.find(slug, language)!;
  usePageMeta(t('meta.blogPost.title', { title: article.title }), article.description, {
    keywords: article.keywords || t('meta.blogPost.keywords'),
  });
  const others = blog.list(language).filter((a) => a.slug !== slug);
  return (
    <>
      <PageHero
        title={<MixedText text={article.title} language={language} />}
        lead={<MixedText text={article.description} language={language} />}
      >
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={article.date}>{formatDate(article.date, language)}</time>
          {' · '}
          {t('blog.minutes', { count: article.minutes })}
        </Text>
      </PageHero>
      <Container maxW="3xl" pt={{ base: '8', md: '10' }}>
        <Box as="article">
          <ContentMarkdown>{article.body}</ContentMarkdown>
        </Box>
        <Stack as="nav" aria-label={t('blog.moreArticles')} gap="3" mt="12" pt="6" borderTopWidth="1px">
          <Text fontWeight="semibold">{t('blog.moreArticles')}</Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {others.slice(0, 3).map((a) => (
              <li key={a.slug}>
                <Link asChild color="brand.fg">
                  <RouterLink to={localePath(`/blog/${a.slug}`)}>
                    <MixedText text={a.title} language={language} />
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
          <Link asChild color="fg.muted" mt="2" alignSelf="start">
            <RouterLink to={localePath('/blog')}>
              <ArrowLeft size={16} />
              {t('blog.back')}
            </RouterLink>
          </Link>
        </Stack>
      </Container>
      <ToolCallToAction />
    </>
  );
}
