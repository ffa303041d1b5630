/**
 * The site's two languages, one type for the server and the SPA: the interface language (X-UI-Language, the
 * `/hi` prefix), the blog's article languages and the country names. The API names the language of a text or a
 * result with its output-language values (`english` | `hindi`: outputLanguage, X-Output-Language), defined here too
 * and converted with `outputLanguageOf`.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

export const OUTPUT_LANGUAGES = ['english', 'hindi'] as const;
export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number];

export function isOutputLanguage(value: unknown): value is OutputLanguage {
  return value === 'english' || value === 'hindi';
}

/** The output-language value the API uses for a site language (`hi` → `hindi`). */
export function outputLanguageOf(language: Language): OutputLanguage {
  return language === 'hi' ? 'hindi' : 'english';
}
