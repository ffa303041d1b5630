import { checkDonationAmount, COUNTRIES, type Country, type CountryCode } from '@likho/site/countries';

/** What the checkout starts with, read from `?amount=N&country=CC` (the coffee-support block's link). */
export interface CheckoutChoice {
  country: Country;
  /** Whole units of the country's currency. */
  amount: number;
  /** True when the link carried a valid amount and country (the donor already chose on the home page). */
  fromLink: boolean;
  /** True when the link carried an amount or a country that could not be used (and the fallback was taken). */
  linkRejected: boolean;
}

/** A whole number written with digits only (no sign, exponent, decimals or spaces), else NaN. */
export function parseWholeAmount(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return Number.NaN;
  return Number(raw.trim());
}

/** The country's middle suggested amount: the sensible default when nothing valid was chosen. */
export function middleAmount(country: Country): number {
  return country.donationAmounts[1];
}

/**
 * The donation to start from. A link's amount and country are used only when checkDonationAmount accepts them
 * (a suggested amount, or a whole custom amount within the currency's bounds); otherwise the visitor's own
 * country and its middle suggested amount.
 */
export function choiceFromSearch(search: URLSearchParams, visitorCountry: CountryCode): CheckoutChoice {
  const rawAmount = search.get('amount');
  const rawCountry = search.get('country');
  const check = checkDonationAmount(rawCountry?.trim().toUpperCase(), parseWholeAmount(rawAmount));
  if (check.ok) return { country: check.country, amount: check.amount, fromLink: true, linkRejected: false };
  const country = COUNTRIES[visitorCountry];
  return {
    country,
    amount: middleAmount(country),
    fromLink: false,
    linkRejected: rawAmount !== null || rawCountry !== null,
  };
}
