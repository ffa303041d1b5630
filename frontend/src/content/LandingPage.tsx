import { Box, Card, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { hasDevanagari } from '@likho/site/text';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero, ToolButton, ToolCallToAction } from './ContentPage';

/** The translated content of a tool page (`pages.<page>` in common.json, read with returnObjects). */
export interface LandingContent {
  title: string;
  lead: string;
  cta: string;
  features: { title: string; body: string }[];
  steps: string[];
  example?: { before: string; after: string };
  faq: { q: string; a: string }[];
}

function isLandingContent(value: unknown): value is LandingContent {
  const v = value as Partial<LandingContent> | null;
  return !!v && typeof v.title === 'string' && Array.isArray(v.features) && Array.isArray(v.steps);
}

/**
 * A tool page (grammar checker, AI text generator, social media generator, Hindi grammar checker): what the
 * tool does, how to use it, an example, questions and answers, and calls to action into the tool.
 */
export function LandingPage({ content }: { content: unknown }) {
  const { t } = useTranslation();
  if (!isLandingContent(content)) return null;
  const lang = (text: string) => (hasDevanagari(text) ? 'hi' : 'en');
  return (
    <>
      <PageHero title={content.title} lead={content.lead}>
        <ToolButton label={content.cta} />
      </PageHero>
      <Container maxW="4xl" pt={{ base: '10', md: '12' }}>
        <Stack gap={{ base: '10', md: '12' }}>
          <Box as="section" aria-labelledby="what-it-does">
            <Heading as="h2" size="2xl" id="what-it-does" mb="5">
              {t('pages.common.whatItDoes')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {content.features.map((f) => (
                <Card.Root recipe={cardSlotRecipe} key={f.title} variant="outline">
                  <Card.Body gap="2">
                    <Card.Title display="flex" gap="2" alignItems="center" fontSize="lg">
                      <Box as="span" color="brand.fg" aria-hidden="true">
                        <CircleCheck size={20} />
                      </Box>
                      {f.title}
                    </Card.Title>
                    <Card.Description fontSize="md">{f.body}</Card.Description>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Box>

          <Box as="section" aria-labelledby="how-to-use">
            <Heading as="h2" size="2xl" id="how-to-use" mb="5">
              {t('pages.common.howToUse')}
            </Heading>
            <List.Root recipe={listSlotRecipe} as="ol" gap="3" ps="6" listStyleType="decimal" fontSize="lg">
              {content.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Box>

          {content.example && (
            <Box as="section" aria-labelledby="example">
              <Heading as="h2" size="2xl" id="example" mb="5">
                {t('pages.common.example')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
                  <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
                    {t('pages.common.before')}
                  </Text>
                  <Text whiteSpace="pre-line" lang={lang(content.example.before)}>
                    {content.example.before}
                  </Text>
                </Box>
                <Box borderWidth="1px" borderRadius="l2" p="4" borderColor="brand.emphasized" bg="brand.subtle">
                  <Text fontSize="sm" fontWeight="semibold" color="brand.fg" mb="2">
                    {t('pages.common.after')}
                  </Text>
                  <Text whiteSpace="pre-line" lang={lang(content.example.after)}>
                    {content.example.after}
                  </Text>
                </Box>
              </SimpleGrid>
            </Box>
          )}

          <Box as="section" aria-labelledby="faq">
            <Heading as="h2" size="2xl" id="faq" mb="5">
              {t('pages.common.faq')}
            </Heading>
            <Stack gap="5">
              {content.faq.map((item) => (
                <Box key={item.q}>
                  <Heading as="h3" size="md" mb="1">
                    {item.q}
                  </Heading>
                  <Text color="fg.muted">{item.a}</Text>
                </Box>
              ))}
            </Stack>
          </Box>
        </Stack>
      </Container>
      <ToolCallToAction />
    </>
  );
}
