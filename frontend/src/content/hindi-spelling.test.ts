/**
 * One spelling for each Hindi word across the site (issue 18): the Hindi translation file, the Hindi content
 * pages and the server's Hindi visitor messages (modules text, learning, feedback, stats, donations and
 * common/). The chosen forms: हिंदी, ग़लत / ग़लती (with nukta), प्लेटफ़ॉर्म, ज़रूर, फ़ाइल, and one imperative
 * style, the polite "-ें / -एँ" (करें, चुनें, आज़माएँ), never "-िए" (कीजिए, चुनिए, आज़माइए). On /hi/learn the
 * visitor's text is लेख and the lesson पाठ.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const FRONTEND = join(here, '../..');
const BACKEND = join(FRONTEND, '../backend/src');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

const SOURCES = [
  join(FRONTEND, 'public/locales/hi/common.json'),
  // the English pages' Hindi words too (the language's own name in the picker and the output language)
  join(FRONTEND, 'public/locales/en/common.json'),
  ...files(join(here, 'hi'), /\.md$/),
  ...['text', 'learning', 'feedback', 'stats', 'donations'].flatMap((m) =>
    files(join(BACKEND, 'modules', m), /\.ts$/).filter((f) => !/\.spec\.ts$/.test(f)),
  ),
  ...files(join(BACKEND, 'common'), /\.ts$/).filter((f) => !/\.spec\.ts$/.test(f)),
  // the engines' visitor messages (not the Hindi spelling rules, whose data are misspellings on purpose)
  ...['media', 'image'].flatMap((m) =>
    files(join(BACKEND, 'modules', m), /\.ts$/).filter((f) => !/\.spec\.ts$/.test(f)),
  ),
  join(BACKEND, 'engines/writing/explanation.ts'),
  ...files(join(BACKEND, 'engines/speech'), /\.ts$/).filter((f) => !/\.spec\.ts$/.test(f)),
]
  // exercise sentences are teaching material (a Hindi sentence to correct), not the site's own words
  .filter((f) => !f.endsWith('exercises.ts'))
  .map((path) => ({ path: relative(join(FRONTEND, '..'), path), text: readFileSync(path, 'utf8').normalize('NFD') }));

const N = '\u093c'; // nukta
/** A variant and the form the site uses instead. */
const VARIANTS: readonly [RegExp, string][] = [
  [/हिन्दी/g, 'हिंदी'],
  [/(?<![\u0900-\u097F])गलत/g, `ग${N}लत`],
  [new RegExp(`प्लैटफ${N}?ॉर्म|प्लेटफॉर्म|प्लेटफार्म`, 'g'), `प्लेटफ${N}ॉर्म`],
  [/(?<![\u0900-\u097F])जरूर/g, `ज${N}रूर`],
  [/(?<![\u0900-\u097F])फाइल/g, `फ${N}ाइल`],
  // the "-िए" imperative (कीजिए, चुनिए, आज़माइए …); लिए, किए, दिए, चाहिए and ज़रिए are not imperatives
  [
    new RegExp(
      `(?<![\\u0900-\\u097F])(?!(?:इस|के|किस|उस|जिस)?लिए(?![\\u0900-\\u097F])|किए(?![\\u0900-\\u097F])|दिए(?![\\u0900-\\u097F])|चाहिए|ज${N}?रिए|हुए|गए|लिये)[\\u0900-\\u097F]+(?:िए|िये)(?![\\u0900-\\u097F])`,
      'gu',
    ),
    'the -ें / -एँ imperative',
  ],
];

describe('one spelling for each Hindi word', () => {
  it('reads the Hindi sources', () => {
    expect(SOURCES.length).toBeGreaterThan(10);
    expect(SOURCES.some((s) => s.path.endsWith('locales/hi/common.json'))).toBe(true);
    expect(SOURCES.some((s) => s.path.includes('lesson-text.ts'))).toBe(true);
  });

  for (const [pattern, instead] of VARIANTS) {
    it(`no ${pattern.source.slice(0, 40)} (use ${instead})`, () => {
      const found = SOURCES.flatMap(({ path, text }) =>
        [...text.normalize('NFC').matchAll(pattern)].map((m) => `${path}: ${m[0]}`),
      );
      expect(found).toEqual([]);
    });
  }

  it('the checks find the variants they are written for', () => {
    const samples = ['हिन्दी', 'गलत', 'प्लैटफ़ॉर्म', 'जरूरी', 'फाइल', 'कृपया देखिए', 'फिर कोशिश कीजिए'];
    for (const sample of samples) {
      expect(VARIANTS.some(([pattern]) => new RegExp(pattern.source, pattern.flags).test(sample))).toBe(true);
    }
    const fine = ['इसके लिए', 'बदलाव किए', 'नीचे दिए', 'होना चाहिए', 'के ज़रिए', 'ग़लत', 'हिंदी', 'करें'];
    for (const sample of fine) {
      expect(VARIANTS.some(([pattern]) => new RegExp(pattern.source, pattern.flags).test(sample))).toBe(false);
    }
  });

  it('on /hi/learn the visitor’s text is लेख and the lesson पाठ', () => {
    const hi = JSON.parse(readFileSync(join(FRONTEND, 'public/locales/hi/common.json'), 'utf8')) as {
      learn: Record<string, unknown>;
    };
    expect(hi.learn.lesson).toBe('पाठ');
    expect(hi.learn.originalText).toContain('लेख');
    const learnTexts = JSON.stringify(hi.learn);
    expect(learnTexts).not.toMatch(/टेक्स्ट/);
  });
});
