import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'src/app/usePageMeta';
import { StatsBand } from 'src/features/stats/StatsBand';

export default function HomePage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.home.title'), t('meta.home.description'));
  return (
    <>
      <Box as="section" py={{ base: '10', md: '16' }}>
        <Container maxW="4xl">
          <Stack gap="4" textAlign="center" align="center">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
              {t('home.heroTitle')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
              {t('home.heroSubtitle')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <StatsBand />
    </>
  );
}
