/**
 * Countries, currencies and donation amounts (SPEC §3 "Country entry", "Currency display entry"; §9 tables),
 * shared by the server (validating donations, building the Stripe session) and the SPA (country picker,
 * coffee-support block). Pure data.
 *
 * Decisions recorded here:
 * - Every amount is a WHOLE number of currency units (no cents), suggested and custom alike. It keeps the
 *   picker simple and satisfies Stripe's special cases for HUF (and TWD/ISK-style rules): Stripe treats HUF
 *   and CZK as two-decimal currencies in the API (amount × 100) while some contexts (payouts, some card
 *   networks) only accept whole units, i.e. minor amounts divisible by 100. Whole units × 100 always are.
 * - `minorUnitExponent` is what Stripe expects in `unit_amount` (2 for every currency of this table; none of
 *   them is a Stripe zero-decimal currency). Use `toMinorUnits`, never `× 100` by hand.
 * - EE, LT, MT, PT, SK: the sources differ (0.7 or 0.75); 0.7 is used. The multiplier is informational
 *   (the amounts are fixed by the table), so nothing depends on the choice.
 * - Custom amounts: whole units between `customMin` and `customMax` of the currency (about 1 to 500 US
 *   dollars' worth, never below Stripe's minimum charge, and always including the suggested amounts).
 * - Display: symbol and amount separated by one space, on the side the table says: `₹ 50`, `13 €`; the number
 *   is written in the country's style (`₹ 1,80,000`, `40.000 €` in Germany, `5 000 kr.` in Sweden, `Fr. 1'000`).
 */

import type { Language } from './language.ts';

export const CURRENCY_CODES = [
  'USD',
  'INR',
  'GBP',
  'AUD',
  'CAD',
  'CHF',
  'EUR',
  'BGN',
  'CZK',
  'DKK',
  'HUF',
  'PLN',
  'RON',
  'SEK',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const COUNTRY_CODES = [
  'US',
  'IN',
  'GB',
  'AU',
  'CA',
  'AT',
  'BE',
  'FI',
  'FR',
  'DE',
  'IE',
  'LU',
  'NL',
  'IT',
  'ES',
  'SI',
  'CY',
  'EE',
  'LT',
  'MT',
  'PT',
  'SK',
  'HR',
  'GR',
  'LV',
  'BG',
  'CZ',
  'DK',
  'HU',
  'PL',
  'RO',
  'SE',
  'CH',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** SPEC §3: the default country. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface CurrencyInfo {
  code: CurrencyCode;
  /** Display symbol (SPEC §9). */
  symbol: string;
  /** Where the symbol goes relative to the amount (SPEC §9). */
  position: 'before' | 'after';
  /** Decimal places of the amount Stripe expects in the API (`unit_amount = units × 10^exponent`). */
  minorUnitExponent: number;
  /** Smallest custom amount, whole units. */
  customMin: number;
  /** Largest custom amount, whole units. */
  customMax: number;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  USD: { code: 'USD', symbol: '$', position: 'before', minorUnitExponent: 2, customMin: 1, customMax: 500 },
  INR: { code: 'INR', symbol: '₹', position: 'before', minorUnitExponent: 2, customMin: 50, customMax: 40_000 },
  GBP: { code: 'GBP', symbol: '£', position: 'before', minorUnitExponent: 2, customMin: 1, customMax: 400 },
  AUD: { code: 'AUD', symbol: 'A$', position: 'before', minorUnitExponent: 2, customMin: 1, customMax: 750 },
  CAD: { code: 'CAD', symbol: 'C$', position: 'before', minorUnitExponent: 2, customMin: 1, customMax: 700 },
  CHF: { code: 'CHF', symbol: 'Fr.', position: 'before', minorUnitExponent: 2, customMin: 1, customMax: 450 },
  EUR: { code: 'EUR', symbol: '€', position: 'after', minorUnitExponent: 2, customMin: 1, customMax: 500 },
  BGN: { code: 'BGN', symbol: 'лв.', position: 'after', minorUnitExponent: 2, customMin: 2, customMax: 900 },
  CZK: { code: 'CZK', symbol: 'Kč', position: 'after', minorUnitExponent: 2, customMin: 25, customMax: 11_000 },
  DKK: { code: 'DKK', symbol: 'kr.', position: 'after', minorUnitExponent: 2, customMin: 7, customMax: 3_400 },
  HUF: { code: 'HUF', symbol: 'Ft', position: 'after', minorUnitExponent: 2, customMin: 400, customMax: 180_000 },
  PLN: { code: 'PLN', symbol: 'zł', position: 'after', minorUnitExponent: 2, customMin: 4, customMax: 2_000 },
  RON: { code: 'RON', symbol: 'lei', position: 'after', minorUnitExponent: 2, customMin: 3, customMax: 2_200 },
  SEK: { code: 'SEK', symbol: 'kr.', position: 'after', minorUnitExponent: 2, customMin: 10, customMax: 5_000 },
};

export interface Country {
  code: CountryCode;
  /** Name in each interface language. */
  names: Readonly<Record<Language, string>>;
  currency: CurrencyCode;
  /** Flag emoji. */
  flag: string;
  /** Purchasing-power factor relative to the US (informational). */
  pppMultiplier: number;
  /** The three suggested amounts, whole units of `currency`, ascending. */
  donationAmounts: readonly [number, number, number];
}

type Row = [CountryCode, string, string, CurrencyCode, string, number, [number, number, number]];

// code, English name, Hindi name, currency, flag, multiplier, amounts (SPEC §9)
const ROWS: Row[] = [
  ['US', 'United States', 'संयुक्त राज्य अमेरिका', 'USD', '🇺🇸', 1, [1, 5, 15]],
  ['IN', 'India', 'भारत', 'INR', '🇮🇳', 0.3, [50, 150, 400]],
  ['GB', 'United Kingdom', 'यूनाइटेड किंगडम', 'GBP', '🇬🇧', 0.8, [1, 4, 12]],
  ['AU', 'Australia', 'ऑस्ट्रेलिया', 'AUD', '🇦🇺', 0.75, [1, 7, 20]],
  ['CA', 'Canada', 'कनाडा', 'CAD', '🇨🇦', 0.75, [1, 6, 18]],
  ['AT', 'Austria', 'ऑस्ट्रिया', 'EUR', '🇦🇹', 0.85, [1, 4, 13]],
  ['BE', 'Belgium', 'बेल्जियम', 'EUR', '🇧🇪', 0.85, [1, 4, 13]],
  ['FI', 'Finland', 'फ़िनलैंड', 'EUR', '🇫🇮', 0.85, [1, 4, 13]],
  ['FR', 'France', 'फ़्रांस', 'EUR', '🇫🇷', 0.85, [1, 4, 13]],
  ['DE', 'Germany', 'जर्मनी', 'EUR', '🇩🇪', 0.85, [1, 4, 13]],
  ['IE', 'Ireland', 'आयरलैंड', 'EUR', '🇮🇪', 0.85, [1, 4, 13]],
  ['LU', 'Luxembourg', 'लक्ज़मबर्ग', 'EUR', '🇱🇺', 0.85, [1, 4, 13]],
  ['NL', 'Netherlands', 'नीदरलैंड्स', 'EUR', '🇳🇱', 0.85, [1, 4, 13]],
  ['IT', 'Italy', 'इटली', 'EUR', '🇮🇹', 0.75, [1, 4, 11]],
  ['ES', 'Spain', 'स्पेन', 'EUR', '🇪🇸', 0.75, [1, 4, 11]],
  ['SI', 'Slovenia', 'स्लोवेनिया', 'EUR', '🇸🇮', 0.75, [1, 4, 11]],
  ['CY', 'Cyprus', 'साइप्रस', 'EUR', '🇨🇾', 0.75, [1, 4, 11]],
  ['EE', 'Estonia', 'एस्टोनिया', 'EUR', '🇪🇪', 0.7, [1, 4, 11]],
  ['LT', 'Lithuania', 'लिथुआनिया', 'EUR', '🇱🇹', 0.7, [1, 4, 11]],
  ['MT', 'Malta', 'माल्टा', 'EUR', '🇲🇹', 0.7, [1, 4, 11]],
  ['PT', 'Portugal', 'पुर्तगाल', 'EUR', '🇵🇹', 0.7, [1, 4, 11]],
  ['SK', 'Slovakia', 'स्लोवाकिया', 'EUR', '🇸🇰', 0.7, [1, 4, 11]],
  ['HR', 'Croatia', 'क्रोएशिया', 'EUR', '🇭🇷', 0.6, [1, 3, 9]],
  ['GR', 'Greece', 'यूनान', 'EUR', '🇬🇷', 0.65, [1, 3, 10]],
  ['LV', 'Latvia', 'लातविया', 'EUR', '🇱🇻', 0.65, [1, 3, 10]],
  ['BG', 'Bulgaria', 'बुल्गारिया', 'BGN', '🇧🇬', 0.4, [2, 10, 30]],
  ['CZ', 'Czechia', 'चेकिया', 'CZK', '🇨🇿', 0.65, [25, 80, 240]],
  ['DK', 'Denmark', 'डेनमार्क', 'DKK', '🇩🇰', 0.85, [7, 28, 85]],
  ['HU', 'Hungary', 'हंगरी', 'HUF', '🇭🇺', 0.55, [400, 1750, 5250]],
  ['PL', 'Poland', 'पोलैंड', 'PLN', '🇵🇱', 0.6, [4, 12, 36]],
  ['RO', 'Romania', 'रोमानिया', 'RON', '🇷🇴', 0.55, [3, 14, 41]],
  ['SE', 'Sweden', 'स्वीडन', 'SEK', '🇸🇪', 0.85, [10, 42, 127]],
  ['CH', 'Switzerland', 'स्विट्ज़रलैंड', 'CHF', '🇨🇭', 0.9, [1, 5, 12]],
];

/** The country table, keyed by two-letter code (SPEC §3 "Country entry"); the unit test checks all 33 are here. */
export const COUNTRIES: Readonly<Record<CountryCode, Country>> = (() => {
  const table = {} as Record<CountryCode, Country>;
  for (const [code, en, hi, currency, flag, pppMultiplier, donationAmounts] of ROWS) {
    table[code] = { code, names: { en, hi }, currency, flag, pppMultiplier, donationAmounts };
  }
  return table;
})();

/** True when `code` is a country of the table (case-sensitive, upper case). */
export function isCountryCode(code: unknown): code is CountryCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(COUNTRIES, code);
}

/** The country for a code, or undefined when it is not in the table. */
export function findCountry(code: unknown): Country | undefined {
  return isCountryCode(code) ? COUNTRIES[code] : undefined;
}

/** Every country, sorted by its name in `language` (SPEC §9: the list is shown sorted by name). */
export function sortCountries(language: Language): Country[] {
  const collator = new Intl.Collator(language === 'hi' ? 'hi' : 'en', { sensitivity: 'base' });
  return Object.values(COUNTRIES).sort((a, b) => collator.compare(a.names[language], b.names[language]));
}

/** Whose number style an amount takes when the country is not known (the euro: Germany's). */
const CURRENCY_HOME: Readonly<Record<CurrencyCode, CountryCode>> = {
  USD: 'US',
  INR: 'IN',
  GBP: 'GB',
  AUD: 'AU',
  CAD: 'CA',
  CHF: 'CH',
  EUR: 'DE',
  BGN: 'BG',
  CZK: 'CZ',
  DKK: 'DK',
  HUF: 'HU',
  PLN: 'PL',
  RON: 'RO',
  SEK: 'SE',
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The country's way of writing a number (its main language's): `de-DE` 40.000, `sv-SE` 40 000, `en-IN` 1,80,000. */
function numberFormat(country: CountryCode, whole: boolean): Intl.NumberFormat {
  const key = `${country}:${whole}`;
  let format = numberFormats.get(key);
  if (!format) {
    const language = country === 'IN' ? 'en' : new Intl.Locale(`und-${country}`).maximize().language;
    format = new Intl.NumberFormat(`${language}-${country}`, {
      numberingSystem: 'latn',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * `amount` with the currency symbol on its side, the number in the country's style (the currency's home
 * country when none is given): `₹ 50`, `A$ 7`, `13 €`, `5250 Ft`, `₹ 40,000`, `5 000 kr.`, `Fr. 1'000`.
 */
export function formatAmount(amount: number, currency: CurrencyCode, country?: CountryCode): string {
  const { symbol, position } = CURRENCIES[currency];
  const digits = numberFormat(country ?? CURRENCY_HOME[currency], Number.isInteger(amount)).format(amount);
  return position === 'before' ? `${symbol} ${digits}` : `${digits} ${symbol}`;
}

const STOP_AFTER_SYMBOL = new RegExp(
  `(${Object.values(CURRENCIES)
    .map((c) => c.symbol)
    .filter((symbol) => symbol.endsWith('.'))
    .map((symbol) => symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\.(?!\\.)`,
  'g',
);

/**
 * A sentence that ends on an amount whose symbol ends in a full stop keeps one stop: "… to 900 лв.." →
 * "… to 900 лв.", "5000 kr.." → "5000 kr.".
 */
export function tidyAmountStops(text: string): string {
  return text.replace(STOP_AFTER_SYMBOL, '$1');
}

/** Whole units → the integer Stripe expects (`unit_amount`): 50 INR → 5000, 400 HUF → 40000. */
export function toMinorUnits(amount: number, currency: CurrencyCode): number {
  return Math.round(amount * 10 ** CURRENCIES[currency].minorUnitExponent);
}

/** Stripe's integer amount → currency units: 5000 INR → 50. */
export function fromMinorUnits(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCIES[currency].minorUnitExponent;
}

export type DonationAmountCheck =
  | {
      ok: true;
      country: Country;
      currency: CurrencyCode;
      /** Whole currency units. */
      amount: number;
      /** What Stripe receives. */
      minorAmount: number;
      /** One of the country's three suggested amounts, or a custom one. */
      kind: 'suggested' | 'custom';
    }
  | { ok: false; reason: 'unknown_country' | 'invalid_amount'; message: string };

/**
 * Is `amount` acceptable for a donation from `countryCode`? One of the country's suggested amounts, or a
 * whole custom amount within the currency's bounds. Messages are English (the server's); the SPA can build
 * its own from `reason` and `CURRENCIES`.
 */
export function checkDonationAmount(countryCode: unknown, amount: unknown): DonationAmountCheck {
  const country = findCountry(countryCode);
  if (!country) return { ok: false, reason: 'unknown_country', message: 'Please choose a country from the list.' };
  const currency = CURRENCIES[country.currency];
  const bounds = `${formatAmount(currency.customMin, currency.code, country.code)} to ${formatAmount(currency.customMax, currency.code, country.code)}`;
  const invalid = {
    ok: false as const,
    reason: 'invalid_amount' as const,
    message: tidyAmountStops(`Please choose a whole amount from ${bounds}.`),
  };
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return invalid;
  const suggested = country.donationAmounts.includes(amount);
  if (!suggested && (!Number.isInteger(amount) || amount < currency.customMin || amount > currency.customMax)) {
    return invalid;
  }
  return {
    ok: true,
    country,
    currency: currency.code,
    amount,
    minorAmount: toMinorUnits(amount, currency.code),
    kind: suggested ? 'suggested' : 'custom',
  };
}
