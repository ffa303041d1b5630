import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from 'src/components/RouterLink';
import { useLanguage } from 'src/lib/language/useLanguage';

/** The heading band of a content page: title, lead and optional extra content (e.g. a call to action). */
export function PageHero({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Box as="section" bg="brand.subtle" borderBottomWidth="1px" py={{ base: '10', md: '14' }}>
      <Container maxW="4xl">
        <Stack gap="4">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" lineHeight="1.2">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="3xl">
              {lead}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** A button into the writing tool (the home page, in the visitor's language). */
export function ToolButton({ label, size = 'lg' }: { label: string; size?: 'md' | 'lg' }) {
  const { localePath } = useLanguage();
  return (
    <Button asChild colorPalette="brand" size={size} alignSelf="start">
      <RouterLink to={localePath('/')}>
        {label}
        <ArrowRight />
      </RouterLink>
    </Button>
  );
}

/** The closing band of a content page: an invitation to use the tool. */
export function ToolCallToAction() {
  const { t } = useTranslation();
  return (
    <Box as="section" borderTopWidth="1px" bg="bg.subtle" py={{ base: '10', md: '12' }} mt={{ base: '10', md: '14' }}>
      <Container maxW="4xl">
        <Stack gap="3" align={{ base: 'stretch', md: 'center' }} textAlign={{ base: 'start', md: 'center' }}>
          <Heading as="h2" size="xl">
            {t('pages.common.ctaTitle')}
          </Heading>
          <Text color="fg.muted">{t('pages.common.ctaBody')}</Text>
          <Box alignSelf={{ base: 'start', md: 'center' }}>
            <ToolButton label={t('cta.tryTool')} />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
