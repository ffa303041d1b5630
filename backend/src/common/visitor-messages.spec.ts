import { DATABASE_UNAVAILABLE } from 'src/database/database-errors';
import { TEXT_NOT_CHECKED } from 'src/engines/writing/writing-engine-error';
import { STATS_UNAVAILABLE } from 'src/modules/stats/stats.service';
import { FEEDBACK_UNAVAILABLE } from 'src/modules/feedback/feedback.service';
import { DONATIONS_UNAVAILABLE } from 'src/modules/donations/donations.repository';
import { NOT_CONFIGURED, PROVIDER_UNAVAILABLE } from 'src/modules/donations/donations.service';
import { checkDonationAmount } from '@likho/site/countries';
import { inUiLanguage, TRANSLATED_MESSAGES } from './visitor-messages';

/** Latin letters left in a Hindi message, amounts' symbols ("kr.", "Fr.", "Ft") aside. */
const latinWords = (s: string) => (s.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !['lei'].includes(w));

describe('visitor messages in Hindi (X-UI-Language: hi)', () => {
  it('every translated message becomes Devanagari with no English word', () => {
    expect(TRANSLATED_MESSAGES.length).toBeGreaterThan(15);
    for (const english of TRANSLATED_MESSAGES) {
      const hindi = inUiLanguage(english, 'hi');
      expect(hindi).not.toBe(english);
      expect(hindi).toMatch(/[\u0900-\u097F]/);
      expect(latinWords(hindi)).toEqual([]);
    }
  });

  it('covers the modules’ own message constants', () => {
    for (const m of [
      DATABASE_UNAVAILABLE,
      TEXT_NOT_CHECKED,
      STATS_UNAVAILABLE,
      FEEDBACK_UNAVAILABLE,
      DONATIONS_UNAVAILABLE,
      NOT_CONFIGURED,
      PROVIDER_UNAVAILABLE,
    ]) {
      expect(TRANSLATED_MESSAGES).toContain(m);
    }
  });

  it('keeps numbers and amounts in messages with a variable part', () => {
    expect(
      inUiLanguage('The text is too long (20,001 characters). Please keep it under 20,000 characters.', 'hi'),
    ).toBe('पाठ बहुत लंबा है (20,001 अक्षर)। कृपया इसे 20,000 अक्षरों से कम रखें।');
    expect(
      inUiLanguage(
        'Too many texts from your connection: at most 30 per 60 seconds. Please wait 12 seconds and try again.',
        'hi',
      ),
    ).toBe('आपके कनेक्शन से बहुत सारे पाठ आए हैं: 60 सेकंड में ज़्यादा से ज़्यादा 30। कृपया 12 सेकंड रुककर फिर कोशिश करें।');
    const bg = checkDonationAmount('BG', 901);
    const de = checkDonationAmount('DE', 501);
    if (bg.ok || de.ok) throw new Error('expected a refusal');
    expect(inUiLanguage(bg.message, 'hi')).toBe('कृपया 2 лв. से 900 лв. तक की कोई पूरी राशि चुनें।');
    expect(inUiLanguage(de.message, 'hi')).toBe('कृपया 1 € से 500 € तक की कोई पूरी राशि चुनें।');
  });

  it('English visitors and unknown messages are left as they are', () => {
    expect(inUiLanguage(DATABASE_UNAVAILABLE, 'en')).toBe(DATABASE_UNAVAILABLE);
    expect(inUiLanguage(DATABASE_UNAVAILABLE, undefined)).toBe(DATABASE_UNAVAILABLE);
    expect(inUiLanguage('amount must be a number', 'hi')).toBe('amount must be a number');
  });
});
