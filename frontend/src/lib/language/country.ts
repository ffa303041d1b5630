import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@likho/site/countries';
import type { Language } from '@likho/site/language';
import { readCookie, storage, STORAGE_KEYS, writeCookie } from 'src/lib/storage';

/** About 40 IANA time zones mapped to countries of the table (SPEC §4 country resolution). */
export const TIME_ZONE_COUNTRIES: Readonly<Record<string, CountryCode>> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'Pacific/Honolulu': 'US',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Europe/London': 'GB',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Adelaide': 'AU',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'Europe/Vienna': 'AT',
  'Europe/Brussels': 'BE',
  'Europe/Helsinki': 'FI',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Dublin': 'IE',
  'Europe/Luxembourg': 'LU',
  'Europe/Amsterdam': 'NL',
  'Europe/Rome': 'IT',
  'Europe/Madrid': 'ES',
  'Europe/Ljubljana': 'SI',
  'Asia/Nicosia': 'CY',
  'Europe/Tallinn': 'EE',
  'Europe/Vilnius': 'LT',
  'Europe/Malta': 'MT',
  'Europe/Lisbon': 'PT',
  'Europe/Bratislava': 'SK',
  'Europe/Zagreb': 'HR',
  'Europe/Athens': 'GR',
  'Europe/Riga': 'LV',
  'Europe/Sofia': 'BG',
  'Europe/Prague': 'CZ',
  'Europe/Copenhagen': 'DK',
  'Europe/Budapest': 'HU',
  'Europe/Warsaw': 'PL',
  'Europe/Bucharest': 'RO',
  'Europe/Stockholm': 'SE',
  'Europe/Zurich': 'CH',
};

export interface CountrySources {
  stored: string | null;
  cookie: string | null;
  /** navigator.languages, primary first. */
  browserLanguages: readonly string[];
  timeZone: string | undefined;
  uiLanguage: Language;
}

function regionOf(tag: string): string | undefined {
  const parts = tag.split(/[-_]/);
  return parts.length > 1 ? parts[parts.length - 1].toUpperCase() : undefined;
}

/**
 * SPEC §4 "Country resolution": the stored location if valid, the location cookie, the regional part of the
 * browser language, then of the other browser languages, the time zone, then Hindi → IN, else US.
 */
export function resolveCountry(s: CountrySources): { country: CountryCode; source: string } {
  if (isCountryCode(s.stored)) return { country: s.stored, source: 'storage' };
  if (isCountryCode(s.cookie)) return { country: s.cookie, source: 'cookie' };
  const [primary, ...others] = s.browserLanguages;
  const primaryRegion = primary ? regionOf(primary) : undefined;
  if (isCountryCode(primaryRegion)) return { country: primaryRegion, source: 'browser' };
  for (const tag of others) {
    const region = regionOf(tag);
    if (isCountryCode(region)) return { country: region, source: 'browser-other' };
  }
  const fromZone = s.timeZone ? TIME_ZONE_COUNTRIES[s.timeZone] : undefined;
  if (fromZone) return { country: fromZone, source: 'timezone' };
  return { country: s.uiLanguage === 'hi' ? 'IN' : DEFAULT_COUNTRY, source: 'default' };
}

let resolved: CountryCode | undefined;

/** The visitor's country for this page load (a cookie value is copied into storage). */
export function currentCountry(uiLanguage: Language): CountryCode {
  if (resolved) return resolved;
  const sources: CountrySources = {
    stored: storage.get(STORAGE_KEYS.location),
    cookie: readCookie(STORAGE_KEYS.location),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    timeZone: undefined,
    uiLanguage,
  };
  let { country, source } = resolveCountry(sources);
  // the time zone only when the sources before it decide nothing: reading it costs the first page load a
  // noticeable moment (the browser loads its date and time data)
  if (source === 'default')
    ({ country, source } = resolveCountry({ ...sources, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }));
  if (source === 'cookie') storage.set(STORAGE_KEYS.location, country);
  resolved = country;
  return country;
}

/** Stores the chosen country (storage + cookie) and reloads the page, as SPEC §4 says. */
export function chooseCountry(country: CountryCode): void {
  storage.set(STORAGE_KEYS.location, country);
  writeCookie(STORAGE_KEYS.location, country);
  window.location.reload();
}
