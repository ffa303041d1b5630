import { Box, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCountryCode, sortCountries } from '@likho/site/countries';
import type { Language } from '@likho/site/language';
import { useCountry } from './useCountry';
import { useLanguage } from './useLanguage';
import { PickerButton } from './PickerButton';

const LANGUAGE_FLAGS: Record<Language, string> = { en: '🇬🇧', hi: '🇮🇳' };

/**
 * The picker's menu (SPEC §2): the two interface languages, then the countries sorted by name in the current
 * language, with flags. A language switches the URL prefix and reloads; a country is stored and reloads.
 * Loaded when the header's picker button is first reached (LanguageCountryPicker).
 */
export function LanguageCountryMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguage();
  const { country, chooseCountry } = useCountry();
  return (
    // the menu's items (some 200 countries, sorted by name) are rendered when it first opens
    <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'bottom-end' }} lazyMount defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <PickerButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" maxH="min(70vh, 480px)" overflowY="auto">
            <Menu.RadioItemGroup
              value={language}
              onValueChange={(e) => {
                if ((e.value === 'en' || e.value === 'hi') && e.value !== language) switchLanguage(e.value);
              }}
            >
              <Menu.ItemGroupLabel>{t('header.languageGroup')}</Menu.ItemGroupLabel>
              {(['en', 'hi'] as const).map((lng) => (
                <Menu.RadioItem key={lng} value={lng} data-testid={`pick-language-${lng}`}>
                  <span aria-hidden="true">{LANGUAGE_FLAGS[lng]}</span>
                  <Box as="span" flex="1" lang={lng}>
                    {t(`language.names.${lng}`)}
                  </Box>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={country.code}
              onValueChange={(e) => {
                if (isCountryCode(e.value) && e.value !== country.code) chooseCountry(e.value);
              }}
            >
              <Menu.ItemGroupLabel>{t('header.countryGroup')}</Menu.ItemGroupLabel>
              <CountryItems language={language} />
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function CountryItems({ language }: { language: Language }) {
  const countries = useMemo(() => sortCountries(language), [language]);
  return countries.map((c) => (
    <Menu.RadioItem key={c.code} value={c.code} data-testid={`pick-country-${c.code}`}>
      <span aria-hidden="true">{c.flag}</span>
      <Box as="span" flex="1">
        {c.names[language]}
      </Box>
      <Menu.ItemIndicator />
    </Menu.RadioItem>
  ));
}
