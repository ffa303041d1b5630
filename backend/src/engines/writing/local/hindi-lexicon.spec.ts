import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EngineStatus } from 'src/engines/engine-status';
import {
  HINDI_DICTIONARY_DIRS,
  hindiLexicon,
  hindiSpellingProbe,
  hindiSpellingState,
  readHindiLexicon,
  useHindiDictionaryDirs,
  variantKey,
} from './hindi-lexicon';

const AFF = 'SET UTF-8\n';

describe('variantKey', () => {
  it('gives the optional spellings of a word one key', () => {
    expect(variantKey('ज़रूरत')).toBe(variantKey('जरूरत'));
    expect(variantKey('पहुँच')).toBe(variantKey('पहुंच'));
    expect(variantKey('सुन्दर')).toBe(variantKey('सुंदर'));
    expect(variantKey('गयी')).toBe(variantKey('गई'));
    expect(variantKey('तबीयत')).toBe(variantKey('तबियत'));
  });

  it('keeps ड़ and ढ़ apart from ड and ढ, and long vowels apart from short ones', () => {
    expect(variantKey('पेड़')).not.toBe(variantKey('पेड'));
    expect(variantKey('दूर')).not.toBe(variantKey('दुर'));
    expect(variantKey('में')).not.toBe(variantKey('मे'));
  });
});

describe('readHindiLexicon', () => {
  const lexicon = readHindiLexicon(AFF, '3\nज़रूरत\nपहुँच\nसुंदर\n');

  it('knows its words and their spelling variants', () => {
    expect(lexicon.size).toBe(3);
    expect(lexicon.has('पहुँच')).toBe(true);
    expect(lexicon.has('पहुंच')).toBe(false);
    expect(lexicon.known('पहुंच')).toBe(true);
    expect(lexicon.known('जरूरत')).toBe(true);
    expect(lexicon.known('सुन्दर')).toBe(true);
    expect(lexicon.known('सुंडर')).toBe(false);
  });
});

describe('the installed dictionary (Debian hunspell-hi)', () => {
  afterEach(() => useHindiDictionaryDirs());

  it('judges whole Devanagari words', () => {
    const lexicon = hindiLexicon();
    expect(lexicon).not.toBeNull();
    for (const w of ['तैयार', 'दूर', 'नीचे', 'सुंदर', 'पूरे', 'हमें']) expect(lexicon!.known(w)).toBe(true);
    for (const w of ['तायार', 'दुर', 'निचे', 'सुंडर', 'मै']) expect(lexicon!.known(w)).toBe(false);
    expect(lexicon!.size).toBeGreaterThan(15000);
    expect(hindiSpellingState()).toMatchObject({ adapter: 'hunspell-hi', ready: true });
  });
});

describe('without the dictionary', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'likho-hi-'));
  });
  afterEach(() => {
    useHindiDictionaryDirs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports adapter none, which does not hold health at starting', () => {
    useHindiDictionaryDirs([join(dir, 'missing')]);
    expect(hindiLexicon()).toBeNull();
    const state = hindiSpellingState();
    expect(state).toMatchObject({ adapter: 'none', ready: false });
    expect(state.detail).toContain('hunspell-hi');
    expect(hindiSpellingProbe()).toEqual(state);
    const status = new EngineStatus();
    status.set('writing', { adapter: 'local', ready: true });
    status.set('hindi-spelling', state);
    expect(status.allReady()).toBe(true);
  });

  it('finds the dictionary in the folders it is given, and reads it only on first use', () => {
    writeFileSync(join(dir, 'hi_IN.aff'), AFF);
    writeFileSync(join(dir, 'hi_IN.dic'), '2\nदूर\nनीचे\n');
    useHindiDictionaryDirs([join(dir, 'missing'), dir]);
    expect(hindiSpellingProbe()).toMatchObject({ adapter: 'hunspell-hi', ready: true });
    expect(hindiSpellingProbe().detail).toContain('first Hindi text');
    expect(hindiLexicon()!.size).toBe(2);
    expect(hindiSpellingState().detail).toContain('2 Hindi words');
  });

  it('looks in the Debian folders by default', () => {
    expect(HINDI_DICTIONARY_DIRS).toContain('/usr/share/hunspell');
  });
});
