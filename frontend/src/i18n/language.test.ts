import { describe, expect, it } from 'vitest';
import { resolveLanguage, type LanguageSources } from './language';

const base: LanguageSources = { pathname: '/', search: '', stored: null, cookie: null, browserLanguage: undefined };

describe('resolveLanguage (SPEC §4 order)', () => {
  it('takes Hindi from a /hi path or lang=hi before anything else', () => {
    expect(resolveLanguage({ ...base, pathname: '/hi', stored: 'en' }).language).toBe('hi');
    expect(resolveLanguage({ ...base, pathname: '/hi/blog', stored: 'en' }).language).toBe('hi');
    expect(resolveLanguage({ ...base, search: '?lang=hi', stored: 'en' }).language).toBe('hi');
    expect(resolveLanguage({ ...base, pathname: '/history', browserLanguage: 'en-US' }).language).toBe('en');
  });

  it('then the stored language, ignoring values other than en and hi', () => {
    expect(resolveLanguage({ ...base, stored: 'hi', browserLanguage: 'en' })).toEqual({
      language: 'hi',
      source: 'storage',
    });
    expect(resolveLanguage({ ...base, stored: 'fr', browserLanguage: 'hi-IN' })).toEqual({
      language: 'hi',
      source: 'browser',
    });
  });

  it('then the cookie, then the primary browser language, else en', () => {
    expect(resolveLanguage({ ...base, cookie: 'hi', browserLanguage: 'en' })).toEqual({
      language: 'hi',
      source: 'cookie',
    });
    expect(resolveLanguage({ ...base, browserLanguage: 'hi-IN' }).language).toBe('hi');
    expect(resolveLanguage({ ...base, browserLanguage: 'de-AT' })).toEqual({ language: 'en', source: 'default' });
  });
});

describe('resolveLanguage on a back/forward navigation', () => {
  it('lets the URL alone decide, so back from /hi/blog to /blog is English again', () => {
    expect(resolveLanguage({ ...base, pathname: '/blog', stored: 'hi', historyNavigation: true })).toEqual({
      language: 'en',
      source: 'history',
    });
    expect(resolveLanguage({ ...base, pathname: '/hi/blog', stored: 'en', historyNavigation: true }).language).toBe(
      'hi',
    );
  });
});
