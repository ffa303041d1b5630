import { withLanguagePrefix, type SiteLanguage } from '@site/routes';

/** `/checkout?amount=N&country=CC`, under /hi in Hindi. */
export function checkoutHref(amount: number, country: string, language: SiteLanguage): string {
  const params = new URLSearchParams({ amount: String(amount), country });
  return `${withLanguagePrefix('/checkout', language)}?${params.toString()}`;
}
