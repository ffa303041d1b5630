import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'src/app/usePageMeta';
import { LandingPage } from 'src/content/LandingPage';

/** The Hindi grammar checker page, in English at /hindi-grammar-checker and in Hindi at /hi/hindi-grammar-checker. */
export default function HindiGrammarCheckerPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.hindiGrammarChecker.title'), t('meta.hindiGrammarChecker.description'), {
    keywords: t('meta.hindiGrammarChecker.keywords'),
  });
  return <LandingPage content={t('pages.hindiGrammarChecker', { returnObjects: true })} />;
}
