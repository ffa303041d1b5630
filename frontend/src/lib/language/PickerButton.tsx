import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCountry } from './useCountry';
import { useLanguage } from './useLanguage';

/** The header picker's button: the interface language, the country's flag (its menu: LanguageCountryMenu). */
export function PickerButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { country } = useCountry();
  const label = t('header.pickerLabel', {
    language: t(`language.names.${language}`),
    country: country.names[language],
  });
  return (
    <Button variant="ghost" size="sm" aria-label={label} data-testid="language-country-picker" px="2" {...props}>
      <Languages />
      <Text as="span" display={{ base: 'none', sm: 'inline' }} lang={language}>
        {t(`language.names.${language}`)}
      </Text>
      <span aria-hidden="true">{country.flag}</span>
      <ChevronDown />
    </Button>
  );
}
