/** Determiners and phrases after which a countable noun is plural (the plural-noun rule, rules/noun-number.ts). */

/** Words that need a plural noun after them (possibly after adjectives). */
export const PLURAL_DETERMINERS = new Set([
  'several',
  'many',
  'few',
  'various',
  'numerous',
  'multiple',
  'these',
  'those',
  'both',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twenty',
  'hundreds',
  'thousands',
  'millions',
]);

/** "one of the …", "a lot of …", "some of my …": phrases after which a countable noun is plural. */
export const PLURAL_PHRASES: string[][] = [
  ['one', 'of', '*'],
  ['some', 'of', '*'],
  ['many', 'of', '*'],
  ['most', 'of', '*'],
  ['all', 'of', '*'],
  ['each', 'of', '*'],
  ['a', 'lot', 'of'],
  ['lots', 'of'],
  ['a', 'number', 'of'],
  ['the', 'number', 'of'],
  ['a', 'couple', 'of'],
  ['a', 'few'],
  ['a', 'variety', 'of'],
  ['kinds', 'of'],
  ['there', 'are'],
  ['there', 'are', 'some'],
  ['there', 'were', 'some'],
  ['types', 'of'],
];
export const SINGULAR_BEFORE = new Set([
  'a',
  'an',
  'the',
  'one',
  'each',
  'every',
  'any',
  'no',
  'some',
  'this',
  'that',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'its',
  'another',
  'on',
]);
export const OF_DETERMINERS = new Set(['the', 'my', 'your', 'his', 'her', 'our', 'their', 'these', 'those', 'its']);

/**
 * Words whose h is silent that the checker does not know as such (British "honour", "heir", "hourly"): "an"
 * goes before them (rules/everyday.ts adds it, grammar.ts keeps the checker from taking it away).
 */
export const SILENT_H = /^(?:honour|honours|honourable|honorary|heir|heiress|heirloom|hourly)$/;
