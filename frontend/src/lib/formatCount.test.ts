import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('writes whole numbers as Intl.NumberFormat does for en-US and hi-IN', () => {
    const values = [0, 7, 42, 999, 1000, 12345, 20000, 100000, 123456, 1234567, 98765432, 1234567890, -1234567];
    for (const value of values) {
      expect(formatCount(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value));
      expect(formatCount(value, 'hi')).toBe(new Intl.NumberFormat('hi-IN').format(value));
    }
  });
  it('falls back to Intl for anything else', () => {
    expect(formatCount(1234.5, 'en')).toBe('1,234.5');
  });
});
