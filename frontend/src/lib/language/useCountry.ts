import { useMemo } from 'react';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '@likho/site/countries';
import { useHydratedDeferred } from 'src/lib/useHydrated';
import { chooseCountry, currentCountry } from './country';
import { useLanguage } from './useLanguage';

/** The visitor's country entry (SPEC §3) and a way to change it (stores and reloads). */
export function useCountry(): { country: Country; chooseCountry: typeof chooseCountry } {
  const { language } = useLanguage();
  // the prerendered HTML has the language's default country: hydrate that, then show the visitor's
  const hydrated = useHydratedDeferred();
  const country = useMemo(
    () => COUNTRIES[hydrated ? currentCountry(language) : language === 'hi' ? 'IN' : DEFAULT_COUNTRY],
    [hydrated, language],
  );
  return { country, chooseCountry };
}
