import { useTranslation } from 'react-i18next';
import { usePageMeta } from 'src/app/usePageMeta';
import { LandingPage } from 'src/content/LandingPage';

/** English-only route (SPEC §2); its texts exist in Hindi too for visitors whose interface is Hindi. */
export default function HindiGrammarCheckerPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.hindiGrammarChecker.title'), t('meta.hindiGrammarChecker.description'), {
    keywords: t('meta.hindiGrammarChecker.keywords'),
  });
  return <LandingPage content={t('pages.hindiGrammarChecker', { returnObjects: true })} />;
}
