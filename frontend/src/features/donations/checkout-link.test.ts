import { describe, expect, it } from 'vitest';
import { checkoutHref } from './checkout-link';

describe('checkoutHref', () => {
  it('links to the checkout with amount and country, under /hi in Hindi', () => {
    expect(checkoutHref(5, 'US', 'en')).toBe('/checkout?amount=5&country=US');
    expect(checkoutHref(150, 'IN', 'hi')).toBe('/hi/checkout?amount=150&country=IN');
  });
});
