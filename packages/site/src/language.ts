/**
 * The site's two languages, one type for the server and the SPA: the interface language (X-UI-Language, the
 * `/hi` prefix), the blog's article languages and the country names. The API's output-language values
 * (`english` | `hindi`) are request values of their own and convert with `outputLanguageOf`.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/** The output-language value the API uses for a site language (`hi` → `hindi`). */
export function outputLanguageOf(language: Language): 'english' | 'hindi' {
  return language === 'hi' ? 'hindi' : 'english';
}
