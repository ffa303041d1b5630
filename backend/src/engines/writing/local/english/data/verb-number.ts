import { tagsOf, verbBaseOf } from '../../lexicon';
import { wordTable } from '../../word-table';

/** The singular of a plural auxiliary or "be": "are" → "is", "haven't" → "hasn't". */
export const SINGULAR_VERB: Readonly<Record<string, string>> = wordTable({
  have: 'has',
  are: 'is',
  were: 'was',
  do: 'does',
  "don't": "doesn't",
  'don’t': 'doesn’t',
  "aren't": "isn't",
  'aren’t': 'isn’t',
  "weren't": "wasn't",
  'weren’t': 'wasn’t',
  "haven't": "hasn't",
  'haven’t': 'hasn’t',
});

/** The plural of a singular auxiliary or "be": "is" → "are", "doesn't" → "don't". */
export const PLURAL_VERB: Readonly<Record<string, string>> = wordTable({
  is: 'are',
  am: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  'doesn’t': 'don’t',
  "isn't": "aren't",
  'isn’t': 'aren’t',
  "wasn't": "weren't",
  'wasn’t': 'weren’t',
  "hasn't": "haven't",
  'hasn’t': 'haven’t',
});

/**
 * The form a plural subject takes of this verb: PLURAL_VERB for auxiliaries, the base of a verb in -s that is no
 * plural noun ("consumes" → "consume"; not "plays", also a noun), or undefined.
 */
export function pluralVerbOf(word: string): string | undefined {
  const fixed = PLURAL_VERB[word];
  if (fixed) return fixed;
  const tags = tagsOf(word);
  if (tags[0] !== 'VBZ' || tags.includes('NNS')) return undefined;
  const base = verbBaseOf(word);
  return base && base !== word && tagsOf(base).includes('VBP') ? base : undefined;
}

/** Group nouns data/nouns.ts lacks, which may take a plural verb: "the younger generation are/want". */
export const COLLECTIVES_TOO = /^(generation|gang|troupe|clan|tribe|congregation|brigade|platoon|fleet)$/;
