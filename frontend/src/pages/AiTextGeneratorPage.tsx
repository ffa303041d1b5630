import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'src/app/usePageMeta';
import { LandingPage } from 'src/content/LandingPage';

export default function AiTextGeneratorPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.aiTextGenerator.title'), t('meta.aiTextGenerator.description'), {
    keywords: t('meta.aiTextGenerator.keywords'),
  });
  return <LandingPage content={t('pages.aiTextGenerator', { returnObjects: true })} />;
}
