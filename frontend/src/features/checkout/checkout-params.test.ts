import { describe, expect, it } from 'vitest';
import { choiceFromSearch, parseWholeAmount } from './checkout-params';

const choose = (query: string, visitor: 'US' | 'IN' | 'DE' = 'US') => {
  const c = choiceFromSearch(new URLSearchParams(query), visitor);
  return { country: c.country.code, amount: c.amount, fromLink: c.fromLink, linkRejected: c.linkRejected };
};

describe('choiceFromSearch', () => {
  it("takes a suggested amount and country from the coffee block's link", () => {
    expect(choose('amount=150&country=IN')).toEqual({
      country: 'IN',
      amount: 150,
      fromLink: true,
      linkRejected: false,
    });
    expect(choose('amount=13&country=de', 'US')).toEqual({
      country: 'DE',
      amount: 13,
      fromLink: true,
      linkRejected: false,
    });
  });

  it('takes a whole custom amount within the currency bounds', () => {
    expect(choose('amount=777&country=IN')).toMatchObject({ country: 'IN', amount: 777, fromLink: true });
  });

  it("falls back to the visitor's country and its middle amount when the link is out of bounds or malformed", () => {
    const fallback = { country: 'DE', amount: 4, fromLink: false, linkRejected: true };
    expect(choose('amount=999999&country=IN', 'DE')).toEqual(fallback);
    expect(choose('amount=10&country=IN', 'DE')).toEqual(fallback);
    expect(choose('amount=1.5&country=US', 'DE')).toEqual(fallback);
    expect(choose('amount=-5&country=US', 'DE')).toEqual(fallback);
    expect(choose('amount=abc&country=US', 'DE')).toEqual(fallback);
    expect(choose('amount=5&country=XX', 'DE')).toEqual(fallback);
    expect(choose('amount=5', 'DE')).toEqual(fallback);
  });

  it('uses the visitor country quietly when the page is opened without a link', () => {
    expect(choose('', 'IN')).toEqual({ country: 'IN', amount: 150, fromLink: false, linkRejected: false });
  });
});

describe('parseWholeAmount', () => {
  it('accepts digits only', () => {
    expect(parseWholeAmount('42')).toBe(42);
    expect(parseWholeAmount(' 42 ')).toBe(42);
    expect(parseWholeAmount('4e2')).toBeNaN();
    expect(parseWholeAmount('')).toBeNaN();
    expect(parseWholeAmount(null)).toBeNaN();
  });
});
