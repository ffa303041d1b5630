import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { englishWordListState, isListedWord, useEnglishWordLists } from './english-wordlist';

describe('the large English word lists', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'likho-words-'));
    writeFileSync(join(dir, 'us'), 'yorker\ncoupler\nverandas\n');
    writeFileSync(join(dir, 'gb'), 'verandahs\nyorker\n');
  });
  afterAll(() => {
    useEnglishWordLists();
    rmSync(dir, { recursive: true, force: true });
  });

  it('knows the words of every list, also with a capital at a sentence start', () => {
    useEnglishWordLists([join(dir, 'us'), join(dir, 'gb')]);
    expect(['yorker', 'coupler', 'verandahs', 'Verandahs'].map(isListedWord)).toEqual([true, true, true, true]);
    expect(['worker', 'YORKER', 'corupler'].map(isListedWord)).toEqual([false, false, false]);
    expect(englishWordListState()).toMatchObject({ adapter: 'scowl', ready: true });
  });

  it('says in health what to install when the lists are absent, and knows no word', () => {
    useEnglishWordLists([join(dir, 'missing')]);
    expect(isListedWord('yorker')).toBe(false);
    expect(englishWordListState()).toMatchObject({ adapter: 'none', ready: false });
    expect(englishWordListState().detail).toMatch(/wamerican-large/);
  });
});
