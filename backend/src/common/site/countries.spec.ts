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
} from './countries';

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
    expect(COUNTRY_CODES).toHaveLength(33);
    expect(Object.keys(COUNTRIES).sort()).toEqual(Object.keys(SPEC_TABLE).sort());
    for (const [code, [currency, amounts]] of Object.entries(SPEC_TABLE)) {
      expect([code, COUNTRIES[code as keyof typeof COUNTRIES].currency]).toEqual([code, currency]);
      expect([code, [...COUNTRIES[code as keyof typeof COUNTRIES].donationAmounts]]).toEqual([code, amounts]);
    }
  });

  it.each(COUNTRY_CODES)('%s has a flag made of its regional indicators, two names and a multiplier', (code) => {
    const c = COUNTRIES[code];
    const expectedFlag = String.fromCodePoint(...[...code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
    expect(c.flag).toBe(expectedFlag);
    expect(c.names.en).toMatch(/^[A-Z][A-Za-z ]+$/);
    expect(c.names.hi).toMatch(/^[\u0900-\u097F ]+$/); // Devanagari only
    expect(c.pppMultiplier).toBeGreaterThan(0);
    expect(c.pppMultiplier).toBeLessThanOrEqual(1);
    expect([...c.donationAmounts].sort((a, b) => a - b)).toEqual([...c.donationAmounts]);
  });

  it('uses the Hindi names a Hindi writer would (spot checks)', () => {
    expect(COUNTRIES.IN.names.hi).toBe('भारत');
    expect(COUNTRIES.DE.names.hi).toBe('जर्मनी');
    expect(COUNTRIES.US.names.hi).toBe('संयुक्त राज्य अमेरिका');
  });

  it('isCountryCode / findCountry accept table codes only', () => {
    expect(isCountryCode('IN')).toBe(true);
    expect(isCountryCode('in')).toBe(false);
    expect(isCountryCode('JP')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
    expect(findCountry('HU')?.currency).toBe('HUF');
    expect(findCountry(42)).toBeUndefined();
  });
});

describe('sortCountries', () => {
  it('sorts by English name in English', () => {
    const names = sortCountries('en').map((c) => c.names.en);
    expect(names[0]).toBe('Australia');
    expect(names.at(-1)).toBe('United States');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toHaveLength(33);
  });

  it('sorts by Hindi name in Hindi (Devanagari order: vowels before consonants)', () => {
    const names = sortCountries('hi').map((c) => c.names.hi);
    expect(names).toHaveLength(33);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hi')));
    expect(names.indexOf('आयरलैंड')).toBeLessThan(names.indexOf('कनाडा')); // आ before क
    expect(names.indexOf('कनाडा')).toBeLessThan(names.indexOf('जर्मनी')); // क before ज
    expect(names.indexOf('जर्मनी')).toBeLessThan(names.indexOf('स्वीडन')); // ज before स
  });

  it('does not reorder the shared table', () => {
    sortCountries('hi');
    expect(Object.keys(COUNTRIES)[0]).toBe('US');
  });
});

describe('currency display', () => {
  it.each([
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
  ] as const)('%s is %s, %s the amount (SPEC §9)', (code, symbol, position) => {
    expect(CURRENCIES[code]).toMatchObject({ symbol, position });
  });

  it('covers every currency used by a country', () => {
    expect(Object.keys(CURRENCIES).sort()).toEqual([...CURRENCY_CODES].sort());
    for (const c of Object.values(COUNTRIES)) expect(CURRENCIES[c.currency]).toBeDefined();
  });

  it('formats the coffee-block amounts like the issue: ₹ 50 / 150 / 400 and 1 € / 4 € / 13 €', () => {
    expect(COUNTRIES.IN.donationAmounts.map((a) => formatAmount(a, 'INR'))).toEqual(['₹ 50', '₹ 150', '₹ 400']);
    expect(COUNTRIES.DE.donationAmounts.map((a) => formatAmount(a, 'EUR'))).toEqual(['1 €', '4 €', '13 €']);
    expect(formatAmount(5250, 'HUF')).toBe('5250 Ft');
    expect(formatAmount(7, 'AUD')).toBe('A$ 7');
    expect(formatAmount(5, 'CHF')).toBe('Fr. 5');
    expect(formatAmount(2.5, 'USD')).toBe('$ 2.50');
  });

  it("writes thousands in the country's style (issue 18)", () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatAmount(40_000, 'INR')).toBe('₹ 40,000');
    expect(formatAmount(180_000, 'INR', 'IN')).toBe('₹ 1,80,000');
    expect(formatAmount(500, 'USD')).toBe('$ 500');
    expect(formatAmount(1500, 'USD')).toBe('$ 1,500');
    expect(formatAmount(1500, 'EUR', 'DE')).toBe('1.500 €');
    expect(plain(formatAmount(1500, 'EUR', 'FR'))).toBe('1 500 €');
    expect(formatAmount(1500, 'EUR', 'IE')).toBe('1,500 €');
    expect(plain(formatAmount(5000, 'SEK', 'SE'))).toBe('5 000 kr.');
    expect(formatAmount(3400, 'DKK', 'DK')).toBe('3.400 kr.');
    expect(plain(formatAmount(180_000, 'HUF', 'HU'))).toBe('180 000 Ft');
    expect(formatAmount(450, 'CHF', 'CH')).toBe('Fr. 450');
    expect(formatAmount(2.5, 'EUR', 'DE')).toBe('2,50 €');
  });

  it('keeps one full stop after a symbol that ends in one (issue 18: "900 лв..", "5000 kr..")', () => {
    expect(tidyAmountStops(`Whole amounts from ${formatAmount(2, 'BGN')} to ${formatAmount(900, 'BGN')}.`)).toBe(
      'Whole amounts from 2 лв. to 900 лв.',
    );
    expect(tidyAmountStops('up to 5000 kr.. Thanks')).toBe('up to 5000 kr. Thanks');
    expect(tidyAmountStops('Wait... 13 €.')).toBe('Wait... 13 €.');
    const check = checkDonationAmount('BG', 901);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).not.toContain('..');
  });
});

describe('minor units (what Stripe receives)', () => {
  it.each([
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
  ] as const)('%s %d → %d (two-decimal in the Stripe API, HUF and CZK included)', (code, units, minor) => {
    expect(toMinorUnits(units, code)).toBe(minor);
    expect(fromMinorUnits(minor, code)).toBe(units);
  });

  it('every suggested amount becomes a whole-unit minor amount (divisible by 100, as HUF/CZK special cases need)', () => {
    for (const c of Object.values(COUNTRIES)) {
      for (const a of c.donationAmounts) {
        const minor = toMinorUnits(a, c.currency);
        expect(Number.isInteger(minor)).toBe(true);
        expect(minor % 100).toBe(0);
      }
    }
  });

  it('custom bounds respect Stripe minimum charges and include the suggested amounts', () => {
    for (const cur of Object.values(CURRENCIES)) {
      expect(cur.customMin).toBeGreaterThanOrEqual(STRIPE_MINIMUM_CHARGE[cur.code]);
      expect(Number.isInteger(cur.customMin) && Number.isInteger(cur.customMax)).toBe(true);
      expect(cur.customMax).toBeGreaterThan(cur.customMin);
    }
    for (const c of Object.values(COUNTRIES)) {
      const { customMin, customMax } = CURRENCIES[c.currency];
      for (const a of c.donationAmounts) {
        expect(a).toBeGreaterThanOrEqual(customMin);
        expect(a).toBeLessThanOrEqual(customMax);
      }
    }
  });
});

describe('checkDonationAmount', () => {
  describe.each(COUNTRY_CODES)('%s', (code) => {
    const country = COUNTRIES[code];
    const { customMin, customMax } = CURRENCIES[country.currency];

    it('accepts each of its three suggested amounts with the right currency and minor amount', () => {
      for (const amount of country.donationAmounts) {
        const r = checkDonationAmount(code, amount);
        expect(r).toMatchObject({
          ok: true,
          currency: country.currency,
          amount,
          minorAmount: amount * 100,
          kind: 'suggested',
        });
      }
    });

    it('accepts whole custom amounts at both bounds', () => {
      expect(checkDonationAmount(code, customMin)).toMatchObject({ ok: true });
      expect(checkDonationAmount(code, customMax)).toMatchObject({ ok: true, kind: 'custom' });
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
        expect({ amount, ok: r.ok }).toEqual({ amount, ok: false });
        if (!r.ok) expect(r.reason).toBe('invalid_amount');
      }
    });
  });

  it('refuses an unknown country', () => {
    expect(checkDonationAmount('JP', 5)).toMatchObject({ ok: false, reason: 'unknown_country' });
    expect(checkDonationAmount(undefined, 5)).toMatchObject({ ok: false, reason: 'unknown_country' });
  });

  it('explains the bounds in the currency of the country', () => {
    const r = checkDonationAmount('HU', 100);
    expect(r).toEqual({
      ok: false,
      reason: 'invalid_amount',
      message: 'Please choose a whole amount from 400 Ft to 180\u00a0000 Ft.',
    });
  });
});
