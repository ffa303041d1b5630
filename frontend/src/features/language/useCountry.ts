import { useMemo } from 'react';
import { COUNTRIES, type Country } from '@site/countries';
import { chooseCountry, currentCountry } from './country';
import { useLanguage } from './useLanguage';

/** The visitor's country entry (SPEC §3) and a way to change it (stores and reloads). */
export function useCountry(): { country: Country; chooseCountry: typeof chooseCountry } {
  const { language } = useLanguage();
  const country = useMemo(() => COUNTRIES[currentCountry(language)], [language]);
  return { country, chooseCountry };
}
