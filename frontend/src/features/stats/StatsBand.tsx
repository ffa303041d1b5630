import { Box, Container, SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetStats } from 'src/api/generated/stats/stats';
import { formatCount } from 'src/lib/formatCount';
import { localizeDuration } from './duration';

/** Public counters from GET /api/stats; 0, 0 and 0m until they load. */
export function StatsBand() {
  const { t, i18n } = useTranslation();
  const { data } = useGetStats();
  const stats = data?.stats ?? { totalProcessed: 0, likesCollected: 0, timesSaved: '0m' };
  const nf = { format: (value: number) => formatCount(value, i18n.language) };
  const items = [
    { key: 'likes', label: t('stats.likes'), help: t('stats.likesHelp'), value: nf.format(stats.likesCollected) },
    {
      key: 'processed',
      label: t('stats.processed'),
      help: t('stats.processedHelp'),
      value: nf.format(stats.totalProcessed),
    },
    {
      key: 'saved',
      label: t('stats.saved'),
      help: t('stats.savedHelp'),
      value: localizeDuration(stats.timesSaved, (p) =>
        t(`stats.unit.${p.unit}`, { count: p.value, value: nf.format(p.value) }),
      ),
    },
  ];
  return (
    <Box as="section" aria-label={t('stats.title')} bg="bg.subtle" py="8" data-testid="stats-band">
      <Container maxW="5xl">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="6">
          {items.map((s) => (
            <Stat.Root key={s.key} textAlign="center" alignItems="center" data-testid={`stat-${s.key}`}>
              <Stat.Label>{s.label}</Stat.Label>
              <Stat.ValueText fontSize="3xl">{s.value}</Stat.ValueText>
              <Stat.HelpText asChild>
                {/* a <dl> may only hold <dt>/<dd> (axe definition-list) */}
                <dd>{s.help}</dd>
              </Stat.HelpText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
