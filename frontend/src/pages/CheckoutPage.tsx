import { Container } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from 'src/app/usePageMeta';
import { CheckoutFlow, CheckoutReturn, choiceFromSearch } from 'src/features/checkout';
import { useCountry } from 'src/lib/language/useCountry';
import { useLanguage } from 'src/lib/language/useLanguage';

/**
 * /checkout and /hi/checkout (SPEC §2): the donation checkout, or, with `?session_id=` (Stripe's return), the
 * thank-you. `?amount=N&country=CC` from the coffee-support block preselects the amount.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { language, localePath } = useLanguage();
  const { country } = useCountry();
  const [search] = useSearchParams();
  usePageMeta(t('meta.checkout.title'), t('meta.checkout.description'), { keywords: t('meta.checkout.keywords') });

  const sessionId = search.get('session_id');
  const query = search.toString();
  const checkoutHref = useCallback(
    (choice?: { country: string; amount: number }) =>
      choice
        ? `${localePath('/checkout')}?${new URLSearchParams({ amount: String(choice.amount), country: choice.country }).toString()}`
        : localePath('/checkout'),
    [localePath],
  );

  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      {sessionId ? (
        <CheckoutReturn sessionId={sessionId} homeHref={localePath('/')} checkoutHref={checkoutHref} />
      ) : (
        <CheckoutFlow
          key={query}
          initial={choiceFromSearch(search, country.code)}
          language={language}
          homeHref={localePath('/')}
        />
      )}
    </Container>
  );
}
