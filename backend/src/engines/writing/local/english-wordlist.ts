import { existsSync, readFileSync } from 'node:fs';
import type { EngineState } from 'src/engines/engine-status';

/**
 * The large English word lists of SCOWL, as Debian installs them (`wamerican-large` and `wbritish-large`, SCOWL
 * size 60: about 170,000 words each; the "huge" lists also hold archaic slips such as "wark" and "develope").
 * The hunspell dictionaries the engine corrects with hold the common words; these lists also hold the rare,
 * technical and regional words that are right ("yorker", "coupler", "verandahs", "koel"), which a spelling
 * corrector would otherwise turn into a common neighbour ("worker", "couple", "keel"). The engine never
 * auto-corrects a word these lists know; it may still suggest. Absent lists leave the engine working as before,
 * and health says so.
 */
export const ENGLISH_WORD_LISTS = ['/usr/share/dict/american-english-large', '/usr/share/dict/british-english-large'];

interface Loaded {
  words: Set<string>;
  state: EngineState;
}

let files = ENGLISH_WORD_LISTS;
let loaded: Loaded | undefined;

function load(): Loaded {
  const started = performance.now();
  const found = files.filter((f) => existsSync(f));
  const words = new Set<string>();
  try {
    for (const file of found)
      for (const line of readFileSync(file, 'utf8').split('\n')) if (line) words.add(line.normalize('NFC'));
  } catch (err) {
    return {
      words: new Set(),
      state: {
        adapter: 'none',
        ready: false,
        detail: `the English word lists could not be read (${(err as Error).message}): rare words may be corrected as slips`,
      },
    };
  }
  if (!found.length)
    return {
      words,
      state: {
        adapter: 'none',
        ready: false,
        detail:
          'no large English word list (install the Debian packages wamerican-large and wbritish-large): rare words may be corrected as slips',
      },
    };
  const ms = Math.round(performance.now() - started);
  return {
    words,
    state: { adapter: 'scowl', ready: true, detail: `${words.size} English words from ${found.join(', ')} (${ms} ms)` },
  };
}

/** Loads the lists (once). */
export function loadEnglishWordList(): void {
  loaded ??= load();
}

/**
 * True when a word list knows `word` as written, or in lower case when it opens with a capital ("Annum" at a
 * sentence's start).
 */
export function isListedWord(word: string): boolean {
  loaded ??= load();
  const w = word.replace(/’/g, "'");
  return loaded.words.has(w) || (/^[A-Z][a-z'-]+$/.test(w) && loaded.words.has(w.toLowerCase()));
}

/** The word lists' state for health. */
export function englishWordListState(): EngineState {
  loaded ??= load();
  return loaded.state;
}

/** Tests: read these files instead (the next use loads them again). */
export function useEnglishWordLists(next: string[] = ENGLISH_WORD_LISTS): void {
  files = next;
  loaded = undefined;
}
