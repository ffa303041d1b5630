import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'src/app/usePageMeta';
import { LandingPage } from 'src/content/LandingPage';

export default function SocialMediaGeneratorPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.socialMediaGenerator.title'), t('meta.socialMediaGenerator.description'), {
    keywords: t('meta.socialMediaGenerator.keywords'),
  });
  return <LandingPage content={t('pages.socialMediaGenerator', { returnObjects: true })} />;
}
