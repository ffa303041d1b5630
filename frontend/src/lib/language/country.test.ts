import { describe, expect, it } from 'vitest';
import { resolveCountry, TIME_ZONE_COUNTRIES, type CountrySources } from './country';

const base: CountrySources = {
  stored: null,
  cookie: null,
  browserLanguages: [],
  timeZone: undefined,
  uiLanguage: 'en',
};

describe('resolveCountry (SPEC §4 order)', () => {
  it('prefers a valid stored location, then the cookie', () => {
    expect(resolveCountry({ ...base, stored: 'BG', cookie: 'DE', browserLanguages: ['en-US'] }).country).toBe('BG');
    expect(resolveCountry({ ...base, stored: 'XX', cookie: 'DE', browserLanguages: ['en-US'] })).toEqual({
      country: 'DE',
      source: 'cookie',
    });
  });

  it('then the region of the primary browser language, then of the others', () => {
    expect(resolveCountry({ ...base, browserLanguages: ['de-AT', 'en-US'] }).country).toBe('AT');
    expect(resolveCountry({ ...base, browserLanguages: ['en', 'fr-FR'] })).toEqual({
      country: 'FR',
      source: 'browser-other',
    });
    expect(resolveCountry({ ...base, browserLanguages: ['ja-JP'], timeZone: 'Europe/Sofia' }).country).toBe('BG');
  });

  it('then the time zone, then Hindi → IN, else US', () => {
    expect(resolveCountry({ ...base, timeZone: 'Asia/Kolkata' }).country).toBe('IN');
    expect(resolveCountry({ ...base, timeZone: 'Asia/Tokyo', uiLanguage: 'hi' }).country).toBe('IN');
    expect(resolveCountry({ ...base, timeZone: 'Asia/Tokyo' })).toEqual({ country: 'US', source: 'default' });
  });

  it('maps about 40 time zones, each to a country of the table', () => {
    expect(Object.keys(TIME_ZONE_COUNTRIES).length).toBeGreaterThanOrEqual(40);
  });
});
