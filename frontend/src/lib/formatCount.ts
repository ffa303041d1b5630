/**
 * A whole number with the interface language's digit grouping, as Intl.NumberFormat('en-US' | 'hi-IN') writes
 * it (12,345 and 1,23,456), without Intl: the first NumberFormat a page creates loads the locale's data, tens of
 * milliseconds of a phone's main thread while the page hydrates (the input counter, the stats band).
 * Anything but a finite whole number falls back to Intl.
 */
export function formatCount(value: number, language: string): string {
  const hindi = language === 'hi';
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat(hindi ? 'hi-IN' : 'en-US').format(value);
  const sign = value < 0 ? '-' : '';
  let digits = String(Math.abs(value));
  if (digits.length <= 3) return sign + digits;
  const last = digits.slice(-3);
  digits = digits.slice(0, -3);
  const size = hindi ? 2 : 3;
  const groups: string[] = [];
  while (digits.length > size) {
    groups.unshift(digits.slice(-size));
    digits = digits.slice(0, -size);
  }
  groups.unshift(digits);
  return `${sign}${groups.join(',')},${last}`;
}
