import { Badge, Box, Button, Card, Container, Grid, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import {
  ArrowRight,
  CheckCircle2,
  HeartHandshake,
  type LucideIcon,
  Megaphone,
  PenLine,
  SpellCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/RouterLink';
import { useLanguage } from 'src/lib/language/useLanguage';

interface Section {
  id: 'grammar' | 'generator' | 'social' | 'donate';
  icon: LucideIcon;
  palette: string;
  /** Page the section links to; the donation section scrolls to the coffee block instead. */
  to: string | null;
  /** A second, related page (its link text is `marketing.<id>.moreCta`). */
  more?: string;
}

const SECTIONS: readonly Section[] = [
  { id: 'grammar', icon: SpellCheck, palette: 'green', to: '/grammar-checker-free', more: '/hindi-grammar-checker' },
  { id: 'generator', icon: PenLine, palette: 'purple', to: '/ai-text-generator' },
  { id: 'social', icon: Megaphone, palette: 'blue', to: '/social-media-generator' },
  { id: 'donate', icon: HeartHandshake, palette: 'orange', to: null },
];

/** The four marketing sections of the home page (SPEC §2), each with a worked example. */
export function MarketingSections({ onSupport }: { onSupport: () => void }) {
  const { t } = useTranslation();
  const { localePath } = useLanguage();
  return (
    <Box py={{ base: '12', md: '16' }} data-testid="marketing">
      <Container maxW="6xl">
        <Stack gap={{ base: '14', md: '20' }}>
          {SECTIONS.map((s, i) => {
            const Icon = s.icon;
            const points = [1, 2, 3].map((n) => t(`marketing.${s.id}.point${n}`));
            return (
              <Grid
                as="section"
                key={s.id}
                aria-labelledby={`marketing-${s.id}`}
                templateColumns={{ base: '1fr', md: '1fr 1fr' }}
                gap={{ base: '6', md: '12' }}
                alignItems="center"
                // below the first screen: the browser skips its style and layout until it comes near the view
                css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 560px' }}
              >
                <Stack gap="4" order={{ md: i % 2 === 1 ? 2 : 1 }}>
                  <HStack gap="2">
                    <Box p="2" borderRadius="l2" bg={`${s.palette}.subtle`} color={`${s.palette}.fg`}>
                      <Icon size={20} aria-hidden="true" />
                    </Box>
                    <Badge colorPalette={s.palette} variant="subtle">
                      {t(`marketing.${s.id}.eyebrow`)}
                    </Badge>
                  </HStack>
                  <Heading as="h2" size={{ base: '2xl', md: '3xl' }} id={`marketing-${s.id}`} letterSpacing="tight">
                    {t(`marketing.${s.id}.title`)}
                  </Heading>
                  <Text color="fg.muted" fontSize="lg">
                    {t(`marketing.${s.id}.body`)}
                  </Text>
                  <List.Root recipe={listSlotRecipe} gap="2" variant="plain">
                    {points.map((p) => (
                      <List.Item key={p} alignItems="start">
                        <List.Indicator asChild color={`${s.palette}.fg`} mt="1">
                          <CheckCircle2 size={16} aria-hidden="true" />
                        </List.Indicator>
                        {p}
                      </List.Item>
                    ))}
                  </List.Root>
                  {s.to ? (
                    <HStack gap="2" wrap="wrap">
                      <Button asChild variant="outline">
                        <RouterLink to={localePath(s.to)}>
                          {t(`marketing.${s.id}.cta`)}
                          <ArrowRight />
                        </RouterLink>
                      </Button>
                      {s.more && (
                        <Button asChild variant="ghost" colorPalette={s.palette}>
                          <RouterLink to={localePath(s.more)} data-testid={`marketing-${s.id}-more`}>
                            {t(`marketing.${s.id}.moreCta`)}
                            <ArrowRight />
                          </RouterLink>
                        </Button>
                      )}
                    </HStack>
                  ) : (
                    <Button variant="outline" alignSelf="start" onClick={onSupport}>
                      {t(`marketing.${s.id}.cta`)}
                      <ArrowRight />
                    </Button>
                  )}
                </Stack>
                <Card.Root
                  recipe={cardSlotRecipe}
                  order={{ md: i % 2 === 1 ? 1 : 2 }}
                  variant="subtle"
                  aria-hidden="true"
                >
                  <Card.Body gap="3">
                    <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
                      {t('marketing.before')}
                    </Text>
                    <Text color="fg.muted" textDecoration="line-through" textDecorationColor="red.400">
                      {t(`marketing.${s.id}.exampleBefore`)}
                    </Text>
                    <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color={`${s.palette}.fg`}>
                      {t('marketing.after')}
                    </Text>
                    <Text fontWeight="medium">{t(`marketing.${s.id}.exampleAfter`)}</Text>
                  </Card.Body>
                </Card.Root>
              </Grid>
            );
          })}
        </Stack>
      </Container>
    </Box>
  );
}
