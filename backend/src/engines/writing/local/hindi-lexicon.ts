import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import nspell from 'nspell';
import type { EngineState } from 'src/engines/engine-status';

/**
 * The Hindi dictionary: Debian's `hunspell-hi` (/usr/share/hunspell/hi_IN.aff and hi_IN.dic, about 16,000
 * whole words: the .aff has no affix rules), read with nspell. Loaded once per process, synchronously, on
 * first use (~60 ms). Without the package the engine keeps its curated corrections and health says so.
 *
 * The word list was gathered from text and holds a few common misspellings too (हमे, नही, मे, मैने, वर्षो):
 * the common forms are therefore corrected from a curated list before the dictionary is asked anything.
 */
export interface HindiLexicon {
  /** The dictionary holds this exact word. */
  has(word: string): boolean;
  /** The dictionary holds this word or one of its spelling variants (optional nukta, ँ/ं, ं/न्). */
  known(word: string): boolean;
  /** Number of words in the dictionary. */
  readonly size: number;
}

/** Where Debian's hunspell and myspell packages put their dictionaries. */
export const HINDI_DICTIONARY_DIRS = ['/usr/share/hunspell', '/usr/share/myspell/dicts', '/usr/share/myspell'];

const NASAL_CONJUNCT = /[ङञणनम]्(?=[\u0915-\u0939\u0958-\u095F])/gu;
/** Consonants whose nukta is optional in Hindi spelling (ज़रूरत = जरूरत); ड़ and ढ़ are letters of their own. */
const OPTIONAL_NUKTA = /([कखगजफय])़/gu;

/**
 * A key shared by the spelling variants of one word: text in NFC, nukta dropped where it is optional,
 * chandrabindu written as anusvara, a nasal consonant + virama before a consonant written as anusvara
 * (सुन्दर = सुंदर), ीय as िय (तबीयत = तबियत) and य-forms of the vowel endings written plainly (गयी = गई, लिये = लिए).
 */
export function variantKey(word: string): string {
  return word
    .normalize('NFC')
    .replace(OPTIONAL_NUKTA, '$1')
    .replace(/ँ/gu, 'ं')
    .replace(NASAL_CONJUNCT, 'ं')
    .replace(/ीय/gu, 'िय')
    .replace(/(?<=[ािीुूेैोौ]|[क-ह](?![्ािीुूृेैोौ]))य([ीे])/gu, (_, v: string) => (v === 'ी' ? 'ई' : 'ए'));
}

class NspellLexicon implements HindiLexicon {
  private readonly keys = new Set<string>();
  readonly size: number;

  constructor(
    private readonly spell: ReturnType<typeof nspell>,
    words: string[],
  ) {
    for (const w of words) this.keys.add(variantKey(w));
    this.size = words.length;
  }

  has(word: string): boolean {
    return this.spell.correct(word.normalize('NFC'));
  }

  known(word: string): boolean {
    return this.has(word) || this.keys.has(variantKey(word));
  }
}

/** The words of a hunspell .dic file, in NFC (its first line is the word count; flags after "/" are dropped). */
function dicWords(dic: string): string[] {
  return dic
    .normalize('NFC')
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0].trim())
    .filter(Boolean);
}

function lexiconOf(aff: string, words: string[]): HindiLexicon {
  return new NspellLexicon(nspell(aff, `${words.length}\n${words.join('\n')}`), words);
}

/** Reads a hunspell .aff/.dic pair into a lexicon. */
export function readHindiLexicon(aff: string, dic: string): HindiLexicon {
  return lexiconOf(aff, dicWords(dic));
}

interface Loaded {
  lexicon: HindiLexicon | null;
  state: EngineState;
  loadMs: number;
}

let dirs = HINDI_DICTIONARY_DIRS;
let loaded: Loaded | undefined;
let words: string[] | undefined;

/** hi_IN.aff and hi_IN.dic in the first folder that holds both, if any. */
function dictionaryFiles(): { aff: string; dic: string } | undefined {
  const dir = dirs.find((d) => existsSync(join(d, 'hi_IN.aff')) && existsSync(join(d, 'hi_IN.dic')));
  return dir === undefined ? undefined : { aff: join(dir, 'hi_IN.aff'), dic: join(dir, 'hi_IN.dic') };
}

/**
 * The Hindi dictionary's words, read once and shared by the lexicon and the Latin spellings of
 * romanized-hindi.ts; none when hunspell-hi is not installed. Throws when the file cannot be read.
 */
export function hindiDictionaryWords(): readonly string[] {
  const files = dictionaryFiles();
  words ??= files ? dicWords(readFileSync(files.dic, 'utf8')) : [];
  return words;
}

let wordSet: { from: readonly string[]; set: Set<string> } | undefined;

/**
 * True when hunspell-hi lists `word` exactly as written (the lexicon's known() also accepts spelling variants
 * of a word, such as पीढ़ीयाँ for पीढ़ियाँ).
 */
export function isDictionaryWord(word: string): boolean {
  const all = hindiDictionaryWords();
  if (wordSet?.from !== all) wordSet = { from: all, set: new Set(all) };
  return wordSet.set.has(word.normalize('NFC'));
}

function load(): Loaded {
  const started = performance.now();
  const files = dictionaryFiles();
  if (files) {
    try {
      const lexicon = lexiconOf(readFileSync(files.aff, 'utf8'), [...hindiDictionaryWords()]);
      const loadMs = Math.round(performance.now() - started);
      return {
        lexicon,
        loadMs,
        state: {
          adapter: 'hunspell-hi',
          ready: true,
          detail: `${lexicon.size} Hindi words from ${files.dic} (loaded in ${loadMs} ms)`,
        },
      };
    } catch (err) {
      return {
        lexicon: null,
        loadMs: 0,
        state: {
          adapter: 'none',
          ready: false,
          detail: `the Hindi dictionary ${files.dic} could not be read (${(err as Error).message}): Hindi spelling uses the built-in list of common misspellings only`,
        },
      };
    }
  }
  return {
    lexicon: null,
    loadMs: 0,
    state: {
      adapter: 'none',
      ready: false,
      detail:
        'no Hindi dictionary (install the Debian package hunspell-hi): Hindi spelling uses the built-in list of common misspellings only',
    },
  };
}

/** The Hindi dictionary, loaded on first use; null when hunspell-hi is not installed. */
export function hindiLexicon(): HindiLexicon | null {
  loaded ??= load();
  return loaded.lexicon;
}

/** The Hindi spelling capability for health (`status.set('hindi-spelling', hindiSpellingState())`); loads the dictionary. */
export function hindiSpellingState(): EngineState {
  loaded ??= load();
  return loaded.state;
}

/**
 * The Hindi spelling capability for health without loading the dictionary (the engine loads it on the first
 * Hindi text): whether hunspell-hi is installed. Adapter 'none' when it is not, which health does not wait for.
 */
export function hindiSpellingProbe(): EngineState {
  if (loaded) return loaded.state;
  const files = dictionaryFiles();
  if (files) {
    return {
      adapter: 'hunspell-hi',
      ready: true,
      detail: `Hindi dictionary ${files.dic} (read on the first Hindi text)`,
    };
  }
  return load().state; // the state that says what to install, without reading anything
}

/** Milliseconds the dictionary took to load (0 when absent). */
export function hindiLexiconLoadMs(): number {
  loaded ??= load();
  return loaded.loadMs;
}

/** Tests and benches: look for the dictionary in these folders instead (the next use loads it again). */
export function useHindiDictionaryDirs(next: string[] = HINDI_DICTIONARY_DIRS): void {
  dirs = next;
  loaded = undefined;
  words = undefined;
}
