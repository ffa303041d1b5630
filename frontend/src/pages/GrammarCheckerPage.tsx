import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'src/app/usePageMeta';
import { LandingPage } from 'src/content/LandingPage';

export default function GrammarCheckerPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.grammarChecker.title'), t('meta.grammarChecker.description'), {
    keywords: t('meta.grammarChecker.keywords'),
  });
  return <LandingPage content={t('pages.grammarChecker', { returnObjects: true })} />;
}
