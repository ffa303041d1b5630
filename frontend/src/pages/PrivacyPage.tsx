import { Box, Container, DataList, Heading, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { DEFAULT_LEGAL_OWNER } from '@likho/site/legal';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetConfig } from 'src/api/generated/system/system';
import { usePageMeta } from 'src/app/usePageMeta';
import { ContentMarkdown } from 'src/content/ContentMarkdown';
import { PageHero } from 'src/content/ContentPage';
import { loadDocument } from 'src/content/documents';
import { useCountry } from 'src/lib/language/useCountry';
import { useLanguage } from 'src/lib/language/useLanguage';

export default function PrivacyPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { country } = useCountry();
  const config = useGetConfig();
  usePageMeta(t('meta.privacy.title'), t('meta.privacy.description'), { keywords: t('meta.privacy.keywords') });
  const owner = config.data?.legalOwner ?? DEFAULT_LEGAL_OWNER;
  const markdown = use(loadDocument('privacy', language)).replaceAll('{{owner}}', owner);
  return (
    <>
      <PageHero title={t('privacy.title')} lead={t('privacy.intro')} />
      <Container maxW="3xl" py={{ base: '8', md: '10' }}>
        <Box borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.panel" mb="8">
          <Heading as="h2" size="md" mb="1">
            {t('privacy.device.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mb="4">
            {t('privacy.device.intro')}
          </Text>
          <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>{t('privacy.device.language')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {t(language === 'hi' ? 'language.names.hi' : 'language.names.en')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('privacy.device.country')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="privacy-country" data-country={country.code}>
                {country.names[language]}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Box>
        <ContentMarkdown>{markdown}</ContentMarkdown>
      </Container>
    </>
  );
}
