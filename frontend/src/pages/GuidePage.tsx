import { Box, Container, Grid, Heading, Link, List } from '@chakra-ui/react';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'src/app/usePageMeta';
import { ContentMarkdown, headingId } from 'src/content/ContentMarkdown';
import { PageHero, ToolCallToAction } from 'src/content/ContentPage';
import { loadDocument, sectionTitles } from 'src/content/documents';
import { useLanguage } from 'src/lib/language/useLanguage';

export default function GuidePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  usePageMeta(t('meta.guide.title'), t('meta.guide.description'), { keywords: t('meta.guide.keywords') });
  const markdown = use(loadDocument('guide', language));
  const sections = sectionTitles(markdown);
  return (
    <>
      <PageHero title={t('guide.title')} lead={t('guide.intro')} />
      <Container maxW="6xl" pt={{ base: '8', md: '10' }}>
        <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <Box
            as="nav"
            aria-label={t('guide.onThisPage')}
            position={{ lg: 'sticky' }}
            top={{ lg: '5rem' }}
            borderWidth="1px"
            borderRadius="l3"
            p="4"
            bg="bg.panel"
          >
            <Heading as="h2" size="sm" mb="3" color="fg.muted">
              {t('guide.onThisPage')}
            </Heading>
            <List.Root recipe={listSlotRecipe} gap="2" listStyleType="none" fontSize="sm">
              {sections.map((title) => (
                <List.Item key={title}>
                  <Link href={`#${headingId(title)}`} color="fg" _hover={{ color: 'brand.fg' }}>
                    {title}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Box maxW="3xl" data-testid="guide-content">
            <ContentMarkdown>{markdown}</ContentMarkdown>
          </Box>
        </Grid>
      </Container>
      <ToolCallToAction />
    </>
  );
}
