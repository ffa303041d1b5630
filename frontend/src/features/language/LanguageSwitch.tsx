import { Button } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './useLanguage';

/** Toggles between English and Hindi (the full picker with countries comes with the header). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguage();
  const other = language === 'hi' ? 'en' : 'hi';
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => switchLanguage(other)}
      aria-label={t('language.switchTo', { language: t(`language.names.${other}`) })}
      lang={other}
    >
      <Languages />
      {t(`language.names.${other}`)}
    </Button>
  );
}
