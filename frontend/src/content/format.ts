import type { Language } from '@likho/site/language';

/** A YYYY-MM-DD date in the visitor's language: "10 February 2025", "10 फ़रवरी 2025". */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
