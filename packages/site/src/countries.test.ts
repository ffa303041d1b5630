import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkDonationAmount,
  COUNTRIES,
  COUNTRY_CODES,
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyCode,
  findCountry,
  formatAmount,
  fromMinorUnits,
  isCountryCode,
  sortCountries,
  tidyAmountStops,
  toMinorUnits,
} from './countries.ts';

/** Stripe's minimum charge per currency, in currency units (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
const STRIPE_MINIMUM_CHARGE: Record<CurrencyCode, number> = {
  USD: 0.5,
  INR: 0.5,
  GBP: 0.3,
  AUD: 0.5,
  CAD: 0.5,
  CHF: 0.5,
  EUR: 0.5,
  BGN: 1,
  CZK: 15,
  DKK: 2.5,
  HUF: 175,
  PLN: 2,
  RON: 2,
  SEK: 3,
};

/** SPEC §9, written out again independently of the data file. */
const SPEC_TABLE: Record<string, [CurrencyCode, number[]]> = {
  US: ['USD', [1, 5, 15]],
  IN: ['INR', [50, 150, 400]],
  GB: ['GBP', [1, 4, 12]],
  AU: ['AUD', [1, 7, 20]],
  CA: ['CAD', [1, 6, 18]],
  ...Object.fromEntries(['AT', 'BE', 'FI', 'FR', 'DE', 'IE', 'LU', 'NL'].map((c) => [c, ['EUR', [1, 4, 13]]])),
  ...Object.fromEntries(['IT', 'ES', 'SI', 'CY', 'EE', 'LT', 'MT', 'PT', 'SK'].map((c) => [c, ['EUR', [1, 4, 11]]])),
  HR: ['EUR', [1, 3, 9]],
  GR: ['EUR', [1, 3, 10]],
  LV: ['EUR', [1, 3, 10]],
  BG: ['BGN', [2, 10, 30]],
  CZ: ['CZK', [25, 80, 240]],
  DK: ['DKK', [7, 28, 85]],
  HU: ['HUF', [400, 1750, 5250]],
  PL: ['PLN', [4, 12, 36]],
  RO: ['RON', [3, 14, 41]],
  SE: ['SEK', [10, 42, 127]],
  CH: ['CHF', [1, 5, 12]],
};

describe('country table', () => {
  it('has exactly the 33 countries of SPEC §9 with their currency and three amounts', () => {
    assert.equal(COUNTRY_CODES.length, 33);
    assert.deepEqual(Object.keys(COUNTRIES).sort(), Object.keys(SPEC_TABLE).sort());
    for (const [code, [currency, amounts]] of Object.entries(SPEC_TABLE)) {
      assert.deepEqual([code, COUNTRIES[code as keyof typeof COUNTRIES].currency], [code, currency]);
      assert.deepEqual([code, [...COUNTRIES[code as keyof typeof COUNTRIES].donationAmounts]], [code, amounts]);
    }
  });

  for (const code of COUNTRY_CODES)
    it(`${code} has a flag made of its regional indicators, two names and a multiplier`, () => {
      const c = COUNTRIES[code];
      const expectedFlag = String.fromCodePoint(...[...code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
      assert.equal(c.flag, expectedFlag);
      assert.match(c.names.en, /^[A-Z][A-Za-z ]+$/);
      assert.match(c.names.hi, /^[\u0900-\u097F ]+$/); // Devanagari only
      assert.ok(c.pppMultiplier > 0);
      assert.ok(c.pppMultiplier <= 1);
      assert.deepEqual(
        [...c.donationAmounts].sort((a, b) => a - b),
        [...c.donationAmounts],
      );
    });

  it('uses the Hindi names a Hindi writer would (spot checks)', () => {
    assert.equal(COUNTRIES.IN.names.hi, 'भारत');
    assert.equal(COUNTRIES.DE.names.hi, 'जर्मनी');
    assert.equal(COUNTRIES.US.names.hi, 'संयुक्त राज्य अमेरिका');
  });

  it('isCountryCode / findCountry accept table codes only', () => {
    assert.equal(isCountryCode('IN'), true);
    assert.equal(isCountryCode('in'), false);
    assert.equal(isCountryCode('JP'), false);
    assert.equal(isCountryCode('toString'), false);
    assert.equal(findCountry('HU')?.currency, 'HUF');
    assert.equal(findCountry(42), undefined);
  });
});

describe('sortCountries', () => {
  it('sorts by English name in English', () => {
    const names = sortCountries('en').map((c) => c.names.en);
    assert.equal(names[0], 'Australia');
    assert.equal(names.at(-1), 'United States');
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
    assert.equal(names.length, 33);
  });

  it('sorts by Hindi name in Hindi (Devanagari order: vowels before consonants)', () => {
    const names = sortCountries('hi').map((c) => c.names.hi);
    assert.equal(names.length, 33);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'hi')),
    );
    assert.ok(names.indexOf('आयरलैंड') < names.indexOf('कनाडा')); // आ before क
    assert.ok(names.indexOf('कनाडा') < names.indexOf('जर्मनी')); // क before ज
    assert.ok(names.indexOf('जर्मनी') < names.indexOf('स्वीडन')); // ज before स
  });

  it('does not reorder the shared table', () => {
    sortCountries('hi');
    assert.equal(Object.keys(COUNTRIES)[0], 'US');
  });
});

describe('currency display', () => {
  for (const [code, symbol, position] of [
    ['USD', '$', 'before'],
    ['GBP', '£', 'before'],
    ['AUD', 'A$', 'before'],
    ['CAD', 'C$', 'before'],
    ['INR', '₹', 'before'],
    ['CHF', 'Fr.', 'before'],
    ['EUR', '€', 'after'],
    ['BGN', 'лв.', 'after'],
    ['CZK', 'Kč', 'after'],
    ['DKK', 'kr.', 'after'],
    ['HUF', 'Ft', 'after'],
    ['PLN', 'zł', 'after'],
    ['RON', 'lei', 'after'],
    ['SEK', 'kr.', 'after'],
  ] as const)
    it(`${code} is ${symbol}, ${position} the amount (SPEC §9)`, () => {
      assert.partialDeepStrictEqual(CURRENCIES[code], { symbol, position });
    });

  it('covers every currency used by a country', () => {
    assert.deepEqual(Object.keys(CURRENCIES).sort(), [...CURRENCY_CODES].sort());
    for (const c of Object.values(COUNTRIES)) assert.notEqual(CURRENCIES[c.currency], undefined);
  });

  it('formats the coffee-block amounts like the issue: ₹ 50 / 150 / 400 and 1 € / 4 € / 13 €', () => {
    assert.deepEqual(
      COUNTRIES.IN.donationAmounts.map((a) => formatAmount(a, 'INR')),
      ['₹ 50', '₹ 150', '₹ 400'],
    );
    assert.deepEqual(
      COUNTRIES.DE.donationAmounts.map((a) => formatAmount(a, 'EUR')),
      ['1 €', '4 €', '13 €'],
    );
    assert.equal(formatAmount(5250, 'HUF'), '5250 Ft');
    assert.equal(formatAmount(7, 'AUD'), 'A$ 7');
    assert.equal(formatAmount(5, 'CHF'), 'Fr. 5');
    assert.equal(formatAmount(2.5, 'USD'), '$ 2.50');
  });

  it("writes thousands in the country's style (issue 18)", () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    assert.equal(formatAmount(40_000, 'INR'), '₹ 40,000');
    assert.equal(formatAmount(180_000, 'INR', 'IN'), '₹ 1,80,000');
    assert.equal(formatAmount(500, 'USD'), '$ 500');
    assert.equal(formatAmount(1500, 'USD'), '$ 1,500');
    assert.equal(formatAmount(1500, 'EUR', 'DE'), '1.500 €');
    assert.equal(plain(formatAmount(1500, 'EUR', 'FR')), '1 500 €');
    assert.equal(formatAmount(1500, 'EUR', 'IE'), '1,500 €');
    assert.equal(plain(formatAmount(5000, 'SEK', 'SE')), '5 000 kr.');
    assert.equal(formatAmount(3400, 'DKK', 'DK'), '3.400 kr.');
    assert.equal(plain(formatAmount(180_000, 'HUF', 'HU')), '180 000 Ft');
    assert.equal(formatAmount(450, 'CHF', 'CH'), 'Fr. 450');
    assert.equal(formatAmount(2.5, 'EUR', 'DE'), '2,50 €');
  });

  it('keeps one full stop after a symbol that ends in one (issue 18: "900 лв..", "5000 kr..")', () => {
    assert.equal(
      tidyAmountStops(`Whole amounts from ${formatAmount(2, 'BGN')} to ${formatAmount(900, 'BGN')}.`),
      'Whole amounts from 2 лв. to 900 лв.',
    );
    assert.equal(tidyAmountStops('up to 5000 kr.. Thanks'), 'up to 5000 kr. Thanks');
    assert.equal(tidyAmountStops('Wait... 13 €.'), 'Wait... 13 €.');
    const check = checkDonationAmount('BG', 901);
    assert.equal(check.ok, false);
    if (!check.ok) assert.ok(!check.message.includes('..'));
  });
});

describe('minor units (what Stripe receives)', () => {
  for (const [code, units, minor] of [
    ['USD', 15, 1500],
    ['INR', 50, 5000],
    ['GBP', 12, 1200],
    ['AUD', 20, 2000],
    ['CAD', 18, 1800],
    ['CHF', 12, 1200],
    ['EUR', 13, 1300],
    ['BGN', 30, 3000],
    ['CZK', 240, 24000],
    ['DKK', 85, 8500],
    ['HUF', 5250, 525000],
    ['PLN', 36, 3600],
    ['RON', 41, 4100],
    ['SEK', 127, 12700],
  ] as const)
    it(`${code} ${units} → ${minor} (two-decimal in the Stripe API, HUF and CZK included)`, () => {
      assert.equal(toMinorUnits(units, code), minor);
      assert.equal(fromMinorUnits(minor, code), units);
    });

  it('every suggested amount becomes a whole-unit minor amount (divisible by 100, as HUF/CZK special cases need)', () => {
    for (const c of Object.values(COUNTRIES)) {
      for (const a of c.donationAmounts) {
        const minor = toMinorUnits(a, c.currency);
        assert.equal(Number.isInteger(minor), true);
        assert.equal(minor % 100, 0);
      }
    }
  });

  it('custom bounds respect Stripe minimum charges and include the suggested amounts', () => {
    for (const cur of Object.values(CURRENCIES)) {
      assert.ok(cur.customMin >= STRIPE_MINIMUM_CHARGE[cur.code]);
      assert.equal(Number.isInteger(cur.customMin) && Number.isInteger(cur.customMax), true);
      assert.ok(cur.customMax > cur.customMin);
    }
    for (const c of Object.values(COUNTRIES)) {
      const { customMin, customMax } = CURRENCIES[c.currency];
      for (const a of c.donationAmounts) {
        assert.ok(a >= customMin);
        assert.ok(a <= customMax);
      }
    }
  });
});

describe('checkDonationAmount', () => {
  for (const code of COUNTRY_CODES)
    describe(code, () => {
      const country = COUNTRIES[code];
      const { customMin, customMax } = CURRENCIES[country.currency];

      it('accepts each of its three suggested amounts with the right currency and minor amount', () => {
        for (const amount of country.donationAmounts) {
          const r = checkDonationAmount(code, amount);
          assert.partialDeepStrictEqual(r, {
            ok: true,
            currency: country.currency,
            amount,
            minorAmount: amount * 100,
            kind: 'suggested',
          });
        }
      });

      it('accepts whole custom amounts at both bounds', () => {
        assert.partialDeepStrictEqual(checkDonationAmount(code, customMin), { ok: true });
        assert.partialDeepStrictEqual(checkDonationAmount(code, customMax), { ok: true, kind: 'custom' });
      });

      it('refuses amounts below or above the bounds, fractions, zero, negatives and non-numbers', () => {
        const refused = [
          customMin - 1,
          customMax + 1,
          country.donationAmounts[1] + 0.5,
          0,
          -country.donationAmounts[0],
          Number.NaN,
          Number.POSITIVE_INFINITY,
          String(country.donationAmounts[0]),
          null,
        ];
        for (const amount of refused) {
          const r = checkDonationAmount(code, amount);
          assert.deepEqual({ amount, ok: r.ok }, { amount, ok: false });
          if (!r.ok) assert.equal(r.reason, 'invalid_amount');
        }
      });
    });

  it('refuses an unknown country', () => {
    assert.partialDeepStrictEqual(checkDonationAmount('JP', 5), { ok: false, reason: 'unknown_country' });
    assert.partialDeepStrictEqual(checkDonationAmount(undefined, 5), { ok: false, reason: 'unknown_country' });
  });

  it('explains the bounds in the currency of the country', () => {
    const r = checkDonationAmount('HU', 100);
    assert.deepEqual(r, {
      ok: false,
      reason: 'invalid_amount',
      message: 'Please choose a whole amount from 400 Ft to 180\u00a0000 Ft.',
    });
  });
});
