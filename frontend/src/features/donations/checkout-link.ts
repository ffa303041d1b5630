import type { Language } from '@likho/site/language';
import { withLanguagePrefix } from '@likho/site/routes';

/** `/checkout?amount=N&country=CC`, under /hi in Hindi. */
export function checkoutHref(amount: number, country: string, language: Language): string {
  const params = new URLSearchParams({ amount: String(amount), country });
  return `${withLanguagePrefix('/checkout', language)}?${params.toString()}`;
}
